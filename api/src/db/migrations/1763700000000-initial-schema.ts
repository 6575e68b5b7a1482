import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar NOT NULL CONSTRAINT "UQ_users_email" UNIQUE,
        "password_hash" varchar NOT NULL,
        "first_name" varchar,
        "last_name" varchar,
        "role" varchar(10) NOT NULL DEFAULT 'user' CHECK ("role" IN ('user', 'admin')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "products" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar NOT NULL CONSTRAINT "UQ_products_name" UNIQUE,
        "type" varchar(20) NOT NULL CHECK ("type" IN ('device', 'subscription')),
        "category" varchar(40) NOT NULL,
        "price" numeric(10,2) NOT NULL CHECK ("price" >= 0),
        "description" text NOT NULL,
        "features" text[] NOT NULL DEFAULT '{}',
        "duration" int,
        "sort_order" int NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "cart_items" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
        "product_type" varchar(20) NOT NULL,
        "quantity" int NOT NULL CHECK ("quantity" >= 1),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_cart_items_user_type" UNIQUE ("user_id", "product_type")
      )`);
    await queryRunner.query(`
      CREATE TABLE "checkouts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "first_name" varchar NOT NULL,
        "last_name" varchar NOT NULL,
        "email" varchar NOT NULL,
        "phone" varchar NOT NULL,
        "street" varchar NOT NULL,
        "city" varchar NOT NULL,
        "postal_code" varchar NOT NULL,
        "country" varchar NOT NULL,
        "account_type" varchar(10) NOT NULL CHECK ("account_type" IN ('guest', 'create')),
        "product_id" uuid REFERENCES "products"("id") ON DELETE SET NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "orders" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "checkout_id" uuid CONSTRAINT "UQ_orders_checkout" UNIQUE REFERENCES "checkouts"("id") ON DELETE SET NULL,
        "idempotency_key" varchar(200) CONSTRAINT "UQ_orders_idempotency_key" UNIQUE,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "total_amount" numeric(10,2) NOT NULL,
        "subtotal_amount" numeric(10,2) NOT NULL,
        "shipping_amount" numeric(10,2) NOT NULL,
        "vat_rate" numeric(5,2) NOT NULL,
        "vat_amount" numeric(10,2) NOT NULL,
        "customer_name" varchar NOT NULL,
        "customer_email" varchar NOT NULL,
        "customer_phone" varchar,
        "payment_method" varchar(20) NOT NULL,
        "shipping_address" text,
        "order_notes" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_user_created" ON "orders" ("user_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_created" ON "orders" ("created_at")`);
    await queryRunner.query(`
      CREATE TABLE "order_items" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
        "product_id" uuid REFERENCES "products"("id") ON DELETE SET NULL,
        "product_name" varchar NOT NULL,
        "product_description" text NOT NULL DEFAULT '',
        "product_type" varchar(20) NOT NULL,
        "product_category" varchar(40) NOT NULL,
        "duration" int,
        "price" numeric(10,2) NOT NULL,
        "quantity" int NOT NULL CHECK ("quantity" >= 1)
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_order_items_order" ON "order_items" ("order_id")`);
    await queryRunner.query(`
      CREATE TABLE "subscriptions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "product_id" uuid NOT NULL REFERENCES "products"("id"),
        "order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL,
        "status" varchar(20) NOT NULL DEFAULT 'active',
        "start_date" timestamptz NOT NULL,
        "end_date" timestamptz NOT NULL,
        "auto_renew" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_subscriptions_user" ON "subscriptions" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "tickets" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "full_name" varchar NOT NULL,
        "email" varchar NOT NULL,
        "phone_number" varchar,
        "subject" varchar NOT NULL,
        "message" text NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'open',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_tickets_status_created" ON "tickets" ("status", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "waitlist_entries" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar NOT NULL,
        "product_id" varchar(100) NOT NULL,
        "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_waitlist_email_product" UNIQUE ("email", "product_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "checkout_events" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "session_id" varchar(100) NOT NULL,
        "checkout_id" varchar(100),
        "event_type" varchar(40) NOT NULL,
        "metadata" jsonb NOT NULL DEFAULT '{}',
        "user_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_checkout_events_type_created" ON "checkout_events" ("event_type", "created_at")`,
    );
    // Sessions (connect-pg-simple's layout) and rate-limit counters (rate-limiter-flexible's), made
    // here rather than by the libraries so instances starting together never race to create them.
    await queryRunner.query(`
      CREATE TABLE "session" (
        "sid" varchar NOT NULL PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);
    await queryRunner.query(`
      CREATE TABLE "rate_limits" (
        "key" varchar(255) PRIMARY KEY,
        "points" integer NOT NULL DEFAULT 0,
        "expire" bigint
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'rate_limits',
      'session',
      'checkout_events',
      'waitlist_entries',
      'tickets',
      'subscriptions',
      'order_items',
      'orders',
      'checkouts',
      'cart_items',
      'products',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
