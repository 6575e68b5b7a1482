import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The funnel no longer reads raw checkout events (it sums checkout_funnel_daily, migration
 * 1766010000100), so the (event_type, created_at) index it walked only costs every event's insert.
 */
export class CheckoutEventsTypeIndex1766010000200 implements MigrationInterface {
  name = 'CheckoutEventsTypeIndex1766010000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_checkout_events_type_created"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_checkout_events_type_created" ON "checkout_events" ("event_type", "created_at")`,
    );
  }
}
