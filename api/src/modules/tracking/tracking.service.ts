import type { DataSource, EntityManager } from 'typeorm';
import { whenLockFree } from '../../db/advisory-lock';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import {
  funnelDays,
  funnelRangeProblem,
  funnelSteps,
  trackingMessages,
  type FunnelStep,
} from './tracking.rules';

export interface TrackInput {
  sessionId: string;
  checkoutId?: string | null;
  eventType: string;
  metadata?: Record<string, unknown> | null;
}

/** The advisory lock a fold of the daily counts takes first: one at a time across the shop. */
const FUNNEL_FOLD_LOCK_KEY = 7_266_010_100;

/** The funnel's one read: the rows of the days [$1, $2) summed per step. */
export const FUNNEL_QUERY = `SELECT "event_type", sum("sessions") AS "sessions" FROM "checkout_funnel_daily"
  WHERE "day" >= $1::date AND "day" < $2::date GROUP BY "event_type"`;

export interface Funnel {
  from: Date;
  to: Date;
  steps: FunnelStep[];
}

export class TrackingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly perAddress: Limiter,
  ) {}

  /**
   * Called on every checkout step, fire-and-forget: one INSERT, nothing read back. Counted per
   * client address, so one machine cannot fill the admin funnel with made-up sessions.
   */
  async track(actor: Actor, input: TrackInput, clientIp: string): Promise<void> {
    await consumeOrThrow(this.perAddress, clientIp, trackingMessages.tooMany);
    await this.dataSource.query(
      `INSERT INTO "checkout_events" ("session_id", "checkout_id", "event_type", "metadata", "user_id")
       VALUES ($1, $2, $3, $4, $5)`,
      [
        input.sessionId.trim(),
        input.checkoutId?.trim() || null,
        input.eventType,
        JSON.stringify(input.metadata ?? {}),
        actor.kind === 'user' ? actor.userId : null,
      ],
    );
  }

  /**
   * Distinct sessions per step, summed over the UTC days whose midnight is in [from, to) (so
   * adjacent ranges never count a day twice): the daily counts the checkout_events trigger keeps
   * (migration 1766010000100), read as a range of IDX_checkout_funnel_daily_day, whatever the
   * number of events. A session whose steps span two days counts once on each.
   */
  async funnel(actor: Actor, from: unknown, to: unknown): Promise<Funnel> {
    requireStaff(actor, 'read');
    const problem = funnelRangeProblem(from, to);
    if (problem) throw badInput(problem);
    const range = { from: from as Date, to: to as Date };
    const { firstDay, endDay } = funnelDays(range);
    const rows: { event_type: string; sessions: string }[] = await this.dataSource.query(FUNNEL_QUERY, [
      firstDay,
      endDay,
    ]);
    const counts = new Map(rows.map((row) => [row.event_type, Number(row.sessions)]));
    return { ...range, steps: funnelSteps(counts) };
  }

  /**
   * Sums each day and step's delta rows into one row, in one statement (a reader sees the rows
   * before or after, the same sum); a day and step with one row is left alone. Every instance runs
   * it (server.ts), one at a time: false when another held the lock.
   */
  async foldDailyCounts(): Promise<boolean> {
    const folded = await whenLockFree(this.dataSource, FUNNEL_FOLD_LOCK_KEY, async (manager) => {
      await manager.query(
        `WITH "many" AS (
           SELECT "day", "event_type" FROM "checkout_funnel_daily" GROUP BY 1, 2 HAVING count(*) > 1
         ), "gone" AS (
           DELETE FROM "checkout_funnel_daily" AS "d" USING "many"
            WHERE "d"."day" = "many"."day" AND "d"."event_type" = "many"."event_type"
           RETURNING "d"."day", "d"."event_type", "d"."sessions"
         )
         INSERT INTO "checkout_funnel_daily" ("day", "event_type", "sessions")
         SELECT "day", "event_type", sum("sessions") FROM "gone" GROUP BY 1, 2`,
      );
      return true;
    });
    return folded === true;
  }

  // Retention and data rights (PrivacyService), with the caller's transaction.

  /**
   * Deletes the raw events before `before` (a UTC midnight) and the record of which sessions the
   * daily counts took from those days; the daily counts stay. Returns how many raw events went.
   */
  async deleteBefore(manager: EntityManager, before: Date): Promise<number> {
    await manager.query(
      `DELETE FROM "checkout_funnel_sessions" WHERE "day" < ($1::timestamptz AT TIME ZONE 'UTC')::date`,
      [before],
    );
    const [, deleted]: [unknown, number] = await manager.query(
      `DELETE FROM "checkout_events" WHERE "created_at" < $1`,
      [before],
    );
    return deleted;
  }

  /** When the oldest raw event still kept was recorded (null: none). */
  async oldestEventAt(manager: EntityManager): Promise<Date | null> {
    const [row]: { oldest: Date | null }[] = await manager.query(
      `SELECT min("created_at") AS "oldest" FROM "checkout_events"`,
    );
    return row?.oldest ? new Date(row.oldest) : null;
  }

  /** Events sent while signed in to the account, and the other events of those checkout sessions. */
  async eventsOfUser(userId: string): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(
      `SELECT "session_id" AS "sessionId", "checkout_id" AS "checkoutId", "event_type" AS "eventType",
              "metadata", "created_at" AS "createdAt"
         FROM "checkout_events"
        WHERE "user_id" = $1
           OR "session_id" IN (SELECT "session_id" FROM "checkout_events" WHERE "user_id" = $1)
        ORDER BY "created_at", "id"`,
      [userId],
    );
  }

  /**
   * Those events (and any naming the address) lose the account and the address: the funnel still
   * counts their sessions, nobody is named.
   */
  async forgetUser(manager: EntityManager, userId: string, email: string): Promise<void> {
    await manager.query(
      `UPDATE "checkout_events" SET "user_id" = NULL, "metadata" = "metadata" - 'email'
        WHERE "user_id" = $1
           OR "session_id" IN (SELECT "session_id" FROM "checkout_events" WHERE "user_id" = $1)
           OR lower("metadata"->>'email') = lower($2)`,
      [userId, email],
    );
  }
}
