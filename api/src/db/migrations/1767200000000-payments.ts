import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Selling for real: the order's payment state (docs/payments.md) and every provider event stored
 * once, unique on (provider, event id), so a webhook delivered twice applies once.
 */
export class Payments1767200000000 implements MigrationInterface {
  name = 'Payments1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "orders"
        ADD "payment_status" varchar(20) NOT NULL DEFAULT 'UNPAID',
        ADD "payment_provider" varchar(20),
        ADD "payment_url" text,
        ADD "payment_ref" varchar(255),
        ADD "capture_ref" varchar(255),
        ADD "refunded_amount" numeric(10,2) NOT NULL DEFAULT 0,
        ADD "paid_at" timestamptz,
        ADD "payment_reminded_at" timestamptz,
        ADD "needs_review" boolean NOT NULL DEFAULT false,
        ADD "review_reason" varchar(300),
        ADD CONSTRAINT "CHK_orders_payment_status" CHECK ("payment_status" IN
          ('UNPAID', 'PENDING', 'PAID', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'))`);
    // Orders an admin marked paid by hand before payments existed.
    await queryRunner.query(
      `UPDATE "orders" SET "payment_status" = 'PAID' WHERE "status" IN ('paid', 'shipped', 'delivered')`,
    );
    // The bank transfer reminder job reads the unpaid waiting transfers.
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_waiting_transfer" ON "orders" ("created_at")
        WHERE "payment_method" = 'bank_transfer' AND "status" = 'pending'`,
    );
    // A refund's callback names the payment (PaymentIntent, PayPal capture), not our order.
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_capture_ref" ON "orders" ("capture_ref") WHERE "capture_ref" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "payment_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider" varchar(20) NOT NULL,
        "event_id" varchar(255) NOT NULL,
        "type" varchar(80) NOT NULL,
        "order_id" uuid,
        "payload" jsonb NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payment_events" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_payment_events_provider_event" UNIQUE ("provider", "event_id"),
        CONSTRAINT "FK_payment_events_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_payment_events_order" ON "payment_events" ("order_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_waiting_transfer"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_capture_ref"`);
    await queryRunner.query(`
      ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_payment_status",
        DROP "payment_status", DROP "payment_provider", DROP "payment_url", DROP "payment_ref",
        DROP "capture_ref", DROP "refunded_amount", DROP "paid_at", DROP "payment_reminded_at",
        DROP "needs_review", DROP "review_reason"`);
  }
}
