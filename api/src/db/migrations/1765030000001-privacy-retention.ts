import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention (the Privacy Policy's "How long we keep data"): when each account was last active
 * (account data goes 3 years after it), and the checkout funnel's daily counts per step, kept
 * when raw checkout events are deleted after 30 days.
 */
export class PrivacyRetention1765030000001 implements MigrationInterface {
  name = 'PrivacyRetention1765030000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Existing accounts count as active now: nothing tells us otherwise, and keeping longer errs safe.
    await queryRunner.query(
      `ALTER TABLE "users" ADD "last_active_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_users_last_active" ON "users" ("last_active_at")`);
    await queryRunner.query(`
      CREATE TABLE "checkout_funnel_daily" (
        "day" date NOT NULL,
        "event_type" varchar(40) NOT NULL,
        "sessions" integer NOT NULL CHECK ("sessions" >= 0),
        CONSTRAINT "PK_checkout_funnel_daily" PRIMARY KEY ("day", "event_type")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_checkout_events_created" ON "checkout_events" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_tickets_updated" ON "tickets" ("updated_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_tickets_updated"`);
    await queryRunner.query(`DROP INDEX "IDX_checkout_events_created"`);
    await queryRunner.query(`DROP TABLE "checkout_funnel_daily"`);
    await queryRunner.query(`DROP INDEX "IDX_users_last_active"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "last_active_at"`);
  }
}
