import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and credit notes (modules/invoices). Numbers come from a counter row per series
 * (INV-2026, CN-2026), bumped in the paying transaction: a rolled-back payment gives its number
 * back, so a series has no gap (a sequence would keep the gap). UNIQUE (series, no) and the
 * number's own UNIQUE make a twin impossible. An order has at most one invoice. Rows are never
 * changed: a trigger refuses every UPDATE (corrections are credit notes); they go with their order
 * when the order's retention ends.
 */
export class Invoices1767100000000 implements MigrationInterface {
  name = 'Invoices1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "invoice_counters" (
        "series" text NOT NULL,
        "last_no" integer NOT NULL,
        CONSTRAINT "PK_invoice_counters" PRIMARY KEY ("series")
      )`,
    );
    await queryRunner.query(
      `CREATE TABLE "invoices" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "kind" varchar(20) NOT NULL,
        "series" text NOT NULL,
        "no" integer NOT NULL,
        "number" text NOT NULL,
        "refers_to" uuid,
        "snapshot" jsonb NOT NULL,
        "total" numeric(10,2) NOT NULL,
        "currency" char(3) NOT NULL DEFAULT 'EUR',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_invoices" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_invoices_number" UNIQUE ("number"),
        CONSTRAINT "UQ_invoices_series_no" UNIQUE ("series", "no"),
        CONSTRAINT "CHK_invoices_kind" CHECK ("kind" IN ('invoice', 'credit_note')),
        CONSTRAINT "CHK_invoices_refers_to" CHECK (("kind" = 'credit_note') = ("refers_to" IS NOT NULL)),
        CONSTRAINT "FK_invoices_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_invoices_refers_to" FOREIGN KEY ("refers_to") REFERENCES "invoices"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_invoices_one_per_order" ON "invoices" ("order_id") WHERE "kind" = 'invoice'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_invoices_order" ON "invoices" ("order_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_invoices_refers_to" ON "invoices" ("refers_to")`);
    await queryRunner.query(`
      CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'invoices are immutable: issue a credit note instead';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "invoices_immutable" BEFORE UPDATE ON "invoices"
       FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP FUNCTION "invoices_immutable"()`);
    await queryRunner.query(`DROP TABLE "invoice_counters"`);
  }
}
