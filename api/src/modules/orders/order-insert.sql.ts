import { randomUUID } from 'node:crypto';
import { writesAsCtes, type SqlStatement } from '../../db/statement';
import type { PricedProductLine } from '../pricing/pricing.service';

/** The id comes first: the service makes it (randomUUID) so the confirmation mail can carry it. */
const ORDER_COLUMNS = [
  'id',
  'user_id',
  'checkout_id',
  'idempotency_key',
  'total_amount',
  'subtotal_amount',
  'shipping_amount',
  'vat_rate',
  'vat_amount',
  'customer_name',
  'customer_email',
  'customer_phone',
  'payment_method',
  'shipping_address',
  'order_notes',
  'discount_amount',
  'payment_status',
  'payment_provider',
  'language',
] as const;

/** The rest of a new order's row: its columns' defaults (order.entity.ts), as pg reads them back. */
const ORDER_DEFAULTS = {
  status: 'pending',
  payment_url: null,
  payment_ref: null,
  capture_ref: null,
  refunded_amount: '0.00',
  paid_at: null,
  payment_reminded_at: null,
  needs_review: false,
  review_reason: null,
  reserved_until: null,
  renewal_of: null,
  renewal_period_end: null,
};

const ITEM_COLUMNS: [string, string][] = [
  ['id', 'uuid'],
  ['product_id', 'uuid'],
  ['product_name', 'varchar'],
  ['product_description', 'text'],
  ['product_type', 'varchar'],
  ['product_category', 'varchar'],
  ['duration', 'int'],
  ['price', 'numeric'],
  ['quantity', 'int'],
];

/**
 * A new order's row and its items' rows exactly as the database will hold them (and as `RETURNING
 * *` would answer them), made before the insert: every value is the caller's or a column default,
 * ids and timestamps included, so writes that carry the order (its webhook body) can go into the
 * same statement as the insert. `__items` is ordered as `itemsFor` reads them.
 */
export interface NewOrderRow extends Record<string, unknown> {
  id: string;
  __items: Record<string, unknown>[];
}

/** `orderRow` holds ORDER_COLUMNS' values in their order; money and rates as numeric text. */
export function newOrderRow(
  orderRow: readonly unknown[],
  lines: readonly PricedProductLine[],
  placedAt = new Date(),
): NewOrderRow {
  const row: Record<string, unknown> = { ...ORDER_DEFAULTS, created_at: placedAt, updated_at: placedAt };
  ORDER_COLUMNS.forEach((column, index) => {
    row[column] = orderRow[index];
  });
  // numeric(5,2) reads back with two decimals ("19.00"), whatever the rate's own text was.
  row.vat_rate = Number(row.vat_rate).toFixed(2);
  const items = lines.map((line) => ({
    id: randomUUID(),
    order_id: row.id,
    product_id: line.product.id,
    product_name: line.product.name,
    product_description: line.product.description,
    product_type: line.product.type,
    product_category: line.product.category,
    duration: line.product.duration,
    price: line.product.price,
    quantity: line.quantity,
  }));
  items.sort((a, b) =>
    a.product_type === b.product_type ? (a.id < b.id ? -1 : 1) : a.product_type < b.product_type ? -1 : 1,
  );
  return { ...row, id: row.id as string, __items: items };
}

/** The unique constraints a second order of the same checkout or Idempotency-Key runs into. */
const ONE_ORDER_CONSTRAINTS = new Set(['UQ_orders_checkout', 'UQ_orders_idempotency_key']);

/** The insert failed because the same checkout or key has an order already (a replay or a race). */
export function isOrderReplay(error: unknown): boolean {
  const cause = (error as { driverError?: unknown }).driverError ?? error;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' && ONE_ORDER_CONSTRAINTS.has(constraint);
}

/**
 * The order and its item snapshots in ONE statement, with `alsoWrites` (another module's rows that
 * belong to the order: the emptied cart, the confirmation mail, the webhook deliveries) as further
 * CTEs of it. It commits or fails as a whole: a duplicate (same checkout or key) fails the unique
 * constraint (isOrderReplay) and writes nothing at all, racing or not.
 */
export function insertOrderSql(row: NewOrderRow, alsoWrites: readonly SqlStatement[] = []): SqlStatement {
  const values: unknown[] = [];
  const placeholder = (value: unknown, type?: string) => {
    values.push(value);
    return type ? `$${values.length}::${type}` : `$${values.length}`;
  };
  const orderColumns = Object.keys(row).filter((column) => column !== '__items');
  const orderValues = orderColumns.map((column) => placeholder(row[column]));
  const itemValues = row.__items.map(
    (item) => `(${ITEM_COLUMNS.map(([column, type]) => placeholder(item[column], type)).join(', ')})`,
  );
  const itemNames = ITEM_COLUMNS.map(([name]) => `"${name}"`).join(', ');
  const also = writesAsCtes(alsoWrites, values).map((cte) => `, ${cte}`);
  return {
    text: `
    WITH new_order AS (
      INSERT INTO "orders" (${orderColumns.map((name) => `"${name}"`).join(', ')})
      VALUES (${orderValues.join(', ')})
      RETURNING "id"
    ), new_items AS (
      INSERT INTO "order_items" ("order_id", ${itemNames})
      SELECT new_order."id", v.* FROM new_order CROSS JOIN (VALUES ${itemValues.join(', ')}) AS v(${itemNames})
    )${also.join('')}
    SELECT 1`,
    values,
  };
}
