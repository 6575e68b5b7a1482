import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock (issue 25). Each product gets units on hand and units reserved (devices only: plans keep 0
 * and never run out); the CHECKs make overselling impossible whatever writes the row. Every change
 * is a row of the `stock_movements` ledger. `stock_reservations` holds what each order holds of
 * each device and how that ended (released, sold, returned): a state that moves once, so every
 * order-driven stock change happens once. Orders get `reserved_until` (when an unpaid reservation
 * ends) and a status change gets its `reason` ("payment not completed").
 *
 * The seeded devices stay at 0 on hand: the out-of-the-box shop keeps its pre-order waitlist flow.
 */
export class Stock1767000000000 implements MigrationInterface {
  name = 'Stock1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "products"
        ADD "stock_on_hand" integer NOT NULL DEFAULT 0,
        ADD "stock_reserved" integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT "CHK_products_stock" CHECK ("stock_reserved" >= 0 AND "stock_on_hand" >= "stock_reserved")`);
    await queryRunner.query(`
      CREATE TABLE "stock_movements" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "product_id" uuid NOT NULL,
        "kind" character varying(20) NOT NULL,
        "delta" integer NOT NULL,
        "reserved_delta" integer NOT NULL DEFAULT 0,
        "reason" character varying(200) NOT NULL,
        "order_id" uuid,
        "actor_user_id" uuid,
        "actor_token_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_stock_movements" PRIMARY KEY ("id"),
        CONSTRAINT "FK_stock_movements_product" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_stock_movements_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_stock_movements_user" FOREIGN KEY ("actor_user_id") REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_stock_movements_token" FOREIGN KEY ("actor_token_id") REFERENCES "api_tokens" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_stock_movements_product_created" ON "stock_movements" ("product_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_stock_movements_order" ON "stock_movements" ("order_id") WHERE "order_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "stock_reservations" (
        "order_id" uuid NOT NULL,
        "product_id" uuid NOT NULL,
        "quantity" integer NOT NULL CHECK ("quantity" > 0),
        "state" character varying(20) NOT NULL DEFAULT 'reserved',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_stock_reservations" PRIMARY KEY ("order_id", "product_id"),
        CONSTRAINT "FK_stock_reservations_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_stock_reservations_product" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "reserved_until" TIMESTAMP WITH TIME ZONE`);
    // The expiry job's scan: only pending orders that hold a reservation, by deadline.
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_reserved_until" ON "orders" ("reserved_until") WHERE "status" = 'pending' AND "reserved_until" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "order_status_changes" ADD "reason" character varying(200)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_status_changes" DROP COLUMN "reason"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_reserved_until"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "reserved_until"`);
    await queryRunner.query(`DROP TABLE "stock_reservations"`);
    await queryRunner.query(`DROP TABLE "stock_movements"`);
    await queryRunner.query(
      `ALTER TABLE "products" DROP CONSTRAINT "CHK_products_stock", DROP COLUMN "stock_reserved", DROP COLUMN "stock_on_hand"`,
    );
  }
}
