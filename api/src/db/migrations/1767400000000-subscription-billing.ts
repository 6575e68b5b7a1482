import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The renewal cycle (docs/billing.md). A subscription keeps the card it renews with (the
 * provider's customer and payment method, and what My Account shows of it), the plan it switches
 * to at its next renewal, and a price kept for one renewal when the plan's price changed within
 * 30 days of it. Each step of the cycle is a subscription event; a step that must happen once
 * carries a step key, unique per subscription, so two passes at once do it once.
 * A renewal is an order of the account: `renewal_of` names the subscription and
 * `renewal_period_end` the end date it renews from (one renewal order per period).
 * Cancelling at period end now says so in the status ('cancelled'), as the help pages do.
 */
export class SubscriptionBilling1767400000000 implements MigrationInterface {
  name = 'SubscriptionBilling1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "subscriptions"
        ADD "card_provider" character varying(20),
        ADD "card_customer_ref" character varying(255),
        ADD "card_ref" character varying(255),
        ADD "card_brand" character varying(30),
        ADD "card_last4" character varying(4),
        ADD "card_exp_month" integer,
        ADD "card_exp_year" integer,
        ADD "next_product_id" uuid,
        ADD "kept_price" numeric(10,2),
        ADD "kept_price_for" TIMESTAMP WITH TIME ZONE,
        ADD "past_due_since" TIMESTAMP WITH TIME ZONE,
        ADD "last_charge_at" TIMESTAMP WITH TIME ZONE,
        ADD "charge_attempts" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `UPDATE "subscriptions" SET "status" = 'cancelled' WHERE "status" = 'active' AND "cancelled_at" IS NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE "subscriptions" ADD CONSTRAINT "CHK_subscriptions_status"
        CHECK ("status" IN ('active', 'past_due', 'suspended', 'cancelled', 'expired'))`);
    // The billing pass looks for what is due by end date among the subscriptions still running.
    await queryRunner.query(`
      CREATE INDEX "IDX_subscriptions_billing_due" ON "subscriptions" ("end_date")
        WHERE "status" IN ('active', 'past_due', 'suspended', 'cancelled')`);
    await queryRunner.query(`
      CREATE TABLE "subscription_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "subscription_id" uuid NOT NULL,
        "type" character varying(30) NOT NULL,
        "step_key" character varying(120),
        "amount" numeric(10,2),
        "order_id" uuid,
        "detail" character varying(300),
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "PK_subscription_events" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_subscription_events_step" UNIQUE ("subscription_id", "step_key"),
        CONSTRAINT "FK_subscription_events_subscription" FOREIGN KEY ("subscription_id")
          REFERENCES "subscriptions" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_subscription_events_subscription" ON "subscription_events" ("subscription_id", "occurred_at", "recorded_at")`,
    );
    await queryRunner.query(`
      ALTER TABLE "orders"
        ADD "renewal_of" uuid,
        ADD "renewal_period_end" TIMESTAMP WITH TIME ZONE,
        ADD CONSTRAINT "UQ_orders_renewal" UNIQUE ("renewal_of", "renewal_period_end")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "orders" DROP CONSTRAINT "UQ_orders_renewal", DROP COLUMN "renewal_period_end", DROP COLUMN "renewal_of"`,
    );
    await queryRunner.query(`DROP TABLE "subscription_events"`);
    await queryRunner.query(`DROP INDEX "IDX_subscriptions_billing_due"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP CONSTRAINT "CHK_subscriptions_status"`);
    await queryRunner.query(
      `UPDATE "subscriptions" SET "status" = 'active' WHERE "status" IN ('past_due', 'suspended')`,
    );
    await queryRunner.query(`
      ALTER TABLE "subscriptions"
        DROP COLUMN "card_provider", DROP COLUMN "card_customer_ref", DROP COLUMN "card_ref",
        DROP COLUMN "card_brand", DROP COLUMN "card_last4", DROP COLUMN "card_exp_month",
        DROP COLUMN "card_exp_year", DROP COLUMN "next_product_id", DROP COLUMN "kept_price",
        DROP COLUMN "kept_price_for", DROP COLUMN "past_due_since", DROP COLUMN "last_charge_at",
        DROP COLUMN "charge_attempts"`);
  }
}
