import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Support staff look orders up by the buyer's email, in any case: adminOrders(customerEmail). */
export class OrdersCustomerEmailIndex1763900000000 implements MigrationInterface {
  name = 'OrdersCustomerEmailIndex1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_customer_email" ON "orders" (lower("customer_email"), "created_at" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_orders_customer_email"`);
  }
}
