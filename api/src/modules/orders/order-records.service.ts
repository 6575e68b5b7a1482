import type { DataSource, EntityManager } from 'typeorm';

/** What replaces the buyer's details on an order whose customer deleted the account. */
export const ANONYMISED_CUSTOMER = { name: 'Deleted customer', email: 'deleted@anonymised.invalid' } as const;

/**
 * Orders as payment records (data rights and retention): a customer's orders for their export,
 * anonymised when they delete the account (amounts, items and dates stay: the 7-year duty), and
 * deleted once that duty ends.
 */
export class OrderRecordsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The customer's orders with their items, oldest first, as plain JSON-ready rows. */
  async ordersOfUser(userId: string): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(
      `SELECT o."id", o."status", o."total_amount" AS "totalAmount", o."subtotal_amount" AS "subtotalAmount",
              o."shipping_amount" AS "shippingAmount", o."vat_rate" AS "vatRate", o."vat_amount" AS "vatAmount",
              o."customer_name" AS "customerName", o."customer_email" AS "customerEmail",
              o."customer_phone" AS "customerPhone", o."payment_method" AS "paymentMethod",
              o."shipping_address" AS "shippingAddress", o."order_notes" AS "orderNotes",
              o."created_at" AS "createdAt", o."updated_at" AS "updatedAt",
              COALESCE((SELECT json_agg(json_build_object(
                  'productName', i."product_name", 'productType', i."product_type",
                  'productCategory', i."product_category", 'duration', i."duration",
                  'price', i."price", 'quantity', i."quantity") ORDER BY i."id")
                FROM "order_items" i WHERE i."order_id" = o."id"), '[]'::json) AS "items"
         FROM "orders" o WHERE o."user_id" = $1 ORDER BY o."created_at", o."id"`,
      [userId],
    );
  }

  /**
   * The account an order belongs to, for a download's access check: null for a guest's (or an
   * anonymised) order, undefined when there is no such order.
   */
  async ownerOf(orderId: string): Promise<string | null | undefined> {
    const rows: { userId: string | null }[] = await this.dataSource.query(
      `SELECT "user_id" AS "userId" FROM "orders" WHERE "id" = $1`,
      [orderId],
    );
    return rows[0]?.userId;
  }

  /**
   * The customer's orders lose who bought them (name, email, phone, address, notes, the link to
   * the account) and keep what was bought, for how much and when. Returns how many.
   */
  async anonymiseForUser(manager: EntityManager, userId: string): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE "orders" SET "user_id" = NULL, "customer_name" = $2, "customer_email" = $3,
              "customer_phone" = NULL, "shipping_address" = NULL, "order_notes" = NULL
        WHERE "user_id" = $1`,
      [userId, ANONYMISED_CUSTOMER.name, ANONYMISED_CUSTOMER.email],
    );
    return affected;
  }

  /** Orders placed before `before` (the payment-records duty over), with their items. */
  async deleteOlderThan(manager: EntityManager, before: Date): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `DELETE FROM "orders" WHERE "created_at" < $1`,
      [before],
    );
    return affected;
  }
}
