import type { EntityManager } from 'typeorm';
import { StockMovementKind } from './stock-movement.entity';

/** A line of an order as the reservation needs it (a priced line of the checkout fits). */
export interface ReservationLine {
  product: { id: string; type: string };
  quantity: number;
}

/** Who made an adjustment: an admin, or an integration token. */
export interface StockActor {
  userId: string | null;
  tokenId: string | null;
}

/** The reasons written on order-driven movement rows. */
export const movementReasons = {
  reserve: 'Order placed, awaiting payment',
  sale: 'Order paid',
} as const;

const MOVE_SQL = `INSERT INTO "stock_movements" ("product_id", "kind", "delta", "reserved_delta", "reason", "order_id")`;

/**
 * Holds each device line's quantity for the order: ONE conditional UPDATE per line, which takes
 * the product row's lock and re-checks what is available under it, so concurrent buyers can never
 * hold more than is on hand (no read-then-write). All lines or none: when a line cannot be held,
 * the lines held before it are given back in the same transaction. Answers whether the order now
 * holds its devices; an order that already has a reservation is left as it is (true).
 */
export async function reserveUnits(
  manager: EntityManager,
  orderId: string,
  lines: readonly ReservationLine[],
): Promise<boolean> {
  const devices = lines
    .filter((line) => line.product.type === 'device' && line.quantity > 0)
    .sort((a, b) => a.product.id.localeCompare(b.product.id)); // one lock order: no deadlock
  if (devices.length === 0) return false;
  const existing: unknown[] = await manager.query(
    `SELECT 1 FROM "stock_reservations" WHERE "order_id" = $1 LIMIT 1`,
    [orderId],
  );
  if (existing.length > 0) return true;
  const held: ReservationLine[] = [];
  for (const line of devices) {
    const [rows]: [unknown[], number] = await manager.query(
      `UPDATE "products" SET "stock_reserved" = "stock_reserved" + $2
       WHERE "id" = $1 AND "type" = 'device' AND "stock_on_hand" - "stock_reserved" >= $2
       RETURNING "id"`,
      [line.product.id, line.quantity],
    );
    if (rows.length === 0) {
      for (const done of held) {
        await manager.query(
          `UPDATE "products" SET "stock_reserved" = "stock_reserved" - $2 WHERE "id" = $1`,
          [done.product.id, done.quantity],
        );
      }
      return false;
    }
    held.push(line);
  }
  const productIds = held.map((line) => line.product.id);
  const quantities = held.map((line) => line.quantity);
  await manager.query(
    `INSERT INTO "stock_reservations" ("order_id", "product_id", "quantity")
     SELECT $1, p, q FROM unnest($2::uuid[], $3::int[]) AS t(p, q)`,
    [orderId, productIds, quantities],
  );
  await manager.query(
    `${MOVE_SQL} SELECT p, '${StockMovementKind.reserve}', 0, q, $4, $1 FROM unnest($2::uuid[], $3::int[]) AS t(p, q)`,
    [orderId, productIds, quantities, movementReasons.reserve],
  );
  return true;
}

/** A product whose levels a move changed: what was available before it, and what is now. */
export interface MovedProduct {
  productId: string;
  wasAvailable: number;
  available: number;
}

/**
 * The order's reservations move from `from` to `to` in one statement (the row locks make a second,
 * racing call find nothing to move), the products follow, and each moved line is a ledger row.
 * Answers the products it changed: none when there was nothing to do.
 */
async function moveReservations(
  manager: EntityManager,
  orderId: string,
  move: {
    from: 'reserved' | 'sold';
    to: 'released' | 'sold' | 'returned';
    kind: StockMovementKind;
    /** Multipliers of the line's quantity for on hand and reserved. */
    onHand: -1 | 0 | 1;
    reserved: -1 | 0;
    reason: string;
  },
): Promise<MovedProduct[]> {
  const rows: { product_id: string; was_available: number; available: number }[] = await manager.query(
    `WITH moved AS (
       UPDATE "stock_reservations" SET "state" = $3, "updated_at" = now()
       WHERE "order_id" = $1 AND "state" = $2
       RETURNING "product_id", "quantity"
     ), stocked AS (
       UPDATE "products" p
       SET "stock_on_hand" = p."stock_on_hand" + $4::int * m."quantity",
           "stock_reserved" = p."stock_reserved" + $5::int * m."quantity"
       FROM moved m WHERE p."id" = m."product_id"
       RETURNING p."id", m."quantity", p."stock_on_hand" - p."stock_reserved" AS "available"
     ), ledger AS (
       ${MOVE_SQL}
       SELECT m."product_id", $6, $4::int * m."quantity", $5::int * m."quantity", $7, $1
       FROM moved m JOIN stocked s ON s."id" = m."product_id"
     )
     SELECT s."id" AS "product_id", s."available",
            s."available" - ($4::int - $5::int) * s."quantity" AS "was_available"
     FROM stocked s`,
    [orderId, move.from, move.to, move.onHand, move.reserved, move.kind, move.reason],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    wasAvailable: Number(row.was_available),
    available: Number(row.available),
  }));
}

/** An unpaid order's reserved units are free again (expired, cancelled). Idempotent. */
export const releaseUnits = (manager: EntityManager, orderId: string, reason: string) =>
  moveReservations(manager, orderId, {
    from: 'reserved',
    to: 'released',
    kind: StockMovementKind.release,
    onHand: 0,
    reserved: -1,
    reason,
  });

/** A paid order's units leave the warehouse: on hand and reserved both drop. Idempotent. */
export const sellUnits = (manager: EntityManager, orderId: string) =>
  moveReservations(manager, orderId, {
    from: 'reserved',
    to: 'sold',
    kind: StockMovementKind.sale,
    onHand: -1,
    reserved: -1,
    reason: movementReasons.sale,
  });

/** A sold, unshipped order's units are back on hand (cancelled, fully refunded). Idempotent. */
export const returnSoldUnits = (manager: EntityManager, orderId: string, reason: string) =>
  moveReservations(manager, orderId, {
    from: 'sold',
    to: 'returned',
    kind: StockMovementKind.return,
    onHand: 1,
    reserved: 0,
    reason,
  });

/**
 * An admin's change of units on hand, in one conditional UPDATE: refused (null) when the result
 * would leave fewer units on hand than are reserved, i.e. available stock below zero. Answers the
 * product's new levels.
 */
export async function adjustUnits(
  manager: EntityManager,
  productId: string,
  delta: number,
  reason: string,
  actor: StockActor,
): Promise<{ stockOnHand: number; stockReserved: number; wasAvailable: number } | null> {
  const [rows]: [{ stock_on_hand: number; stock_reserved: number }[], number] = await manager.query(
    `UPDATE "products" SET "stock_on_hand" = "stock_on_hand" + $2
     WHERE "id" = $1 AND "type" = 'device' AND "stock_on_hand" + $2 >= "stock_reserved"
     RETURNING "stock_on_hand", "stock_reserved"`,
    [productId, delta],
  );
  const row = rows[0];
  if (!row) return null;
  await manager.query(
    `INSERT INTO "stock_movements" ("product_id", "kind", "delta", "reason", "actor_user_id", "actor_token_id")
     VALUES ($1, '${StockMovementKind.adjust}', $2, $3, $4, $5)`,
    [productId, delta, reason, actor.userId, actor.tokenId],
  );
  return {
    stockOnHand: row.stock_on_hand,
    stockReserved: row.stock_reserved,
    wasAvailable: row.stock_on_hand - delta - row.stock_reserved,
  };
}
