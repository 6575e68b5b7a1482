import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: the rate-limit counters are UNLOGGED. A point spent writes no WAL, so the statement
 * that spends it (an order's reads, a sign-in) commits without waiting for a WAL flush, and a busy
 * address's counter row is locked for that much less. A crash empties the table (recovery
 * truncates unlogged tables): every window starts again, which a rate limit can afford; a clean
 * restart keeps it.
 */
export class UnloggedRateLimits1767600000000 implements MigrationInterface {
  name = 'UnloggedRateLimits1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rate_limits" SET UNLOGGED`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rate_limits" SET LOGGED`);
  }
}
