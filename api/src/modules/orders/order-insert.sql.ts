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
];
const ITEM_COLUMNS: [string, string][] = [
  ['product_id', 'uuid'],
  ['product_name', 'varchar'],
  ['product_description', 'text'],
  ['product_type', 'varchar'],
  ['product_category', 'varchar'],
  ['duration', 'int'],
  ['price', 'numeric'],
  ['quantity', 'int'],
];

const ITEM_JSON = [['id', 'uuid'], ['order_id', 'uuid'], ...ITEM_COLUMNS]
  .map(([name, type]) => `'${name}', "${name}"${type === 'numeric' ? '::text' : ''}`)
  .join(', ');

/**
 * The order and its item snapshots in ONE statement: it commits or fails as a whole, and a racing
 * duplicate (same checkout or key) inserts neither.
 */
export function insertOrderSql(
  orderRow: unknown[],
  lines: readonly PricedProductLine[],
): { sql: string; params: unknown[] } {
  const params = [...orderRow];
  const orderValues = orderRow.map((_, index) => `$${index + 1}`).join(', ');
  const itemValues = lines.map((line) => {
    const row = [
      line.product.id,
      line.product.name,
      line.product.description,
      line.product.type,
      line.product.category,
      line.product.duration,
      line.product.price,
      line.quantity,
    ];
    const placeholders = row.map((value, index) => {
      params.push(value);
      return `$${params.length}::${ITEM_COLUMNS[index][1]}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  const itemNames = ITEM_COLUMNS.map(([name]) => `"${name}"`).join(', ');
  const sql = `
    WITH new_order AS (
      INSERT INTO "orders" (${ORDER_COLUMNS.map((name) => `"${name}"`).join(', ')}, "status")
      VALUES (${orderValues}, 'pending')
      ON CONFLICT DO NOTHING
      RETURNING *
    ), new_items AS (
      INSERT INTO "order_items" ("order_id", ${itemNames})
      SELECT new_order."id", v.* FROM new_order CROSS JOIN (VALUES ${itemValues.join(', ')}) AS v(${itemNames})
      RETURNING *
    )
    SELECT new_order.*, (
      -- The items as itemsFor reads them (same order); numeric as text keeps its scale ("249.00").
      SELECT coalesce(json_agg(json_build_object(${ITEM_JSON}) ORDER BY "product_type" ASC, "id" ASC), '[]')
      FROM new_items
    ) AS "__items"
    FROM new_order`;
  return { sql, params };
}
