import type { DataSource, EntityManager } from 'typeorm';
import { requireUser, type Actor } from '../../common/actor';
import { Subscription } from './subscription.entity';
import { displayStatus, subscriptionGrants, type PaidLine } from './subscriptions.rules';

export interface PaidOrder {
  orderId: string;
  /** The account the plan belongs to; null (a guest order with no matching account) grants nothing. */
  userId: string | null;
  lines: readonly PaidLine[];
}

export class SubscriptionsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The caller's subscriptions, latest ending first; past ones show as expired. */
  async listMine(actor: Actor): Promise<Subscription[]> {
    const user = requireUser(actor);
    const rows = await this.dataSource
      .getRepository(Subscription)
      .find({ where: { userId: user.userId }, order: { endDate: 'DESC', id: 'ASC' } });
    return rows.map((row) => Object.assign(row, { status: displayStatus(row.status, row.endDate) }));
  }

  /**
   * Runs inside the transaction that marks the order paid, so the grant happens exactly once
   * with the status change. Month arithmetic is PostgreSQL's (Jan 31 + 1 month = Feb 28/29).
   */
  async grantForPaidOrder(manager: EntityManager, order: PaidOrder): Promise<number> {
    if (!order.userId) return 0;
    const grants = subscriptionGrants(order.lines);
    for (const grant of grants) {
      await manager.query(
        `INSERT INTO "subscriptions" ("user_id", "product_id", "order_id", "status", "start_date", "end_date", "auto_renew")
         VALUES ($1, $2, $3, 'active', now(), now() + make_interval(months => $4::int), $5)`,
        [order.userId, grant.productId, order.orderId, grant.months, grant.autoRenew],
      );
    }
    return grants.length;
  }

  /** A paid order that is cancelled takes back what it granted. */
  async cancelForOrder(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(
      `UPDATE "subscriptions" SET "status" = 'cancelled', "auto_renew" = false WHERE "order_id" = $1`,
      [orderId],
    );
  }
}
