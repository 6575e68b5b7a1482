import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox grows with every mail the shop sends: the admin Mail screen pages it by cursor and
 * shows its total and the held mails', kept by the same delta-row triggers as the other lists
 * (1766010000000-list-counts says why), counted by status; the status filter has its index.
 */
export class MailOutboxCounts1766030000000 implements MigrationInterface {
  name = 'MailOutboxCounts1766030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_mail_outbox_status_created" ON "mail_outbox" ("status", "created_at", "id")`,
    );
    const args = `'mail_outbox', 'status'`;
    await queryRunner.query(`
      CREATE TRIGGER "list_counts_insert" AFTER INSERT ON "mail_outbox" REFERENCING NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_rows"(${args})`);
    await queryRunner.query(`
      CREATE TRIGGER "list_counts_delete" AFTER DELETE ON "mail_outbox" REFERENCING OLD TABLE AS "old_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_rows"(${args})`);
    await queryRunner.query(`
      CREATE TRIGGER "list_counts_move" AFTER UPDATE OF "status" ON "mail_outbox"
      FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
      EXECUTE FUNCTION "list_counts_move"(${args})`);
    await queryRunner.query(`
      CREATE TRIGGER "list_counts_truncate" AFTER TRUNCATE ON "mail_outbox"
      FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_truncate"(${args})`);
    await queryRunner.query(
      `INSERT INTO "list_counts" ("list", "key", "n")
       SELECT 'mail_outbox', "status"::text, count(*) FROM "mail_outbox" GROUP BY 2`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of [
      'list_counts_insert',
      'list_counts_delete',
      'list_counts_move',
      'list_counts_truncate',
    ])
      await queryRunner.query(`DROP TRIGGER "${trigger}" ON "mail_outbox"`);
    await queryRunner.query(`DELETE FROM "list_counts" WHERE "list" = 'mail_outbox'`);
    await queryRunner.query(`DROP INDEX "IDX_mail_outbox_status_created"`);
  }
}
