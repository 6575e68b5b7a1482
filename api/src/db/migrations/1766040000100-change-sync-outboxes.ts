import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The two outboxes staff list (webhook deliveries, mails), synced like the other lists. */
const OUTBOXES = ['webhook_deliveries', 'mail_outbox'] as const;

/**
 * Change sync for the outboxes (1766040000000-change-sync says how updated_at is stamped): a
 * delivery or a mail changes as it is sent and retried, and an integration (or support) reads
 * "what changed since" the same way as on every other staff list. The rows so far last changed
 * when they were last attempted or sent, else when written.
 */
export class ChangeSyncOutboxes1766040000100 implements MigrationInterface {
  name = 'ChangeSyncOutboxes1766040000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of OUTBOXES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
      );
    }
    await queryRunner.query(
      `UPDATE "webhook_deliveries" SET "updated_at" = greatest("created_at", coalesce("delivered_at", "created_at"))`,
    );
    await queryRunner.query(`UPDATE "mail_outbox" SET "updated_at" = coalesce("sent_at", "created_at")`);
    for (const table of OUTBOXES) {
      await queryRunner.query(`
        CREATE TRIGGER "stamp_updated_at" BEFORE UPDATE ON "${table}"
        FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "stamp_updated_at"()`);
      await queryRunner.query(`CREATE INDEX "IDX_${table}_updated" ON "${table}" ("updated_at", "id")`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of OUTBOXES) {
      await queryRunner.query(`DROP INDEX "IDX_${table}_updated"`);
      await queryRunner.query(`DROP TRIGGER "stamp_updated_at" ON "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "updated_at"`);
    }
  }
}
