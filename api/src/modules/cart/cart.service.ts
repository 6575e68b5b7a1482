import type { DataSource, EntityManager } from 'typeorm';
import { requireUser, type Actor } from '../../common/actor';
import { badInput, conflict, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { poolQuery } from '../../db/sql';
import type { SqlStatement } from '../../db/statement';
import type { CatalogService } from '../catalog/catalog.service';
import type { Product } from '../catalog/product.entity';
import { CartItem } from './cart-item.entity';
import { LINES_OF_USER, toCartItem, type CartRow } from './cart-lines.sql';
import type { SessionCartSnapshot } from './session-cart';
import {
  capQuantity,
  cartMessages,
  guestQuantityProblem,
  latestLinePerType,
  MAX_QUANTITY,
  mergedQuantity,
  oneOfEachMessage,
  quantityProblem,
  type GuestLine,
} from './cart.rules';

export interface MergeResult {
  cart: CartItem[];
  replaced: Product[];
}

/**
 * Inserts a line, or raises the quantity of the same product. The unique (user, type) index
 * makes the one-device / one-subscription rule hold under concurrency: a different product of a
 * taken type matches the conflict but not the WHERE, so no row comes back.
 */
const UPSERT_LINE = `
  INSERT INTO "cart_items" ("user_id", "product_id", "product_type", "quantity")
  VALUES ($1, $2, $3, $4)
  ON CONFLICT ("user_id", "product_type") DO UPDATE
    SET "quantity" = "cart_items"."quantity" + EXCLUDED."quantity", "updated_at" = now()
    WHERE "cart_items"."product_id" = EXCLUDED."product_id"
      AND "cart_items"."quantity" + EXCLUDED."quantity" <= ${MAX_QUANTITY}
  RETURNING *`;

export class CartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * The signed-in user's lines: those the session read of this request loaded when `sessionCart`
   * still holds them (see session-cart.ts for why that is safe), else read now.
   */
  async list(actor: Actor, sessionCart?: SessionCartSnapshot): Promise<CartItem[]> {
    const user = requireUser(actor);
    const loaded = sessionCart?.take(user.userId);
    if (loaded) return loaded;
    // Else straight on the pool, no TypeORM query runner.
    const rows = await poolQuery<CartRow>(this.dataSource, LINES_OF_USER, [user.userId]);
    return rows.map(toCartItem);
  }

  async add(actor: Actor, productId: unknown, quantity = 1): Promise<CartItem> {
    const user = requireUser(actor);
    const problem = quantityProblem(quantity);
    if (problem) throw badInput(problem);
    const product = await this.catalog.getProduct(productId);
    const rows: CartRow[] = await this.dataSource.query(UPSERT_LINE, [
      user.userId,
      product.id,
      product.type,
      quantity,
    ]);
    if (rows[0]) return toCartItem(rows[0]);
    const existing: { product_id: string }[] = await this.dataSource.query(
      `SELECT "product_id" FROM "cart_items" WHERE "user_id" = $1 AND "product_type" = $2`,
      [user.userId, product.type],
    );
    if (existing[0]?.product_id === product.id) throw badInput(cartMessages.quantityTooHigh);
    throw conflict(oneOfEachMessage(product.type));
  }

  async updateQuantity(actor: Actor, itemId: string, quantity: number): Promise<CartItem> {
    const user = requireUser(actor);
    const problem = quantityProblem(quantity);
    if (problem) throw badInput(problem);
    if (!isUuid(itemId)) throw notFound(cartMessages.itemNotFound);
    const rows: [CartRow[], number] = await this.dataSource.query(
      `UPDATE "cart_items" SET "quantity" = $1, "updated_at" = now()
       WHERE "id" = $2 AND "user_id" = $3 RETURNING *`,
      [quantity, itemId, user.userId],
    );
    const row = rows[0][0];
    // Someone else's line answers exactly like a missing one: ids reveal nothing.
    if (!row) throw notFound(cartMessages.itemNotFound);
    return toCartItem(row);
  }

  async remove(actor: Actor, itemId: string): Promise<string> {
    const user = requireUser(actor);
    if (!isUuid(itemId)) throw notFound(cartMessages.itemNotFound);
    const result = await this.dataSource.getRepository(CartItem).delete({ id: itemId, userId: user.userId });
    if (!result.affected) throw notFound(cartMessages.itemNotFound);
    return itemId;
  }

  async clear(actor: Actor): Promise<void> {
    const user = requireUser(actor);
    await this.dataSource.getRepository(CartItem).delete({ userId: user.userId });
  }

  /**
   * Moves a guest cart into the signed-in user's cart in one transaction. Per type the guest's
   * line wins (it is the latest choice); the products it displaced are returned so the UI can
   * say what was replaced. Unknown products in the local cart are skipped, and quantities over the
   * cap are taken at the cap: a refused merge would cost the guest their whole cart.
   */
  async mergeGuestCart(
    actor: Actor,
    items: readonly { productId: unknown; quantity: unknown }[],
  ): Promise<MergeResult> {
    const user = requireUser(actor);
    const guestLines: GuestLine[] = [];
    for (const item of items) {
      const problem = guestQuantityProblem(item.quantity);
      if (problem) throw badInput(problem);
      const product = await this.catalog.findProduct(item.productId);
      if (product) {
        guestLines.push({
          productId: product.id,
          productType: product.type,
          quantity: capQuantity(item.quantity as number),
        });
      }
    }
    const replacedIds: string[] = [];
    const cart = await this.dataSource.transaction(async (manager) => {
      const current: CartRow[] = await manager.query(
        `SELECT * FROM "cart_items" WHERE "user_id" = $1 FOR UPDATE`,
        [user.userId],
      );
      for (const line of latestLinePerType(guestLines)) {
        const existing = current.find((row) => row.product_type === line.productType);
        const merge = mergedQuantity(
          existing && { productId: existing.product_id, quantity: existing.quantity },
          line,
        );
        if (merge.replacesExisting && existing) replacedIds.push(existing.product_id);
        await manager.query(
          `INSERT INTO "cart_items" ("user_id", "product_id", "product_type", "quantity")
           VALUES ($1, $2, $3, $4)
           ON CONFLICT ("user_id", "product_type") DO UPDATE
             SET "product_id" = EXCLUDED."product_id", "quantity" = EXCLUDED."quantity", "updated_at" = now()`,
          [user.userId, line.productId, line.productType, merge.quantity],
        );
      }
      return this.linesOf(manager, user.userId);
    });
    const replaced = await this.catalog.productsByIds(replacedIds);
    return { cart, replaced: replaced.filter((product): product is Product => product !== undefined) };
  }

  /**
   * Takes the lines of these products out of the buyer's cart with `manager`: the order that
   * bought them runs this in its own transaction, so an order and its emptied cart commit together.
   */
  async removeOrderedLines(
    manager: EntityManager,
    userId: string,
    productIds: readonly string[],
  ): Promise<void> {
    const statement = this.removeOrderedLinesStatement(userId, productIds);
    await manager.query(statement.text, statement.values);
  }

  /** `removeOrderedLines` as a statement, for a caller that writes it with others (db/statement). */
  removeOrderedLinesStatement(userId: string, productIds: readonly string[]): SqlStatement {
    return {
      text: `DELETE FROM "cart_items" WHERE "user_id" = $1 AND "product_id" = ANY($2::uuid[])`,
      values: [userId, [...productIds]],
    };
  }

  /** The lines inside a transaction (the merge): one plain parameterized query. */
  private async linesOf(manager: EntityManager, userId: string): Promise<CartItem[]> {
    const rows: CartRow[] = await manager.query(LINES_OF_USER.text, [userId]);
    return rows.map(toCartItem);
  }
}
