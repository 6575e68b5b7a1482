import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The metrics scrape counts unsent and failed webhook deliveries and the age of the oldest
 * unsent one every 15 s (observability/metrics/outbox-metrics.ts): a partial index keeps that to
 * those few rows rather than a scan of every delivery ever made. (mail_outbox has its status index already.)
 */
export class WebhookUnsentIndex1767350000000 implements MigrationInterface {
  name = 'WebhookUnsentIndex1767350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_unsent" ON "webhook_deliveries" ("status", "created_at")
         WHERE "status" IN ('pending', 'sending', 'failed')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_unsent"`);
  }
}
