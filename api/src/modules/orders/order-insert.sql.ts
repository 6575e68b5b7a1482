import { randomUUID } from 'node:crypto';
import { MAX_SHAPES } from '../../db/sql';
import { writesAsCtes, type SqlStatement } from '../../db/statement';
import type { PricedProductLine } from '../pricing/pricing.service';

/** What the caller decides of a new order, by column (the id too: the confirmation mail carries it). */
export interface OrderColumnValues {
  id: string;
  user_id: string | null;
  checkout_id: string | null;
  idempotency_key: string | null;
  total_amount: string;
  subtotal_amount: string;
  shipping_amount: string;
  vat_rate: string;
  vat_amount: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  payment_method: string;
  shipping_address: string | null;
  order_notes: string | null;
  discount_amount: string;
  payment_status: string;
  payment_provider: string | null;
  language: string;
}

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

/**
 * `values` in a row with the columns' defaults (order.entity.ts) as pg reads them back. One object
 * literal: adding the columns one computed key at a time to a spread copy took ~35 µs an order
 * (every new object took its own path through V8's hidden classes), this ~1 µs.
 */
export function newOrderRow(
  values: OrderColumnValues,
  lines: readonly PricedProductLine[],
  placedAt = new Date(),
): NewOrderRow {
  const items = lines.map((line) => ({
    id: randomUUID(),
    order_id: values.id,
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
  return {
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
    created_at: placedAt,
    updated_at: placedAt,
    ...values,
    // numeric(5,2) reads back with two decimals ("19.00"), whatever the rate's own text was.
    vat_rate: Number(values.vat_rate).toFixed(2),
    __items: items,
  };
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
 * The statement's text by its shape (columns, number of items, the other writes' texts and value
 * counts): built once, and the very same string each time, so naming it (db/sql nameOfShape)
 * hashes it once.
 */
const textOfShape = new Map<string, string>();

/**
 * The order and its item snapshots in ONE statement, with `alsoWrites` (another module's rows that
 * belong to the order: the emptied cart, the confirmation mail, the webhook deliveries) as further
 * CTEs of it. It commits or fails as a whole: a duplicate (same checkout or key) fails the unique
 * constraint (isOrderReplay) and writes nothing at all, racing or not.
 */
export function insertOrderSql(row: NewOrderRow, alsoWrites: readonly SqlStatement[] = []): SqlStatement {
  const orderColumns = Object.keys(row).filter((column) => column !== '__items');
  const values: unknown[] = orderColumns.map((column) => row[column]);
  for (const item of row.__items) for (const [column] of ITEM_COLUMNS) values.push(item[column]);
  const writes = alsoWrites.map((write) => `${write.values.length}\0${write.text}`);
  const shape = `${orderColumns.join()}\0${row.__items.length}\0${writes.join('\0')}`;
  let text = textOfShape.get(shape);
  if (text === undefined) {
    text = insertText(orderColumns, row.__items.length, alsoWrites, values.length);
    if (textOfShape.size < MAX_SHAPES) textOfShape.set(shape, text);
  }
  for (const write of alsoWrites) values.push(...write.values);
  return { text, values };
}

function insertText(
  orderColumns: readonly string[],
  itemCount: number,
  alsoWrites: readonly SqlStatement[],
  valueCount: number,
): string {
  let n = 0;
  const placeholder = (type?: string) => (type ? `$${++n}::${type}` : `$${++n}`);
  const orderValues = orderColumns.map(() => placeholder());
  const itemValues = Array.from(
    { length: itemCount },
    () => `(${ITEM_COLUMNS.map(([, type]) => placeholder(type)).join(', ')})`,
  );
  const itemNames = ITEM_COLUMNS.map(([name]) => `"${name}"`).join(', ');
  // Numbered after the order's and items' values; writesAsCtes fills a scratch list to count.
  const also = writesAsCtes(alsoWrites, new Array<unknown>(valueCount)).map((cte) => `, ${cte}`);
  return `
    WITH new_order AS (
      INSERT INTO "orders" (${orderColumns.map((name) => `"${name}"`).join(', ')})
      VALUES (${orderValues.join(', ')})
      RETURNING "id"
    ), new_items AS (
      INSERT INTO "order_items" ("order_id", ${itemNames})
      SELECT new_order."id", v.* FROM new_order CROSS JOIN (VALUES ${itemValues.join(', ')}) AS v(${itemNames})
    )${also.join('')}
    SELECT 1`;
}
