import type { DataSource } from 'typeorm';
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
   * Distinct sessions per event type in [from, to): one GROUP BY. Naming the types lets
   * PostgreSQL walk the (event_type, created_at) index once per type instead of scanning.
   */
  async funnel(actor: Actor, from: unknown, to: unknown): Promise<Funnel> {
    requireStaff(actor, 'read');
    const problem = funnelRangeProblem(from, to);
    if (problem) throw badInput(problem);
    const range = { from: from as Date, to: to as Date };
    const rows: { event_type: string; sessions: string }[] = await this.dataSource.query(
      `SELECT "event_type", COUNT(DISTINCT "session_id") AS "sessions"
       FROM "checkout_events"
       WHERE "event_type" = ANY($1) AND "created_at" >= $2 AND "created_at" < $3
       GROUP BY "event_type"`,
      [FUNNEL_ORDER, range.from, range.to],
    );
    const counts = new Map(rows.map((row) => [row.event_type, Number(row.sessions)]));
    return { ...range, steps: funnelSteps(counts) };
  }
}
