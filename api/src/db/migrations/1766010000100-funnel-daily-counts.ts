import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counts the (day, step, session) of `events` not counted yet: inserted into the record ON CONFLICT
 * DO NOTHING, the fresh ones added to the daily counts. Sorted, so two imports at once take the
 * record's locks in the same order (no deadlock).
 */
const countSessions = (events: string) => `
  WITH "fresh" AS (
    INSERT INTO "checkout_funnel_sessions" ("day", "event_type", "session_id")
    SELECT DISTINCT ("created_at" AT TIME ZONE 'UTC')::date, "event_type", "session_id"
      FROM ${events} AS "e" ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING
    RETURNING "day", "event_type"
  )
  INSERT INTO "checkout_funnel_daily" ("day", "event_type", "sessions")
  SELECT "day", "event_type", count(*) FROM "fresh" GROUP BY 1, 2`;

/**
 * The checkout funnel's daily counts, kept as events are written (the app's, an SQL import's):
 * per UTC day and step, the number of distinct sessions (a session counts once per step per day).
 * The funnel then sums the rows of the days in its range: its cost grows with the days, not with
 * the events, and the counts outlive the raw events' 30 days (the retention job only deletes).
 *
 * - `checkout_funnel_sessions` (day, event_type, session_id) remembers who was counted: a
 *   statement-level AFTER INSERT trigger on checkout_events (transition table, so an import of
 *   millions of events is one pass) inserts each event's (day, step, session) ON CONFLICT DO
 *   NOTHING RETURNING, and only those fresh ones become counts. Its rows go with the raw events.
 * - `checkout_funnel_daily` becomes delta rows, like list_counts (migration 1766010000000): the
 *   trigger inserts (day, step, fresh sessions) and never updates a counter, so concurrent events
 *   never queue on today's row; the counts fold (TrackingService.foldDailyCounts, every ~30 s)
 *   sums a day's rows into one. Its primary key (one row per day and step) becomes an index on
 *   (day, event_type) that includes the count: the funnel reads a range of it.
 * Backfill: the days that still have raw events (rolled-up days keep their rows), after the
 * trigger exists (it blocks inserts into checkout_events until this migration commits: about half
 * a minute for 2 million events).
 */
export class FunnelDailyCounts1766010000100 implements MigrationInterface {
  name = 'FunnelDailyCounts1766010000100';

  /**
   * The days that still have raw events, counted: the migration's backfill (its test runs it again).
   */
  static async countExistingEvents(queryRunner: QueryRunner): Promise<void> {
    // A day per statement (through IDX_checkout_events_created): 2 million events in one statement
    // would outlast the statement timeout the app migrates under.
    const days: { day: string }[] = await queryRunner.query(
      `SELECT DISTINCT ("created_at" AT TIME ZONE 'UTC')::date::text AS "day" FROM "checkout_events" ORDER BY 1`,
    );
    for (const { day } of days)
      await queryRunner.query(
        countSessions(`(SELECT * FROM "checkout_events"
          WHERE "created_at" >= ($1::timestamp AT TIME ZONE 'UTC')
            AND "created_at" < ($1::timestamp + interval '1 day') AT TIME ZONE 'UTC')`),
        [day],
      );
  }

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "checkout_funnel_sessions" (
        "day" date NOT NULL,
        "event_type" varchar(40) NOT NULL,
        "session_id" varchar(100) NOT NULL,
        CONSTRAINT "PK_checkout_funnel_sessions" PRIMARY KEY ("day", "event_type", "session_id")
      )`);
    await queryRunner.query(`ALTER TABLE "checkout_funnel_daily" DROP CONSTRAINT "PK_checkout_funnel_daily"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_checkout_funnel_daily_day" ON "checkout_funnel_daily" ("day", "event_type") INCLUDE ("sessions")`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "checkout_funnel_count"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${countSessions('"new_events"')};
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "checkout_funnel_count" AFTER INSERT ON "checkout_events"
      REFERENCING NEW TABLE AS "new_events" FOR EACH STATEMENT EXECUTE FUNCTION "checkout_funnel_count"()`);
    await FunnelDailyCounts1766010000100.countExistingEvents(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "checkout_funnel_count" ON "checkout_events"`);
    await queryRunner.query(`DROP FUNCTION "checkout_funnel_count"()`);
    // Back to one row per day and step; the days that have raw events are counted from them again.
    await queryRunner.query(
      `DELETE FROM "checkout_funnel_daily" WHERE "day" IN (SELECT "day" FROM "checkout_funnel_sessions")`,
    );
    await queryRunner.query(`
      CREATE TEMP TABLE "funnel_folded" ON COMMIT DROP AS
      SELECT "day", "event_type", sum("sessions")::int AS "sessions" FROM "checkout_funnel_daily" GROUP BY 1, 2`);
    await queryRunner.query(`DELETE FROM "checkout_funnel_daily"`);
    await queryRunner.query(`INSERT INTO "checkout_funnel_daily" SELECT * FROM "funnel_folded"`);
    await queryRunner.query(`DROP INDEX "IDX_checkout_funnel_daily_day"`);
    await queryRunner.query(
      `ALTER TABLE "checkout_funnel_daily" ADD CONSTRAINT "PK_checkout_funnel_daily" PRIMARY KEY ("day", "event_type")`,
    );
    await queryRunner.query(`DROP TABLE "checkout_funnel_sessions"`);
  }
}
