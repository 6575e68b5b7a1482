import type { DataSource, EntityManager } from 'typeorm';

/** A customer's subscriptions for the data export and the erasure. */
export class SubscriptionRecordsService {
  constructor(private readonly dataSource: DataSource) {}

  async subscriptionsOfUser(userId: string): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(
      `SELECT s."id", p."name" AS "product", s."order_id" AS "orderId", s."status",
              s."start_date" AS "startDate", s."end_date" AS "endDate", s."auto_renew" AS "autoRenew",
              s."created_at" AS "createdAt"
         FROM "subscriptions" s JOIN "products" p ON p."id" = s."product_id"
        WHERE s."user_id" = $1 ORDER BY s."created_at", s."id"`,
      [userId],
    );
  }

  async deleteForUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "subscriptions" WHERE "user_id" = $1`, [userId]);
  }
}
