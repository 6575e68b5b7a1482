import type { DataSource } from 'typeorm';
import { whenLockFree } from '../../db/advisory-lock';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import { OrderItem } from './order-item.entity';
import type { OrderPaymentHooks } from './order-payment-hooks';
import { closePaymentPages, type OrderPaymentStarter, type UnpaidEnd } from './order-payment-start';
import { recordStatusChange } from './order-status-history';
import { Order } from './order.entity';
import { PAYMENT_NOT_COMPLETED } from './reservation.rules';

/** Advisory lock of the expiry pass: one replica runs it at a time. */
export const RESERVATION_EXPIRY_LOCK_KEY = 7_267_000_001;

/** Orders ended per pass; the next pass (RESERVATION_EXPIRY_INTERVAL_MS later) takes the rest. */
const BATCH = 500;

/**
 * Ends unpaid reservations whose time is up: each pending order past its `reserved_until` becomes
 * `cancelled` (status history reason "payment not completed") with its payment `FAILED` (the
 * state machine's "expired", docs/payments.md), and the hooks return its units (stock) and
 * whatever else it held, all in one transaction. Rows another transaction holds (a payment being
 * recorded right now) are skipped and looked at again next pass. Once that commits, each order's
 * provider closes its payment page (Stripe expires the Checkout Session); a payment that still
 * gets in is flagged for review, never applied.
 */
export class ReservationExpiry {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: {
      hooks: readonly OrderPaymentHooks[];
      webhooks: WebhookEmitter;
      payments: Pick<OrderPaymentStarter, 'expire'>;
    },
  ) {}

  /** One pass at `now`; null when another replica is running one or nothing was due. */
  async run(now = new Date()): Promise<{ cancelled: number } | null> {
    const ended = await whenLockFree(this.dataSource, RESERVATION_EXPIRY_LOCK_KEY, async (manager) => {
      const [due]: [UnpaidEnd[], number] = await manager.query(
        `UPDATE "orders" SET "status" = 'cancelled', "payment_status" = 'FAILED'
         WHERE "id" IN (
           SELECT "id" FROM "orders"
           WHERE "status" = 'pending' AND "reserved_until" IS NOT NULL AND "reserved_until" <= $1
           ORDER BY "reserved_until" LIMIT ${BATCH}
           FOR UPDATE SKIP LOCKED)
         RETURNING "id", "payment_provider" AS "paymentProvider", "payment_ref" AS "paymentRef"`,
        [now],
      );
      for (const { id } of due) {
        await recordStatusChange(manager, id, 'pending', 'cancelled', PAYMENT_NOT_COMPLETED);
        const order = await manager.getRepository(Order).findOneByOrFail({ id });
        const items = await manager.getRepository(OrderItem).findBy({ orderId: id });
        for (const hook of this.deps.hooks) await hook.cancelled?.(manager, order, items, 'pending');
        await this.deps.webhooks.emit(manager, 'order.status_changed', Object.assign(order, { items }));
      }
      return due;
    });
    if (!ended?.length) return null;
    await closePaymentPages(this.deps.payments, ended, 'reservation expiry');
    return { cancelled: ended.length };
  }
}
