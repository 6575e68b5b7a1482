import type { DataSource, EntityManager } from 'typeorm';
import { whenLockFree } from './advisory-lock';

/**
 * The lists whose totals database triggers keep (migration 1766010000000-list-counts, which says
 * why delta rows), each counted by one column: orders by status, users by role, tickets by status,
 * waitlist entries by product id, the mail outbox by status (1766030000000-mail-outbox-counts).
 */
export type CountedList = 'orders' | 'users' | 'tickets' | 'waitlist_entries' | 'mail_outbox';

/** The advisory lock a fold takes first: one fold at a time across the shop's instances. */
export const LIST_COUNTS_FOLD_LOCK_KEY = 7_266_010_000;

/**
 * How many rows `list` holds, or those whose counted column is `key`: a sum over the few delta rows
 * of that list (or key) through IDX_list_counts_list_key, exact as of the reading statement.
 */
export async function countOf(
  db: DataSource | EntityManager,
  list: CountedList,
  key?: string,
): Promise<number> {
  const [row]: { n: string }[] =
    key === undefined
      ? await db.query(`SELECT coalesce(sum("n"), 0) AS "n" FROM "list_counts" WHERE "list" = $1`, [list])
      : await db.query(
          `SELECT coalesce(sum("n"), 0) AS "n" FROM "list_counts" WHERE "list" = $1 AND "key" = $2`,
          [list, key],
        );
  return Number(row.n);
}

/**
 * Replaces each (list, key)'s delta rows by one row of their sum (none when it is 0), in one
 * statement: a reader sees the rows before or after it, the same sum either way, and deltas
 * written meanwhile are not in its snapshot, so they stay. Keys with a single row are left alone.
 * Returns false when another instance's fold held the lock.
 */
export async function foldListCounts(dataSource: DataSource): Promise<boolean> {
  const folded = await whenLockFree(dataSource, LIST_COUNTS_FOLD_LOCK_KEY, async (manager) => {
    await manager.query(
      `WITH "many" AS (
         SELECT "list", "key" FROM "list_counts" GROUP BY 1, 2 HAVING count(*) > 1
       ), "gone" AS (
         DELETE FROM "list_counts" AS "c" USING "many"
          WHERE "c"."list" = "many"."list" AND "c"."key" = "many"."key"
         RETURNING "c"."list", "c"."key", "c"."n"
       )
       INSERT INTO "list_counts" ("list", "key", "n")
       SELECT "list", "key", sum("n") FROM "gone" GROUP BY 1, 2 HAVING sum("n") <> 0`,
    );
    return true;
  });
  return folded === true;
}
