import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes (the waitlist's 50 EUR promise and codes issued by hand) and the discount an
 * order carries. A code is held by at most one order (order_id) and each waitlist entry gets at
 * most one code (the unique waitlist_entry_id), so restocking twice mails nothing new.
 */
export class DiscountCodes1767300000000 implements MigrationInterface {
  name = 'DiscountCodes1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "discount_codes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "code" character varying(20) NOT NULL,
        "email" character varying(254) NOT NULL,
        "amount" numeric(10,2) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "status" character varying(10) NOT NULL DEFAULT 'issued',
        "order_id" uuid,
        "product_id" uuid,
        "waitlist_entry_id" uuid,
        "created_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(),
        "used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_discount_codes" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_discount_codes_code" UNIQUE ("code"),
        CONSTRAINT "UQ_discount_codes_waitlist_entry" UNIQUE ("waitlist_entry_id"),
        CONSTRAINT "CHK_discount_codes_status" CHECK ("status" IN ('issued', 'held', 'used')),
        CONSTRAINT "CHK_discount_codes_amount" CHECK ("amount" > 0),
        CONSTRAINT "FK_discount_codes_order" FOREIGN KEY ("order_id")
          REFERENCES "orders" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_discount_codes_waitlist_entry" FOREIGN KEY ("waitlist_entry_id")
          REFERENCES "waitlist_entries" ("id") ON DELETE SET NULL
      )`);
    // The admin list pages newest first; an order's paid/cancelled hook finds its code by order;
    // erasing a customer finds theirs by address.
    await queryRunner.query(
      `CREATE INDEX "IDX_discount_codes_created" ON "discount_codes" ("created_at", "id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_discount_codes_order" ON "discount_codes" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_discount_codes_email" ON "discount_codes" ("email")`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "discount_amount" numeric(10,2) NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "discount_amount"`);
    await queryRunner.query(`DROP TABLE "discount_codes"`);
  }
}
