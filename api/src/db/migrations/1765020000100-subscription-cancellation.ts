import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the customer cancelled a subscription at the end of its paid period (null: not cancelled).
 * The plan stays `active` until its end date and no longer renews.
 */
export class SubscriptionCancellation1765020000100 implements MigrationInterface {
  name = 'SubscriptionCancellation1765020000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD COLUMN "cancelled_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "cancelled_at"`);
  }
}
