import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { csvObjects } from '../../test/csv';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';
import { ORDER_EXPORT_COLUMNS } from './order-export.service';

let server: TestServer;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'orders-export');
const tag = `export${Date.now()}`;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const sql = <T = unknown>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.db.dataSource.query(text, params);

/**
 * `count` orders from `base` on, three at each timestamp (ties broken by id) and 7 µs apart, so
 * many share a millisecond: a cursor carried through a JS Date would skip or repeat them.
 */
async function insertOrders(run: string, base: string, count: number, status = 'pending'): Promise<void> {
  await sql(
    `INSERT INTO "orders" ("status", "total_amount", "subtotal_amount", "shipping_amount", "vat_rate",
                           "vat_amount", "customer_name", "customer_email", "payment_method",
                           "shipping_address", "created_at")
     SELECT $1, '263.49', '249.00', '14.49', '19.00', '39.76', 'Buyer ' || g, $2 || '-' || g || '@example.com',
            'paypal', '{"street":"Main St 1","city":"Berlin","postalCode":"10115","country":"Germany"}',
            $3::timestamptz + (g / 3) * interval '7 microseconds'
       FROM generate_series(1, $4) g`,
    [status, run, base, count],
  );
}

/** The ids SQL finds for a filter, newest first: what the export must hold, in its order. */
async function expectedIds(where: string, params: unknown[]): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `SELECT "id" FROM "orders" WHERE ${where} ORDER BY "created_at" DESC, "id" DESC`,
    params,
  );
  return rows.map((row) => row.id);
}

async function exportCsv(query: string, client = admin) {
  const response = await client.get<string>(`/api/admin/orders.csv${query}`);
  expect(response.status).toBe(200);
  return { ...csvObjects(response.body), headers: response.headers, raw: response.body };
}

