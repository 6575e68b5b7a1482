import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import type { EntityManager } from 'typeorm';

/** One step of an order's life: the status it reached and when. */
@ObjectType({ description: "A step of an order's status history" })
export class OrderStatusChange {
  @Field({ description: 'The status the order reached: pending, paid, shipped, delivered or cancelled' })
  status: string;

  @Field(() => GraphQLISODateTime, { description: 'When the order reached it (placing it: pending)' })
  changedAt: Date;

  @Field(() => String, {
    nullable: true,
    description:
      'Why, when the shop moved it itself, e.g. "payment not completed"; null for an admin\'s change',
  })
  reason: string | null;
}

/**
 * Records a status change in `order_status_changes`, with the transaction (`manager`) that
 * changes the order's status, so the history and the status never disagree.
 */
export async function recordStatusChange(
  manager: EntityManager,
  orderId: string,
  from: string,
  to: string,
  /** Why, when the shop (not an admin) moved it, e.g. "payment not completed". */
  reason: string | null = null,
): Promise<void> {
  await manager.query(
    `INSERT INTO "order_status_changes" ("order_id", "from_status", "to_status", "reason") VALUES ($1, $2, $3, $4)`,
    [orderId, from, to, reason],
  );
}

/**
 * The histories of these orders, oldest step first, in the order of `orders`: placing the order
 * (pending, at its creation) and then each recorded change. Callers pass orders they may read.
 */
export async function statusHistories(
  manager: EntityManager,
  orders: readonly { id: string; createdAt: Date }[],
): Promise<OrderStatusChange[][]> {
  if (orders.length === 0) return [];
  const rows: { order_id: string; to_status: string; changed_at: Date; reason: string | null }[] =
    await manager.query(
      `SELECT "order_id", "to_status", "changed_at", "reason" FROM "order_status_changes"
     WHERE "order_id" = ANY($1::uuid[]) ORDER BY "changed_at", "id"`,
      [orders.map((order) => order.id)],
    );
  const byOrder = new Map<string, OrderStatusChange[]>(
    orders.map((order) => [order.id, [{ status: 'pending', changedAt: order.createdAt, reason: null }]]),
  );
  for (const row of rows)
    byOrder
      .get(row.order_id)
      ?.push({ status: row.to_status, changedAt: new Date(row.changed_at), reason: row.reason });
  return orders.map((order) => byOrder.get(order.id) ?? []);
}
