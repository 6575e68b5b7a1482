import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The lists whose totals the admin screens show, and the column each is counted by. */
const COUNTED = [
  { list: 'orders', column: 'status' },
  { list: 'users', column: 'role' },
  { list: 'tickets', column: 'status' },
  { list: 'waitlist_entries', column: 'product_id' },
] as const;

/**
 * Exact list counts kept by the database (db/list-counts.ts reads them): the admin screens' totals
 * (X-Total-Count, totalCount) without a count(*) scan per page, right whatever writes the rows —
 * the app, an SQL import or a manual fix.
 *
 * Design: `list_counts` holds signed delta rows (list, key, n), key being the counted column's
 * value; a list's total is the sum over its keys. Triggers only INSERT deltas, never update a
 * counter row, so concurrent order inserts never wait on one hot row (an upsert of a shared
 * counter would hold its row lock until each writer commits, serialising every checkout). A read
 * sums the rows of one (list, key) through an index; the fold (db/list-counts.ts, every ~30 s in
 * every instance, one at a time under an advisory lock) replaces each key's deltas by their sum in
 * one statement, so the rows stay few and a count costs the same at any table size.
 * - INSERT and DELETE: statement-level triggers with transition tables, one delta per key per
 *   statement (a bulk import of 100k rows writes a handful of rows, not 100k).
 * - A row moving between keys (a status or role change): a row-level AFTER UPDATE OF <column>
 *   trigger, only when the value changes (transition tables cannot be combined with a column list,
 *   and a statement trigger on every UPDATE would cost every unrelated update a join).
 * - TRUNCATE: the list's rows are deleted.
 * The counts of the rows already there are written after the triggers exist: creating a trigger
 * blocks writes to its table until this migration commits, so no row is missed or counted twice.
 */
export class ListCounts1766010000000 implements MigrationInterface {
  name = 'ListCounts1766010000000';

  /** The counts of the rows already there: the migration's backfill (its test runs it again). */
  static async countExistingRows(queryRunner: QueryRunner): Promise<void> {
    for (const { list, column } of COUNTED)
      await queryRunner.query(
        `INSERT INTO "list_counts" ("list", "key", "n")
         SELECT '${list}', "${column}"::text, count(*) FROM "${list}" GROUP BY 2`,
      );
  }

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "list_counts" (
        "list" text NOT NULL,
        "key" text NOT NULL,
        "n" bigint NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_list_counts_list_key" ON "list_counts" ("list", "key") INCLUDE ("n")`,
    );
    // TG_ARGV: the list's name, the counted column. Dynamic SQL because the column differs per table.
    await queryRunner.query(`
      CREATE FUNCTION "list_counts_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format(
          'INSERT INTO "list_counts" ("list", "key", "n") SELECT %L, %I::text, %s * count(*) FROM %I GROUP BY 2',
          TG_ARGV[0], TG_ARGV[1],
          CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END,
          CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "list_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "list_counts" ("list", "key", "n")
        VALUES (TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[1], -1), (TG_ARGV[0], to_jsonb(NEW) ->> TG_ARGV[1], 1);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "list_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "list_counts" WHERE "list" = TG_ARGV[0];
        RETURN NULL;
      END $$`);
    for (const { list, column } of COUNTED) {
      const args = `'${list}', '${column}'`;
      await queryRunner.query(`
        CREATE TRIGGER "list_counts_insert" AFTER INSERT ON "${list}" REFERENCING NEW TABLE AS "new_rows"
        FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_rows"(${args})`);
      await queryRunner.query(`
        CREATE TRIGGER "list_counts_delete" AFTER DELETE ON "${list}" REFERENCING OLD TABLE AS "old_rows"
        FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_rows"(${args})`);
      await queryRunner.query(`
        CREATE TRIGGER "list_counts_move" AFTER UPDATE OF "${column}" ON "${list}"
        FOR EACH ROW WHEN (OLD."${column}" IS DISTINCT FROM NEW."${column}")
        EXECUTE FUNCTION "list_counts_move"(${args})`);
      await queryRunner.query(`
        CREATE TRIGGER "list_counts_truncate" AFTER TRUNCATE ON "${list}"
        FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_truncate"(${args})`);
    }
    await ListCounts1766010000000.countExistingRows(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { list } of COUNTED) {
      for (const trigger of [
        'list_counts_insert',
        'list_counts_delete',
        'list_counts_move',
        'list_counts_truncate',
      ])
        await queryRunner.query(`DROP TRIGGER "${trigger}" ON "${list}"`);
    }
    await queryRunner.query(`DROP FUNCTION "list_counts_truncate"()`);
    await queryRunner.query(`DROP FUNCTION "list_counts_move"()`);
    await queryRunner.query(`DROP FUNCTION "list_counts_rows"()`);
    await queryRunner.query(`DROP TABLE "list_counts"`);
  }
}
