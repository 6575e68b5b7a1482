import type { EntityManager } from 'typeorm';
import type { SubscriptionEventType } from '@hometunnel/rules';
import { SubscriptionEvent } from './subscription-event.entity';

export interface NewSubscriptionEvent {
  subscriptionId: string;
  type: SubscriptionEventType;
  occurredAt: Date;
  /** A step done once per period: a second insert with the same key is refused (answered false). */
  stepKey?: string | null;
  amount?: string | null;
  orderId?: string | null;
  detail?: string | null;
}

/** Writes one event in the caller's transaction; false when its step key was taken already. */
export async function recordSubscriptionEvent(
  manager: EntityManager,
  event: NewSubscriptionEvent,
): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO "subscription_events"
       ("subscription_id", "type", "step_key", "amount", "order_id", "detail", "occurred_at")
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT ("subscription_id", "step_key") DO NOTHING
     RETURNING "id"`,
    [
      event.subscriptionId,
      event.type,
      event.stepKey ?? null,
      event.amount ?? null,
      event.orderId ?? null,
      event.detail?.slice(0, 300) ?? null,
      event.occurredAt,
    ],
  );
  return inserted.length > 0;
}

/** A subscription's events, newest first. */
export function subscriptionEvents(
  manager: EntityManager,
  subscriptionId: string,
  first: number,
): Promise<SubscriptionEvent[]> {
  return manager.getRepository(SubscriptionEvent).find({
    where: { subscriptionId },
    order: { occurredAt: 'DESC', recordedAt: 'DESC' },
    take: first,
  });
}
