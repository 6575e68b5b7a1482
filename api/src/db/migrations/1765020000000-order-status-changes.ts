import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's status history: one row per change, written in the transaction that changes the
 * status. An order is placed `pending` (its created_at is that first step, not stored here).
 * Orders changed before this table existed get one row: their current status at their last update.
 */
export class OrderStatusChanges1765020000000 implements MigrationInterface {
  name = 'OrderStatusChanges1765020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_status_changes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "from_status" varchar(20),
        "to_status" varchar(20) NOT NULL,
        "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_order_status_changes" PRIMARY KEY ("id"),
        CONSTRAINT "FK_order_status_changes_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_status_changes_order_changed" ON "order_status_changes" ("order_id", "changed_at")`,
    );
    await queryRunner.query(
      `INSERT INTO "order_status_changes" ("order_id", "from_status", "to_status", "changed_at")
       SELECT "id", NULL, "status", "updated_at" FROM "orders" WHERE "status" <> 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_status_changes"`);
  }
}
