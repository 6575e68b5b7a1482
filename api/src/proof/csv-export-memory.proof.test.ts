import { readFileSync } from 'node:fs';
import { adminEmails, signedInAdmin } from '../test/admin-client';
import { spawnServer, type SpawnedServer } from '../test/spawn-server';
import { startTestServer, type TestServer } from '../test/test-server';

jest.setTimeout(600_000);

const ROWS = 100_000;
const MB = 1024 * 1024;
const CHUNK = 10_000;

/**
 * Issue 18, item 5, proof: exporting 100,000 orders (with their items) or 100,000 waitlist entries
 * streams in keyset batches, so the server process grows by less than 64 MB however many rows
 * there are. The export is served by the built server in a process of its own (`npm start`'s),
 * whose RSS is read from /proc while the client, here, counts lines without keeping them; the
 * rows are written and the admin signs in through a second server in this process, on the same
 * database (sessions live there).
 */
describe('CSV exports of 100,000 rows', () => {
  let server: TestServer;
  let exporter: SpawnedServer;
  let cookie: string;
  const run = `memory${Date.now()}`;
  const [adminEmail] = adminEmails(1, 'export-memory');

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: adminEmail });
    exporter = await spawnServer({
      DATABASE_URL: process.env.HT_TEST_DATABASE_URL ?? '',
      SESSION_SECRET: 'test-session-secret',
      // The retention job would delete other tests' rows by the clock (their tests run it on their own).
      RETENTION_INTERVAL_MS: '0',
    });
    await signedInAdmin(server, adminEmail);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: 'secret123' }),
    });
    cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const sql = (text: string, params: unknown[]) => server.db.dataSource.query(text, params);
    // In chunks: one statement stays within the server's query timeout on the embedded database.
    for (let first = 1; first <= ROWS; first += CHUNK) {
      await insertChunk(sql, first, Math.min(first + CHUNK - 1, ROWS));
    }
  });
  afterAll(async () => {
    await exporter?.stop();
    await server?.close();
  });

  async function insertChunk(
    sql: (text: string, params: unknown[]) => Promise<unknown>,
    first: number,
    last: number,
  ): Promise<void> {
    await sql(
      `WITH o AS (
         INSERT INTO "orders" ("status", "total_amount", "subtotal_amount", "shipping_amount", "vat_rate",
                               "vat_amount", "customer_name", "customer_email", "customer_phone",
                               "payment_method", "shipping_address", "order_notes", "created_at")
         SELECT (ARRAY['pending', 'paid', 'shipped', 'delivered', 'cancelled'])[1 + g % 5], '263.49', '249.00',
                '14.49', '19.00', '39.76', 'Buyer ' || g, $1 || '-' || g || '@example.com', '+49 30 ' || g,
                'paypal', '{"street":"Main St ' || g || '","city":"Berlin","postalCode":"10115","country":"Germany"}',
                'Please ring twice', '2025-01-01T00:00:00Z'::timestamptz + g * interval '250 milliseconds'
           FROM generate_series($2::int, $3::int) g
         RETURNING "id")
       INSERT INTO "order_items" ("order_id", "product_name", "product_type", "product_category", "price", "quantity")
       SELECT o."id", p.name, p.type, p.category, '249.00', 1
         FROM o, (VALUES ('Pro Package', 'device', 'pro'), ('Secure', 'subscription', 'secure')) p(name, type, category)`,
      [run, first, last],
    );
    await sql(
      `INSERT INTO "waitlist_entries" ("email", "product_id", "created_at")
       SELECT $1 || '-' || g || '@example.com', $1, now() - g * interval '1 second' FROM generate_series($2::int, $3::int) g`,
      [run, first, last],
    );
  }

  /** The exporting process's resident set, in bytes. */
  const exporterRss = (): number =>
    Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${exporter.process.pid}/status`, 'utf8'))?.[1]) *
    1024;

  /** Downloads `path` from the exporter, counting its lines; its RSS is sampled every 20 ms meanwhile. */
  async function download(path: string) {
    const started = Date.now();
    const baseline = exporterRss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, exporterRss())), 20);
    try {
      const response = await fetch(exporter.url + path, { headers: { cookie } });
      expect(response.status).toBe(200);
      let lines = 0;
      let bytes = 0;
      // Line feeds counted in the bytes (no field here holds one): nothing kept, nothing decoded.
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      }
      return {
        lines,
        bytes,
        encoding: response.headers.get('content-encoding') ?? 'identity',
        growthMb: (peak - baseline) / MB,
        ms: Date.now() - started,
      };
    } finally {
      clearInterval(sampler);
    }
  }

  it.each([
    ['orders', '/api/admin/orders.csv?from=2025-01-01&to=2025-01-03'],
    ['waitlist', '/api/admin/waitlist.csv?productId='],
  ])('%s: every row, server RSS growth under 64 MB', async (name, route) => {
    const path = route.endsWith('=') ? route + run : route;
    // Once small first (another product / a minute), so code loading is not counted as the export's.
    await download(
      route.endsWith('=') ? route + 'none' : route.replace('to=2025-01-03', 'to=2025-01-01T00:01:00Z'),
    );
    const result = await download(path);
    console.log(
      `${name} export of ${ROWS} rows (${process.env.HT_TEST_DATABASE_MODE}): ${result.ms} ms, ` +
        `${(result.bytes / MB).toFixed(1)} MB of CSV (sent ${result.encoding}), server RSS growth ${result.growthMb.toFixed(1)} MB`,
    );
    expect(result.lines).toBe(ROWS + 1);
    expect(result.growthMb).toBeLessThan(64);
  });
});
