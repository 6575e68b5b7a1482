import type { EntityManager } from 'typeorm';

/**
 * The next number of `series`, taken in the caller's transaction: the counter row stays locked
 * until that transaction ends, so concurrent payments queue here for a moment and a rolled-back
 * one hands its number to the next. The transaction must be READ COMMITTED (PostgreSQL's
 * default): under REPEATABLE READ the queued ones fail with a serialization error instead.
 */
export async function takeNumber(manager: EntityManager, series: string): Promise<number> {
  const rows: { last_no: number }[] = await manager.query(
    `INSERT INTO "invoice_counters" ("series", "last_no") VALUES ($1, 1)
     ON CONFLICT ("series") DO UPDATE SET "last_no" = "invoice_counters"."last_no" + 1
     RETURNING "last_no"`,
    [series],
  );
  return rows[0].last_no;
}

/** Hands back the number just taken (the caller still holds the row lock, so it was the last). */
export async function giveBackNumber(manager: EntityManager, series: string): Promise<void> {
  await manager.query(`UPDATE "invoice_counters" SET "last_no" = "last_no" - 1 WHERE "series" = $1`, [
    series,
  ]);
}
