import { Client } from 'pg';
import type { Actor } from '../common/actor';
import { TicketStatus } from '../modules/support/support.rules';
import { placeOrder } from '../test/order-actions';
import { catalogIds } from '../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestServer } from '../test/test-server';
import { countOf, foldListCounts } from './list-counts';
import { ListCounts1766010000000 } from './migrations/1766010000000-list-counts';

let server: TestServer;
const staff: Actor = { kind: 'integration', tokenId: 'list-counts-test', scope: 'read' };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sql = <T = any>(text: string, values: unknown[] = []): Promise<T[]> =>
  server.db.dataSource.query(text, values);

/**
 * Every (list, key) whose kept count differs from count(*), read in ONE statement (one snapshot),
 * so other test files writing the same tables at the same time cannot make it differ.
 */
const MISMATCHES = `
  WITH "actual" AS (
    SELECT 'orders' AS "list", "status"::text AS "key", count(*) AS "n" FROM "orders" GROUP BY 2
    UNION ALL SELECT 'users', "role"::text, count(*) FROM "users" GROUP BY 2
    UNION ALL SELECT 'tickets', "status"::text, count(*) FROM "tickets" GROUP BY 2
    UNION ALL SELECT 'waitlist_entries', "product_id"::text, count(*) FROM "waitlist_entries" GROUP BY 2
  ), "kept" AS (
    SELECT "list", "key", sum("n") AS "n" FROM "list_counts"
     WHERE "list" IN ('orders', 'users', 'tickets', 'waitlist_entries')
     GROUP BY 1, 2 HAVING sum("n") <> 0
  )
  SELECT coalesce("a"."list", "k"."list") AS "list", coalesce("a"."key", "k"."key") AS "key",
         "a"."n"::int AS "actual", "k"."n"::int AS "kept"
    FROM "actual" AS "a" FULL JOIN "kept" AS "k" ON "a"."list" = "k"."list" AND "a"."key" = "k"."key"
   WHERE "a"."n" IS DISTINCT FROM "k"."n"`;
const mismatches = (db: { query(text: string): Promise<any> } = server.db.dataSource) => db.query(MISMATCHES);

/** The lists this file checks (other migrations may count more lists the same way). */
const LISTS = ['orders', 'users', 'tickets', 'waitlist_entries'];

let productCounter = 0;
/** A waitlist product id no other test uses, so its count is this test's alone. */
const uniqueProduct = () => `list-counts-${process.pid}-${Date.now()}-${(productCounter += 1)}`;

/** Waitlist entries import-{first..last}@example.com for `productId` in one INSERT, as an import writes them. */
async function importWaitlist(productId: string, first: number, last: number): Promise<void> {
  await sql(
    `INSERT INTO "waitlist_entries" ("email", "product_id")
     SELECT 'import-' || i || '@example.com', $1 FROM generate_series($2::int, $3::int) AS i`,
    [productId, first, last],
  );
}

