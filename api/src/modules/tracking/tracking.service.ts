import type { DataSource, EntityManager } from 'typeorm';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import {
  FUNNEL_ORDER,
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
   * Distinct sessions per event type in [from, to): the raw events still kept (the last 30 days)
   * plus, for older days, the daily counts the retention job kept when it deleted their raw events
   * (a day is either raw or counted, never both; a counted day is in when it starts in [from, to)).
   * Naming the types lets PostgreSQL walk the (event_type, created_at) index once per type.
   */
  async funnel(actor: Actor, from: unknown, to: unknown): Promise<Funnel> {
    requireStaff(actor, 'read');
    const problem = funnelRangeProblem(from, to);
    if (problem) throw badInput(problem);
    const range = { from: from as Date, to: to as Date };
    const rows: { event_type: string; sessions: string }[] = await this.dataSource.query(
      `SELECT "event_type", SUM("sessions") AS "sessions" FROM (
         SELECT "event_type", COUNT(DISTINCT "session_id") AS "sessions"
           FROM "checkout_events"
          WHERE "event_type" = ANY($1) AND "created_at" >= $2 AND "created_at" < $3
          GROUP BY "event_type"
         UNION ALL
         SELECT "event_type", SUM("sessions") AS "sessions"
           FROM "checkout_funnel_daily"
          WHERE "event_type" = ANY($1)
            AND "day" >= ($2::timestamptz AT TIME ZONE 'UTC')::date
            AND "day" < ($3::timestamptz AT TIME ZONE 'UTC')
          GROUP BY "event_type"
       ) AS "both" GROUP BY "event_type"`,
      [FUNNEL_ORDER, range.from, range.to],
    );
    const counts = new Map(rows.map((row) => [row.event_type, Number(row.sessions)]));
    return { ...range, steps: funnelSteps(counts) };
  }

  // Retention and data rights (PrivacyService), with the caller's transaction.

  /**
   * Raw events before `before` (a UTC midnight) become daily counts of distinct sessions per step
   * (UTC days), then are deleted: one statement each, in the caller's transaction. Returns how
   * many raw events went.
   */
  async rollUpBefore(manager: EntityManager, before: Date): Promise<number> {
    await manager.query(
      `INSERT INTO "checkout_funnel_daily" ("day", "event_type", "sessions")
       SELECT ("created_at" AT TIME ZONE 'UTC')::date, "event_type", COUNT(DISTINCT "session_id")
         FROM "checkout_events" WHERE "created_at" < $1
        GROUP BY 1, 2
       ON CONFLICT ("day", "event_type")
       DO UPDATE SET "sessions" = "checkout_funnel_daily"."sessions" + EXCLUDED."sessions"`,
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
