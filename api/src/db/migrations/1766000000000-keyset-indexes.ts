import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cursor paging (common/keyset.ts) reads every list newest first by (created_at, id), filtered or
 * not: each list and each filter gets an index ending in (created_at, id), so every page, the first
 * or the thousandth, is one index range scan of `first + 1` entries.
 */
const INDEXES: readonly { name: string; table: string; columns: string; replaces?: string }[] = [
  {
    name: 'IDX_orders_created',
    table: 'orders',
    columns: '"created_at", "id"',
    replaces: 'IDX_orders_created',
  },
  { name: 'IDX_orders_status_created', table: 'orders', columns: '"status", "created_at", "id"' },
  {
    name: 'IDX_orders_user_created',
    table: 'orders',
    columns: '"user_id", "created_at", "id"',
    replaces: 'IDX_orders_user_created',
  },
  {
    name: 'IDX_orders_customer_email',
    table: 'orders',
    columns: 'lower("customer_email"), "created_at", "id"',
    replaces: 'IDX_orders_customer_email',
  },
  { name: 'IDX_users_created', table: 'users', columns: '"created_at", "id"' },
  { name: 'IDX_users_role_created', table: 'users', columns: '"role", "created_at", "id"' },
  { name: 'IDX_tickets_created', table: 'tickets', columns: '"created_at", "id"' },
  {
    name: 'IDX_tickets_status_created',
    table: 'tickets',
    columns: '"status", "created_at", "id"',
    replaces: 'IDX_tickets_status_created',
  },
  { name: 'IDX_waitlist_created', table: 'waitlist_entries', columns: '"created_at", "id"' },
  {
    name: 'IDX_waitlist_product_created',
    table: 'waitlist_entries',
    columns: '"product_id", "created_at", "id"',
  },
  {
    name: 'IDX_subscriptions_user',
    table: 'subscriptions',
    columns: '"user_id", "created_at", "id"',
    replaces: 'IDX_subscriptions_user',
  },
];

const PREVIOUS: Record<string, string> = {
  IDX_orders_created: '"orders" ("created_at")',
  IDX_orders_user_created: '"orders" ("user_id", "created_at")',
  IDX_orders_customer_email: '"orders" (lower("customer_email"), "created_at" DESC)',
  IDX_tickets_status_created: '"tickets" ("status", "created_at")',
  IDX_subscriptions_user: '"subscriptions" ("user_id")',
};

export class KeysetIndexes1766000000000 implements MigrationInterface {
  name = 'KeysetIndexes1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      if (index.replaces) await queryRunner.query(`DROP INDEX IF EXISTS "${index.replaces}"`);
      await queryRunner.query(`CREATE INDEX "${index.name}" ON "${index.table}" (${index.columns})`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) {
      await queryRunner.query(`DROP INDEX "${index.name}"`);
      if (index.replaces)
        await queryRunner.query(`CREATE INDEX "${index.replaces}" ON ${PREVIOUS[index.replaces]}`);
    }
  }
}
