import type { DataSource, EntityManager } from 'typeorm';

/** Saved checkouts (steps 1-3: the buyer's details) for the data export and the erasure. */
export class CheckoutRecordsService {
  constructor(private readonly dataSource: DataSource) {}

  async checkoutsOfUser(userId: string): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(
      `SELECT "id", "first_name" AS "firstName", "last_name" AS "lastName", "email", "phone", "street",
              "city", "postal_code" AS "postalCode", "country", "account_type" AS "accountType",
              "status", "created_at" AS "createdAt"
         FROM "checkouts" WHERE "user_id" = $1 ORDER BY "created_at", "id"`,
      [userId],
    );
  }

  /** The account's checkouts keep only their country (VAT of the order) and dates. */
  async anonymiseForUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE "checkouts" SET "user_id" = NULL, "first_name" = 'Deleted', "last_name" = 'customer',
              "email" = 'deleted@anonymised.invalid', "phone" = '', "street" = '', "city" = '',
              "postal_code" = ''
        WHERE "user_id" = $1`,
      [userId],
    );
  }
}
