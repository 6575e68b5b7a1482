import type { DataSource } from 'typeorm';
import { paymentMessages } from '@hometunnel/rules';
import { AppError } from '../../common/app-error';
import { logger } from '../../common/logger';
import { Order } from './order.entity';

/** The payments module, as orders see it (no import cycle: payments depends on orders). */
export interface OrderPaymentStarter {
  /** The payment methods that take money with these settings; the rest keep the waitlist flow. */
  readonly sellingMethods: readonly string[];
  /** Which provider takes an order paid with `method` (stripe, paypal, bank_transfer or demo). */
  providerFor(method: string): string | null;
  /** Asks the provider where to send the buyer (null: wait for a bank transfer). */
  start(
    order: Order & { saveCardFor?: { userId: string; customerRef: string | null } },
  ): Promise<{ paymentUrl: string | null; paymentRef: string | null }>;
  /** Where a bank transfer order's money goes (null when the shop has no bank details). */
  bankTransfer(
    orderId: string,
    amount: string,
  ): { holder: string; iban: string; bic: string; amount: string; reference: string } | null;
  /** An order ended unpaid (after that commits): its provider's payment page takes no more money. */
  expire(order: { paymentProvider: string | null; paymentRef: string | null }): Promise<void>;
}

/** An order that ended unpaid, as its payment page is closed. */
export interface UnpaidEnd {
  id: string;
  paymentProvider: string | null;
  paymentRef: string | null;
}

/** Payment pages closed at once (Stripe calls, a few hundred ms each). */
const CLOSE_AT_ONCE = 10;

/**
 * After the commit that ended these orders unpaid (an outside call, never inside a transaction):
 * each order's provider closes its payment page (Stripe expires the Checkout Session; providers
 * without such a page do nothing). A failure is only logged, under `by` (who ended the orders):
 * the page ends by itself at its own deadline, and a payment that still gets in is flagged for
 * review, never applied (docs/payments.md).
 */
export async function closePaymentPages(
  payments: Pick<OrderPaymentStarter, 'expire'>,
  orders: readonly UnpaidEnd[],
  by: string,
): Promise<void> {
  const sent = orders.filter((order) => order.paymentRef);
  for (let i = 0; i < sent.length; i += CLOSE_AT_ONCE)
    await Promise.all(
      sent.slice(i, i + CLOSE_AT_ONCE).map((order) =>
        payments.expire(order).catch((error: unknown) => {
          logger.warn(
            { orderId: order.id, provider: order.paymentProvider, err: (error as Error).message },
            `${by}: the payment page could not be closed`,
          );
        }),
      ),
    );
}

/**
 * An order sent to pay gets its provider's payment page after the order commits (no outside call
 * inside a transaction); a retry of the same checkout asks again until one is stored.
 */
export async function startPayment(
  dataSource: DataSource,
  payments: OrderPaymentStarter,
  order: Order,
  /** The account whose card this payment saves for renewals (a plan bought signed in, by card). */
  saveCardFor?: () => Promise<{ userId: string; customerRef: string | null } | undefined>,
): Promise<Order> {
  if (!order.paymentProvider || order.paymentUrl || order.paymentRef || order.paymentStatus !== 'PENDING')
    return order;
  let started: { paymentUrl: string | null; paymentRef: string | null };
  try {
    const saving = await saveCardFor?.();
    // A copy: what the provider is told is not part of the order the API answers.
    started = await payments.start(
      Object.assign(Object.create(Order.prototype) as Order, order, saving && { saveCardFor: saving }),
    );
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', paymentMessages.providerUnavailable);
  }
  // Stored only while the order still waits for its payment: one cancelled in the meantime (an
  // admin, the expiry pass) found no page to close, so this one is closed now.
  const [stored]: [unknown[], number] = await dataSource.query(
    `UPDATE "orders" SET "payment_url" = $2, "payment_ref" = $3
      WHERE "id" = $1 AND "status" = 'pending' AND "payment_status" = 'PENDING' RETURNING "id"`,
    [order.id, started.paymentUrl, started.paymentRef],
  );
  if (stored.length === 0) {
    await closePaymentPages(
      payments,
      [{ id: order.id, paymentProvider: order.paymentProvider, paymentRef: started.paymentRef }],
      'a cancel while the payment page was made',
    );
    return dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
  }
  return Object.assign(order, started);
}
