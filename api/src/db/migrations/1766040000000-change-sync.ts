import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The lists integrations sync by `updatedAfter`, each walked by (updated_at, id). */
const SYNCED = ['orders', 'users', 'tickets', 'waitlist_entries'] as const;

/**
 * Change sync (docs/integrations.md): every staff list can be read "changed since" in
 * (updated_at, id) order. updated_at is stamped by the database on every UPDATE that changes the
 * row without setting updated_at itself, whatever writes it (the app's raw SQL, an import, a
 * manual fix; a write that sets updated_at, like a backdating fix, is kept), with clock_timestamp():
 * the time of the write, not of its transaction's start, so a row written late in a long
 * transaction does not land behind a walker that already passed that time. A user's last sign-in
 * time (last_active_at) alone is not a change an integration syncs. Waitlist entries get the
 * column (equal to created_at so far: they were never changed).
 */
export class ChangeSync1766040000000 implements MigrationInterface {
  name = 'ChangeSync1766040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "waitlist_entries" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(`UPDATE "waitlist_entries" SET "updated_at" = "created_at"`);
    await queryRunner.query(`
      CREATE FUNCTION "stamp_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
          NEW."updated_at" := clock_timestamp();
        END IF;
        RETURN NEW;
      END $$`);
    for (const table of SYNCED) {
      const changed =
        table === 'users'
          ? `(to_jsonb(OLD) - 'last_active_at' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at' - 'updated_at')`
          : `OLD.* IS DISTINCT FROM NEW.*`;
      await queryRunner.query(`
        CREATE TRIGGER "stamp_updated_at" BEFORE UPDATE ON "${table}"
        FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION "stamp_updated_at"()`);
    }
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_tickets_updated"`);
    for (const table of SYNCED) {
      await queryRunner.query(`CREATE INDEX "IDX_${table}_updated" ON "${table}" ("updated_at", "id")`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of SYNCED) {
      await queryRunner.query(`DROP INDEX "IDX_${table}_updated"`);
      await queryRunner.query(`DROP TRIGGER "stamp_updated_at" ON "${table}"`);
    }
    await queryRunner.query(`CREATE INDEX "IDX_tickets_updated" ON "tickets" ("updated_at")`);
    await queryRunner.query(`DROP FUNCTION "stamp_updated_at"()`);
    await queryRunner.query(`ALTER TABLE "waitlist_entries" DROP COLUMN "updated_at"`);
  }
}