describe('list counts kept by triggers', () => {
  it('equal count(*) after the migration and seed, and after orders, tickets and sign-ups through the app', async () => {
    expect(await mismatches()).toEqual([]);
    const ids = await catalogIds(server.client());
    const buyer = server.client();
    const { email } = await buyer.register(uniqueEmail('list-counts'));
    await placeOrder(buyer, [ids.light], { email });
    const ticket = await server.client().post('/api/tickets', {
      fullName: 'Ada Lovelace',
      email,
      subject: 'Counting tickets',
      message: 'The travel router shows a red light after setup.',
    });
    expect(ticket.status).toBe(201);
    expect(await mismatches()).toEqual([]);
  });

  it('count an SQL import of many rows, moves between keys (UPDATE) and DELETE', async () => {
    const product = uniqueProduct();
    const other = uniqueProduct();
    await importWaitlist(product, 1, 5_000);
    expect(await server.services.waitlist.count(staff, product)).toBe(5_000);
    expect(await mismatches()).toEqual([]);

    await sql(
      `UPDATE "waitlist_entries" SET "product_id" = $2 WHERE "product_id" = $1 AND "email" LIKE 'import-1%'`,
      [product, other],
    );
    const moved = 1_111; // import-1, import-10..19, import-100..199, import-1000..1999
    expect(await server.services.waitlist.count(staff, product)).toBe(5_000 - moved);
    expect(await server.services.waitlist.count(staff, other)).toBe(moved);
    // An UPDATE that leaves the counted column as it was writes no delta.
    const before = await sql(`SELECT count(*)::int AS "rows" FROM "list_counts" WHERE "key" = $1`, [other]);
    await sql(
      `UPDATE "waitlist_entries" SET "product_id" = "product_id", "email" = "email" WHERE "product_id" = $1`,
      [other],
    );
    expect(await sql(`SELECT count(*)::int AS "rows" FROM "list_counts" WHERE "key" = $1`, [other])).toEqual(
      before,
    );

    await sql(`DELETE FROM "waitlist_entries" WHERE "product_id" = ANY($1)`, [[product, other]]);
    expect(await server.services.waitlist.count(staff, product)).toBe(0);
    expect(await server.services.waitlist.count(staff, other)).toBe(0);
    expect(await mismatches()).toEqual([]);
  });

  it('follow status and role changes of orders, users and tickets', async () => {
    const ids = await catalogIds(server.client());
    const buyer = server.client();
    const { email, user } = await buyer.register(uniqueEmail('list-counts-moves'));
    const orderId = await placeOrder(buyer, [ids.light], { email });
    const ticket = await server.client().post('/api/tickets', {
      fullName: 'Ada Lovelace',
      email,
      subject: 'Counting moves',
      message: 'The travel router shows a red light after setup.',
    });
    await sql(`UPDATE "orders" SET "status" = 'cancelled' WHERE "id" = $1`, [orderId]);
    await sql(`UPDATE "users" SET "role" = 'admin' WHERE "id" = $1`, [user.id]);
    await sql(`UPDATE "tickets" SET "status" = 'resolved' WHERE "id" = $1`, [ticket.body.id]);
    expect(await mismatches()).toEqual([]);
    await sql(`UPDATE "users" SET "role" = 'user' WHERE "id" = $1`, [user.id]);
    expect(await mismatches()).toEqual([]);
  });

  it('answer the services’ count methods from the kept counts', async () => {
    // Other files write these tables meanwhile: compare when count(*) read before and after agree.
    const same = async (countSql: string, kept: () => Promise<number>) => {
      for (let tries = 0; tries < 5; tries += 1) {
        const [before] = await sql(`SELECT (${countSql})::int AS "n"`);
        const answer = await kept();
        const [after] = await sql(`SELECT (${countSql})::int AS "n"`);
        if (before.n === after.n) return expect(answer).toBe(before.n);
      }
      throw new Error(`${countSql} kept changing`);
    };
    await same(`SELECT count(*) FROM "orders"`, () => server.services.adminOrders.count(staff));
    await same(`SELECT count(*) FROM "orders" WHERE "status" = 'pending'`, () =>
      server.services.adminOrders.count(staff, { status: 'pending' }),
    );
    await same(`SELECT count(*) FROM "users"`, () => server.services.admin.countUsers(staff));
    await same(`SELECT count(*) FROM "users" WHERE "role" = 'admin'`, () =>
      server.services.admin.countUsers(staff, 'admin'),
    );
    await same(`SELECT count(*) FROM "tickets"`, () => server.services.support.count(staff));
    await same(`SELECT count(*) FROM "tickets" WHERE "status" = 'open'`, () =>
      server.services.support.count(staff, TicketStatus.open),
    );
    await same(`SELECT count(*) FROM "waitlist_entries"`, () => server.services.waitlist.count(staff));
    await expect(server.services.support.count(staff, 'nope' as never)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(server.services.adminOrders.count(staff, { status: 'nope' as never })).rejects.toMatchObject(
      {
        code: 'BAD_USER_INPUT',
      },
    );
  });

  it('are emptied by TRUNCATE (in a transaction rolled back, so other test files keep their rows)', async () => {
    const client = new Client({ connectionString: process.env.HT_TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('TRUNCATE "waitlist_entries", "tickets" CASCADE');
      const kept = await client.query(
        `SELECT "list" FROM "list_counts" WHERE "list" IN ('waitlist_entries', 'tickets')`,
      );
      expect(kept.rows).toEqual([]);
      expect((await mismatches(client)).rows).toEqual([]);
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
    const triggers = await sql(
      `SELECT "tgrelid"::regclass::text AS "table" FROM "pg_trigger" WHERE "tgname" = 'list_counts_truncate' ORDER BY 1`,
    );
    expect(triggers.map((row) => row.table)).toEqual(expect.arrayContaining(LISTS));
  });

  it('keep the same sums after a fold, with one row per key left', async () => {
    const product = uniqueProduct();
    for (let i = 0; i < 5; i += 1) await importWaitlist(product, 3 * i + 1, 3 * i + 3);
    await sql(`DELETE FROM "waitlist_entries" WHERE "product_id" = $1 AND "email" = 'import-1@example.com'`, [
      product,
    ]);
    const rows = async () =>
      (
        await sql(
          `SELECT "n"::int AS "n" FROM "list_counts" WHERE "list" = 'waitlist_entries' AND "key" = $1`,
          [product],
        )
      ).map((row) => row.n);
    expect(await rows()).toHaveLength(6);
    expect(await foldListCounts(server.db.dataSource)).toBe(true);
    expect(await rows()).toEqual([14]);
    expect(await mismatches()).toEqual([]);
    // A key whose rows sum to 0 leaves no row.
    await sql(`DELETE FROM "waitlist_entries" WHERE "product_id" = $1`, [product]);
    await foldListCounts(server.db.dataSource);
    expect(await rows()).toEqual([]);
  });

  it('are exact with inserts from several connections at once, while folds run', async () => {
    const product = uniqueProduct();
    const writers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const client = new Client({ connectionString: process.env.HT_TEST_DATABASE_URL });
        await client.connect();
        return client;
      }),
    );
    try {
      await Promise.all([
        ...writers.map(async (client, writer) => {
          for (let i = 0; i < 40; i += 1)
            await client.query(`INSERT INTO "waitlist_entries" ("email", "product_id") VALUES ($1, $2)`, [
              `writer-${writer}-${i}@example.com`,
              product,
            ]);
        }),
        (async () => {
          for (let i = 0; i < 5; i += 1) await foldListCounts(server.db.dataSource);
        })(),
      ]);
    } finally {
      await Promise.all(writers.map((client) => client.end()));
    }
    expect(await countOf(server.db.dataSource, 'waitlist_entries', product)).toBe(240);
    expect(await mismatches()).toEqual([]);
  });

  it('the migration counts the rows already there (its backfill run again, in a transaction rolled back)', async () => {
    const runner = server.db.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`DELETE FROM "list_counts" WHERE "list" = ANY($1)`, [LISTS]);
      await ListCounts1766010000000.countExistingRows(runner);
      expect(await mismatches(runner)).toEqual([]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('are folded by a job every instance runs every COUNTS_FOLD_INTERVAL_MS (the funnel’s daily counts too)', async () => {
    const product = uniqueProduct();
    for (let i = 1; i <= 3; i += 1) await importWaitlist(product, i, i);
    // A day no other test writes events on.
    const day = '2091-06-01';
    for (let i = 1; i <= 3; i += 1)
      await sql(
        `INSERT INTO "checkout_events" ("session_id", "event_type", "created_at") VALUES ($1, 'add_to_cart', $2)`,
        [`list-counts-fold-${process.pid}-${i}`, `${day}T12:00:00Z`],
      );
    const rows = async () => ({
      listed: await sql(
        `SELECT "n"::int AS "n" FROM "list_counts" WHERE "list" = 'waitlist_entries' AND "key" = $1`,
        [product],
      ),
      daily: await sql(`SELECT "sessions" FROM "checkout_funnel_daily" WHERE "day" = $1::date`, [day]),
    });
    expect(await rows()).toMatchObject({ listed: { length: 3 }, daily: { length: 3 } });
    const folding = await startTestServer({ COUNTS_FOLD_INTERVAL_MS: '100' });
    try {
      for (let tries = 0; tries < 100; tries += 1) {
        const { listed, daily } = await rows();
        if (listed.length === 1 && daily.length === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await rows()).toEqual({ listed: [{ n: 3 }], daily: [{ sessions: 3 }] });
    } finally {
      await folding.close();
    }
  });
});
