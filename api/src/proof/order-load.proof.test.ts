import { Client } from 'pg';
import { catalogIds, checkoutPayload } from '../test/shop-fixtures';
import { LoadClient, pool } from '../test/load-client';
import { startTestServer, type TestServer } from '../test/test-server';

jest.setTimeout(120_000);

/**
 * Issue 7, proof: 500 buyers check out and order at once → exactly 500 orders; one checkout
 * submitted 50 times at once → one order. Runs on both databases; the load is bounded (32 sockets).
 */
describe('orders under load', () => {
  let server: TestServer;
  let load: LoadClient;
  const run = `load${Date.now()}`;

  beforeAll(async () => {
    server = await startTestServer();
    load = new LoadClient(server.url, 32);
  });
  afterAll(async () => {
    load?.close();
    await server?.close();
  });

  async function ordersFor(where: string, params: unknown[]): Promise<{ checkout_id: string; n: number }[]> {
    const db = new Client({ connectionString: process.env.HT_TEST_DATABASE_URL });
    await db.connect();
    try {
      return (
        await db.query(
          `SELECT checkout_id, count(*)::int AS n FROM orders WHERE ${where} GROUP BY checkout_id`,
          params,
        )
      ).rows;
    } finally {
      await db.end();
    }
  }

  it('500 concurrent checkouts by distinct buyers, each placing its order → exactly 500 orders', async () => {
    const { light, pro } = await catalogIds(server.client());
    const started = Date.now();
    const results = await pool(
      Array.from({ length: 500 }, (_, i) => i),
      500,
      async (i) => {
        const email = `${run}-${i}@example.com`;
        const saved = await load.request(
          'POST',
          '/api/checkout',
          checkoutPayload(i % 2 ? light : pro, { email }),
        );
        if (saved.status !== 201) return saved.status;
        const order = await load.request('POST', '/api/orders/from-checkout', {
          paymentMethod: i % 2 ? 'paypal' : 'stripe',
          checkoutData: { checkoutId: saved.body.id },
        });
        return order.status;
      },
    );
    const ms = Date.now() - started;
    expect(results.filter((status) => status !== 201)).toEqual([]);
    const rows = await ordersFor('customer_email LIKE $1', [`${run}-%`]);
    expect(rows).toHaveLength(500);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    // A figure to read, not a bound to assert: a loaded machine (2 cores) is slower, not wrong.
    console.log(
      `500 checkouts + orders (${process.env.HT_TEST_DATABASE_MODE}): ${ms} ms, ${Math.round(500_000 / ms)} orders/s, 500 orders in the database`,
    );
  });

  it('the same checkout submitted 50 times at once → one order', async () => {
    const { pro } = await catalogIds(server.client());
    const saved = await load.request(
      'POST',
      '/api/checkout',
      checkoutPayload(pro, { email: `${run}-same@example.com` }),
    );
    expect(saved.status).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        load.request('POST', '/api/orders/from-checkout', {
          paymentMethod: 'paypal',
          checkoutData: { checkoutId: saved.body.id },
        }),
      ),
    );
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await ordersFor('checkout_id = $1', [saved.body.id])).toEqual([
      { checkout_id: saved.body.id, n: 1 },
    ]);
  });
});
