import { Client } from 'pg';
import { catalogIds } from '../test/shop-fixtures';
import { describePostgres } from '../test/load-client';
import { spawnServer, type SpawnedServer } from '../test/spawn-server';
import { startTestServer, TestClient, uniqueEmail, type TestServer } from '../test/test-server';

jest.setTimeout(180_000);

const SHARED = {
  SESSION_SECRET: 'test-session-secret',
  LOGIN_MAX_FAILURES: '4',
  REGISTRATION_MAX_PER_IP: '100000',
};

/** Issue 7, proof: two app processes on one PostgreSQL database share sessions, cart rules and limits. */
describePostgres('two app processes on one database', () => {
  let a: TestServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    a = await startTestServer(SHARED);
    b = await spawnServer({ ...SHARED, DATABASE_URL: process.env.HT_TEST_DATABASE_URL ?? '' });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  /** One cookie jar, two origins: a browser whose requests the balancer spreads over A and B. */
  function clientOn(base: TestClient, url: string): TestClient {
    const other = new TestClient(url);
    (other as unknown as { cookies: Map<string, string> }).cookies = (
      base as unknown as { cookies: Map<string, string> }
    ).cookies;
    return other;
  }

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const onA = a.client();
    const { email } = await onA.register();
    const onB = clientOn(onA, b.url);
    expect(await onB.get('/api/auth/user')).toMatchObject({ status: 200, body: { email } });
    expect((await onB.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await onA.get('/api/auth/user')).status).toBe(401);
  });

  it('conflicting cart adds split across A and B keep the one-device rule', async () => {
    const ids = await catalogIds(a.client());
    for (let round = 0; round < 5; round += 1) {
      const onA = a.client();
      await onA.register();
      const onB = clientOn(onA, b.url);
      const adds = await Promise.all([
        onA.post('/api/cart', { productId: ids.light }),
        onB.post('/api/cart', { productId: ids.pro }),
        onA.post('/api/cart', { productId: ids.pro }),
        onB.post('/api/cart', { productId: ids.light }),
      ]);
      expect(adds.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      const cart = (await onB.get('/api/cart')).body as { products: { type: string } }[];
      expect(cart.filter((line) => line.products.type === 'device')).toHaveLength(1);
    }
  });

  it('the sign-in rate limit counts failures on A and B together', async () => {
    const onA = a.client();
    const { email } = await onA.register(uniqueEmail('limit'));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const client = i % 2 === 0 ? a.client() : new TestClient(b.url);
      statuses.push((await client.post('/api/auth/login', { email, password: 'wrong-password' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect(
      (await new TestClient(b.url).post('/api/auth/login', { email, password: 'wrong-password' })).status,
    ).toBe(429);
    expect((await a.client().post('/api/auth/login', { email, password: 'secret123' })).status).toBe(429);
  });
});

describePostgres('two instances starting at once on an empty database', () => {
  it('migrate and seed once, under the advisory lock, and both serve', async () => {
    const serverUrl = new URL(process.env.HT_TEST_DATABASE_URL ?? '');
    const name = `${serverUrl.pathname.slice(1)}_empty_${Date.now()}`;
    const admin = new Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const started = Date.now();
    const servers = await Promise.all(
      [0, 1].map(() => spawnServer({ ...SHARED, DATABASE_URL: url.toString() })),
    );
    const startMs = Date.now() - started;
    try {
      for (const server of servers) {
        const products = await new TestClient(server.url).get('/api/products');
        expect(products.status).toBe(200);
        expect((products.body as unknown[]).length).toBeGreaterThan(0);
      }
      const db = new Client({ connectionString: url.toString() });
      await db.connect();
      const migrations = await db.query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name');
      const products = await db.query('SELECT name, count(*)::int AS n FROM products GROUP BY name');
      await db.end();
      expect(migrations.rows.length).toBeGreaterThan(0);
      expect(migrations.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      expect(products.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      console.log(
        `two instances on an empty database: both ready in ${startMs} ms, ${migrations.rows.length} migrations applied once`,
      );
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
