import { CartItem } from './cart-item.entity';

/** A cart line as PostgreSQL returns it. */
export interface CartRow {
  id: string;
  user_id: string;
  product_id: string;
  product_type: CartItem['productType'];
  quantity: number;
  created_at: Date;
  updated_at: Date;
}

/** The same line inside a json value: timestamps arrive as ISO text. */
type CartJsonRow = Omit<CartRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

const COLUMNS = ['id', 'user_id', 'product_id', 'product_type', 'quantity', 'created_at', 'updated_at'];
const orderBy = (alias: string) => `${alias}"created_at" ASC, ${alias}"id" ASC`;

export function toCartItem(row: CartRow): CartItem {
  return Object.assign(new CartItem(), {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    productType: row.product_type,
    quantity: row.quantity,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

export function cartItemsFromJson(rows: readonly CartJsonRow[]): CartItem[] {
  return rows.map((row) =>
    toCartItem({ ...row, created_at: new Date(row.created_at), updated_at: new Date(row.updated_at) }),
  );
}

/** A user's lines, oldest first (named: prepared once per connection where allowed). */
export const LINES_OF_USER = {
  name: 'cart_lines_of_user',
  text: `SELECT ${COLUMNS.map((column) => `"${column}"`).join(', ')}
    FROM "cart_items" WHERE "user_id" = $1 ORDER BY ${orderBy('')}`,
};

/**
 * The same lines as one json array (never null), for a statement that reads them along with
 * something else: the session read carries the cart, which every signed-in page shows.
 */
export function linesOfUserAsJson(userIdSql: string): string {
  const fields = COLUMNS.map((column) => `'${column}', c."${column}"`).join(', ');
  return `(SELECT coalesce(json_agg(json_build_object(${fields}) ORDER BY ${orderBy('c.')}), '[]'::json)
    FROM "cart_items" c WHERE c."user_id" = ${userIdSql})`;
}
