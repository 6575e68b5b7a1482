import { queryCounter } from '../../db/data-source';
import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { catalogIds } from '../../test/shop-fixtures';
import { csvObjects } from '../../test/csv';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';
import { WAITLIST_EXPORT_COLUMNS } from './waitlist-export.service';

let server: TestServer;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'waitlist-export');
const tag = `wlexport${Date.now()}`;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

/** A session cookie of its own for a raw fetch (signedInAdmin's password). */
async function sessionCookie(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const sql = <T = unknown>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.db.dataSource.query(text, params);

/** `count` entries for `productId`, three at each timestamp and 7 µs apart (ties and shared milliseconds). */
async function insertEntries(productId: string, count: number, emailPadding = ''): Promise<void> {
  await sql(
    `INSERT INTO "waitlist_entries" ("email", "product_id", "created_at")
     SELECT $1 || g || $2 || '@example.com', $3, now() - interval '1 day' + (g / 3) * interval '7 microseconds'
       FROM generate_series(1, $4) g`,
    [`${tag}-`, emailPadding, productId, count],
  );
}

describe('GET /api/admin/waitlist.csv', () => {
  it("holds one product's every entry exactly once, newest first, under the screen's columns", async () => {
    const productId = `${tag}-many`;
    await insertEntries(productId, 2500);
    const response = await admin.get<string>(`/api/admin/waitlist.csv?productId=${productId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const { header, rows } = csvObjects(response.body);
    expect(header).toEqual([...WAITLIST_EXPORT_COLUMNS]);
    expect(header.slice(0, 4)).toEqual(['email', 'productId', 'userId', 'createdAt']);
    const expected = await sql<{ email: string }>(
      `SELECT "email" FROM "waitlist_entries" WHERE "product_id" = $1 ORDER BY "created_at" DESC, "id" DESC`,
      [productId],
    );
    expect(rows.map((row) => row.email)).toEqual(expected.map((row) => row.email));
    expect(new Set(rows.map((row) => row.email)).size).toBe(2500);
    expect(rows.every((row) => row.productId === productId && row.productName === '')).toBe(true);
  });

  it("names catalog products, keeps the joiner's account, and makes formula starts inert", async () => {
    const { pro } = await catalogIds(server.client());
    const customer = server.client();
    const { user } = await customer.register();
    const email = `=cmd|${tag}@example.com`;
    await sql(
      `INSERT INTO "waitlist_entries" ("email", "product_id", "user_id", "created_at")
       VALUES ($1, $2, $3, '2025-01-01T10:00:00.123456Z')`,
      [email, pro, user.id],
    );
    const response = await admin.get<string>('/api/admin/waitlist.csv');
    expect(response.status).toBe(200);
    const row = csvObjects(response.body).rows.find((entry) => entry.email === `'${email}`);
    expect(row).toEqual({
      email: `'${email}`,
      productId: pro,
      userId: user.id,
      createdAt: '2025-01-01T10:00:00.123Z',
      productName: 'Pro Package',
    });
    expect(response.body).toContain(`"'${email}"`);
  });

  it.each([
    [`?productId=${'x'.repeat(101)}`, 'Product must be at most 100 characters'],
    ['?productId=a%00b', 'Product must not contain control characters or invalid Unicode'],
    ['?productId=a&productId=b', 'productId must be given at most once'],
  ])('%s → 400 with a message', async (query, message) => {
    const response = await admin.get(`/api/admin/waitlist.csv${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, error: message });
  });

  it('401 for a guest, 403 for a customer', async () => {
    const guest = await server.client().get('/api/admin/waitlist.csv');
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Unauthorized', error: 'Unauthorized' });
    const customer = server.client();
    await customer.register();
    const refused = await customer.get('/api/admin/waitlist.csv');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Admin access required', error: 'Admin access required' });
  });

  it('is open to a read-scoped integration token, like the other staff reads', async () => {
    const created = await admin.gql(
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
      { input: { name: 'waitlist export', scope: 'read' } },
    );
    expect(created.errors).toBeUndefined();
    const response = await server
      .client()
      .request<string>('GET', '/api/admin/waitlist.csv?productId=none', undefined, {
        authorization: `Bearer ${created.data.createApiToken.secret}`,
      });
    expect(response.status).toBe(200);
    expect(response.body).toBe(`${WAITLIST_EXPORT_COLUMNS.map((name) => `"${name}"`).join(',')}\r\n`);
  });

  it('stops reading batches when the client disconnects', async () => {
    // 40 batches of long lines (~12 MB): more than the socket buffers hold while nobody reads.
    const productId = `${tag}-abort`;
    await insertEntries(productId, 40_000, 'x'.repeat(250));
    // Observes the service's batch loop itself: closed (not merely stalled on a dead socket).
    const service = server.services.waitlistExport;
    const batchesFor = service.batchesFor.bind(service);
    let loopClosed = false;
    const spy = jest.spyOn(service, 'batchesFor').mockImplementation((actor, id) =>
      (async function* () {
        try {
          yield* batchesFor(actor, id);
        } finally {
          loopClosed = true;
        }
      })(),
    );
    const abort = new AbortController();
    const queries = () => queryCounter(server.db.dataSource).count;
    const before = queries();
    const response = await fetch(`${server.url}/api/admin/waitlist.csv?productId=${productId}`, {
      headers: { cookie: await sessionCookie(adminEmail), 'accept-encoding': 'identity' },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(loopClosed).toBe(false);
    const reader = response.body!.getReader();
    await reader.read();
    // The server fills the socket and waits for 'drain'; then the client goes away.
    await new Promise((resolve) => setTimeout(resolve, 500));
    abort.abort();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const afterAbort = queries();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const later = queries();
    spy.mockRestore();
    expect(loopClosed).toBe(true);
    expect(later).toBe(afterAbort);
    // The sign-in's statements plus the few batches sent before the socket filled: far from 40.
    expect(afterAbort - before).toBeLessThan(20);
  });
});
