import { Client } from 'pg';
import { catalogIds, checkoutPayload } from '../test/shop-fixtures';
import { describePostgres, LoadClient, pool } from '../test/load-client';
import { PostgresInstance } from '../test/postgres-instance';
import { startTestServer, type TestServer } from '../test/test-server';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../db/unavailable';

jest.setTimeout(120_000);

/**
 * Issue 7, proof: PostgreSQL stopped and started during an order load. Every order acknowledged
 * with 2xx is in the database afterwards, none twice; errors during the outage are 503 {message}
 * within a few seconds; the app serves again without a restart.
 */
describePostgres('database outage during an order load (own PostgreSQL, stopped and started)', () => {
  let pg: PostgresInstance;
  let server: TestServer;
  let load: LoadClient;

  beforeAll(async () => {
    pg = await PostgresInstance.create();
    server = await startTestServer({ DATABASE_URL: pg.url, DATABASE_CONNECT_TIMEOUT_MS: '2000' });
    load = new LoadClient(server.url, 12);
  });
  afterAll(async () => {
    load?.close();
    await server?.close();
    pg?.destroy();
  });

  it('answers 503 while PostgreSQL is down, loses and doubles no acknowledged order, and recovers', async () => {
    const ids = await catalogIds(server.client());
    const customer = server.client();
    await customer.register();
    const checkouts = await pool(
      Array.from({ length: 240 }, (_, i) => i),
      12,
      async (i) => {
        const saved = await load.request(
          'POST',
          '/api/checkout',
          checkoutPayload(ids.light, { email: `outage-${i}@example.com` }),
        );
        expect(saved.status).toBe(201);
        return saved.body.id as string;
      },
    );

    const acknowledged = new Map<string, string>();
    const failures: { status: number; body: unknown; ms: number }[] = [];
    let outageStarted = 0;
    let outageEnded = 0;
    const placeOrders = pool(checkouts, 12, async (checkoutId, index) => {
      if (index === 60) {
        outageStarted = Date.now();
        pg.stop('fast');
        setTimeout(() => {
          pg.start();
          outageEnded = Date.now();
        }, 3000);
      }
      const response = await load.request(
        'POST',
        '/api/orders/from-checkout',
        { paymentMethod: 'paypal', checkoutData: { checkoutId } },
        { 'Idempotency-Key': checkoutId },
      );
      if (response.status >= 200 && response.status < 300) acknowledged.set(checkoutId, response.body.id);
      else failures.push({ status: response.status, body: response.body, ms: response.ms });
      // Keep the load going through the outage instead of draining the list in a moment.
      if (outageStarted && !outageEnded) await new Promise((resolve) => setTimeout(resolve, 150));
    });

    // While it is down: GraphQL (a resolver, and the session store before it) and readiness say so too.
    while (!outageStarted) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const gql = await load.request('POST', '/graphql', {
      query:
        'mutation { joinWaitlist(input: { email: "outage@example.com", productId: "travel-router" }) { __typename } }',
    });
    const gqlSession = await customer.gql('{ cart { id } }');
    const ready = await load.request('GET', '/readyz');
    await placeOrders;
    while (!outageEnded) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status).toBe(503);
      expect(failure.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(failure.ms).toBeLessThan(5000);
    }
    expect(gql.status).toBe(503);
    expect(gql.body.errors[0]).toMatchObject({
      message: SERVICE_UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(gqlSession.status).toBe(503);
    expect(gqlSession.errors?.[0]).toMatchObject({
      message: SERVICE_UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(ready.status).toBe(503);

    // Back without a restart: readiness, then every checkout can be ordered (retries replay).
    const recoveredBy = Date.now() + 15_000;
    while ((await load.request('GET', '/readyz')).status !== 200) {
      expect(Date.now()).toBeLessThan(recoveredBy);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const retried = await pool(checkouts, 12, (checkoutId) =>
      load.request(
        'POST',
        '/api/orders/from-checkout',
        { paymentMethod: 'paypal', checkoutData: { checkoutId } },
        { 'Idempotency-Key': checkoutId },
      ),
    );
    expect(retried.filter((r) => r.status !== 201)).toEqual([]);
    retried.forEach((response, index) => {
      const earlier = acknowledged.get(checkouts[index]);
      if (earlier) expect(response.body.id).toBe(earlier);
    });

    const db = new Client({ connectionString: pg.url });
    await db.connect();
    const { rows } = await db.query(
      'SELECT checkout_id, count(*)::int AS n FROM orders WHERE checkout_id = ANY($1::uuid[]) GROUP BY checkout_id',
      [checkouts],
    );
    await db.end();
    const inDb = new Map(rows.map((row: { checkout_id: string; n: number }) => [row.checkout_id, row.n]));
    for (const checkoutId of acknowledged.keys()) expect(inDb.get(checkoutId)).toBe(1);
    expect(rows.every((row: { n: number }) => row.n === 1)).toBe(true);
    expect(inDb.size).toBe(checkouts.length);
    console.log(
      `outage proof: ${checkouts.length} orders, ${acknowledged.size} acknowledged under load, ${failures.length} answered 503 ` +
        `(slowest ${Math.max(...failures.map((f) => f.ms))} ms) during a ${outageEnded - outageStarted} ms outage; all in the database once`,
    );
  });
});