describe('GET /api/admin/orders.csv', () => {
  it('answers a CSV download: header row, then every order of the range exactly once, newest first', async () => {
    const run = `${tag}-all`;
    await insertOrders(run, '2025-03-01T00:00:00Z', 2500);
    const { header, rows, headers } = await exportCsv('?from=2025-03-01&to=2025-03-02');
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(2500);
    expect(ids).toEqual(
      await expectedIds(`"created_at" >= '2025-03-01' AND "created_at" < '2025-03-02'`, []),
    );
  });

  it('keeps from inclusive and to exclusive, to the microsecond, and filters by status', async () => {
    const run = `${tag}-bounds`;
    await sql(
      `INSERT INTO "orders" ("status", "total_amount", "subtotal_amount", "shipping_amount", "vat_rate",
                             "vat_amount", "customer_name", "customer_email", "payment_method", "created_at")
       SELECT s, '1.00', '1.00', '0.00', '0.00', '0.00', t, $1 || '-' || t || '-' || s || '@example.com',
              'stripe', t::timestamptz
         FROM unnest(ARRAY['2025-04-01T00:00:00Z', '2025-04-01T00:00:00.000001Z', '2025-04-01T11:59:59.999999Z',
                           '2025-04-01T12:00:00Z', '2025-03-31T23:59:59.999999Z']) t,
              unnest(ARRAY['paid', 'shipped']) s`,
      [run],
    );
    const from = encodeURIComponent('2025-04-01T00:00:00.000001Z');
    const to = encodeURIComponent('2025-04-01T13:00:00+01:00');
    const paid = await exportCsv(`?from=${from}&to=${to}&status=paid`);
    expect(paid.rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(paid.rows.map((row) => row.createdAt)).toEqual([
      '2025-04-01T11:59:59.999Z',
      '2025-04-01T00:00:00.000Z',
    ]);
    expect(paid.rows.map((row) => row.customerName)).toEqual([
      '2025-04-01T11:59:59.999999Z',
      '2025-04-01T00:00:00.000001Z',
    ]);
    // Dates alone are midnight UTC; without a status every status comes.
    const day = await exportCsv('?from=2025-04-01&to=2025-04-02');
    expect(day.rows).toHaveLength(8);
    expect(new Set(day.rows.map((row) => row.status))).toEqual(new Set(['paid', 'shipped']));
    const untilMidnight = await exportCsv('?to=2025-04-01&from=2025-03-31');
    expect(untilMidnight.rows.map((row) => row.status).sort()).toEqual(['paid', 'shipped']);
  });

  it('writes every column, items in one text, and quotes every field (formula starts made inert)', async () => {
    const run = `${tag}-fields`;
    const [order] = await sql<{ id: string }>(
      `INSERT INTO "orders" ("status", "total_amount", "subtotal_amount", "shipping_amount", "vat_rate",
                             "vat_amount", "customer_name", "customer_email", "customer_phone", "payment_method",
                             "shipping_address", "order_notes", "created_at")
       VALUES ('paid', '512.49', '498.00', '14.49', '19.00', '79.51', '=HYPERLINK("http://evil")', $1,
               '+49 30 1234', 'stripe', $2, $3, '2025-05-01T10:00:00Z')
       RETURNING "id"`,
      [
        `${run}@example.com`,
        JSON.stringify({
          street: '-1 Side "Road", 2',
          city: '@Berlin',
          postalCode: '10115',
          country: 'Germany',
        }),
        'Ring twice,\r\nthen "wait"',
      ],
    );
    await sql(
      `INSERT INTO "order_items" ("order_id", "product_name", "product_type", "product_category", "price", "quantity")
       VALUES ($1, 'Pro Package', 'device', 'pro', '249.00', 2), ($1, 'Secure', 'subscription', 'secure', '79.00', 1)`,
      [order.id],
    );
    const { rows, raw } = await exportCsv('?from=2025-05-01&to=2025-05-02');
    expect(rows).toEqual([
      {
        id: order.id,
        createdAt: '2025-05-01T10:00:00.000Z',
        status: 'paid',
        customerName: `'=HYPERLINK("http://evil")`,
        customerEmail: `${run}@example.com`,
        customerPhone: `'+49 30 1234`,
        userId: '',
        paymentMethod: 'stripe',
        subtotalAmount: '498.00',
        shippingAmount: '14.49',
        vatRate: '19.00',
        vatAmount: '79.51',
        totalAmount: '512.49',
        shippingStreet: `'-1 Side "Road", 2`,
        shippingCity: `'@Berlin`,
        shippingPostalCode: '10115',
        shippingCountry: 'Germany',
        items: '2× Pro Package; 1× Secure',
        orderNotes: 'Ring twice,\r\nthen "wait"',
      },
    ]);
    expect(raw).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(raw).toContain(`"Ring twice,\r\nthen ""wait"""`);
  });

  it('reads items once per batch, never once per order', async () => {
    await insertOrders(`${tag}-queries`, '2025-06-01T00:00:00Z', 1500);
    const queries = await server.countQueries(() => exportCsv('?from=2025-06-01&to=2025-06-02'));
    // The session, then two batches of two statements (orders, their items), then the empty end.
    expect(queries).toBeLessThanOrEqual(8);
  });

  it('answers HEAD with the download headers, reading one batch at most', async () => {
    const range = '?from=2025-03-01&to=2025-03-02'; // the 2,500 orders of the first test: 3 batches
    const full = await server.countQueries(() => exportCsv(range));
    let head: Awaited<ReturnType<TestClient['request']>> | undefined;
    const headQueries = await server.countQueries(async () => {
      head = await admin.request('HEAD', `/api/admin/orders.csv${range}`);
    });
    expect(head?.status).toBe(200);
    expect(head?.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(head?.body).toBeUndefined();
    // Two statements (orders, items) per batch: HEAD skips the last two batches' four.
    expect(full - headQueries).toBe(4);
  });

  it('answers an empty range with the header row alone', async () => {
    const { header, rows } = await exportCsv('?from=2024-01-01&to=2024-01-01');
    expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
    expect(rows).toEqual([]);
  });

  it.each([
    [
      '?from=yesterday',
      'from must be an ISO 8601 date or date-time, e.g. 2026-01-31 or 2026-01-31T09:30:00Z',
    ],
    ['?to=2026-02-30', 'to must be an ISO 8601 date or date-time, e.g. 2026-01-31 or 2026-01-31T09:30:00Z'],
    ['?from=2026-02-01&to=2026-01-31', 'from must not be after to'],
    ['?status=lost', 'Status must be one of: pending, paid, shipped, delivered, cancelled, refunded'],
    ['?status=paid&status=shipped', 'status must be given at most once'],
  ])('%s → 400 with a message', async (query, message) => {
    const response = await admin.get(`/api/admin/orders.csv${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, error: message });
  });

  it('401 for a guest, 403 for a customer, before any parameter is read', async () => {
    const guest = await server.client().get('/api/admin/orders.csv?from=yesterday');
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Unauthorized', error: 'Unauthorized' });
    const customer = server.client();
    await customer.register();
    const refused = await customer.get('/api/admin/orders.csv?from=yesterday');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Admin access required', error: 'Admin access required' });
  });
});
