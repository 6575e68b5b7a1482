import type { DataSource } from 'typeorm';
import { recipientLanguage } from '../../../common/language';
import { orderShortId } from '@hometunnel/rules';
import type { MailService } from '../../mail/mail.service';
import { Order } from '../../orders/order.entity';
import type { OrdersService } from '../../orders/orders.service';
import type { BankTransferSettings } from '../payments.config';
import { bankTransferReference } from './bank-transfer-provider';

/** The reminder goes out this long after the order was placed, once. */
export const BANK_TRANSFER_REMINDER_DAYS = 7;
const DAY_MS = 24 * 3600_000;
const BATCH = 100;

export interface BankTransferJobDeps {
  orders: OrdersService;
  mail: MailService;
  settings: BankTransferSettings | undefined;
  holdDays: number;
}

/**
 * Bank transfer orders waiting for their money: one reminder after 7 days, cancelled (hooks
 * return the units) after the hold days. Each order moves in its own short transaction with a
 * conditional update, so instances running it at once remind and cancel each order once.
 */
export class BankTransferJob {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: BankTransferJobDeps,
  ) {}

  async run(now = new Date()): Promise<{ reminded: number; cancelled: number } | null> {
    const settings = this.deps.settings;
    const holdStart = new Date(now.getTime() - this.deps.holdDays * DAY_MS);
    const cancelled = await this.deps.orders.cancelUnpaidTransfers(holdStart, BATCH);
    let reminded = 0;
    if (settings) {
      const remindBefore = new Date(now.getTime() - BANK_TRANSFER_REMINDER_DAYS * DAY_MS);
      const due: { id: string }[] = await this.dataSource.query(
        `SELECT "id" FROM "orders"
          WHERE "payment_method" = 'bank_transfer' AND "status" = 'pending' AND "payment_provider" = 'bank_transfer'
            AND "payment_reminded_at" IS NULL AND "created_at" <= $1 AND "created_at" > $2
          ORDER BY "created_at" LIMIT ${BATCH}`,
        [remindBefore, holdStart],
      );
      for (const { id } of due) if (await this.remind(id, now, settings)) reminded += 1;
    }
    return reminded || cancelled ? { reminded, cancelled } : null;
  }

  private remind(orderId: string, now: Date, settings: BankTransferSettings): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows: [Record<string, unknown>[], number] = await manager.query(
        `UPDATE "orders" SET "payment_reminded_at" = $2
          WHERE "id" = $1 AND "payment_reminded_at" IS NULL AND "status" = 'pending'
          RETURNING "id"`,
        [orderId, now],
      );
      if (rows[1] === 0) return false;
      const order = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
      const deadline = new Date(order.createdAt.getTime() + this.deps.holdDays * DAY_MS);
      await this.deps.mail.enqueue(manager, {
        template: {
          kind: 'bank-transfer-reminder',
          transfer: {
            shortId: orderShortId(order.id),
            customerName: order.customerName,
            amount: order.totalAmount,
            holder: settings.holder,
            iban: settings.iban,
            bic: settings.bic,
            reference: order.paymentRef ?? bankTransferReference(order.id),
            deadline: deadline.toISOString().slice(0, 10),
          },
        },
        to: order.customerEmail,
        language: await recipientLanguage(manager, order, order.language),
        dedupeKey: `bank-transfer-reminder:${order.id}`,
      });
      return true;
    });
  }
}
