import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'funnel-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, REGISTRATION_MAX_PER_IP: '1000' });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

let sessionCounter = 0;
const newSession = () => `session_${process.pid}_${Date.now()}_${(sessionCounter += 1)}`;
const event = (sessionId: string, eventType: string, metadata: object = { utmSource: 'test', step: 1 }) => ({
  sessionId,
  checkoutId: 'checkout_1',
  eventType,
  metadata,
});

describe('POST /api/checkout-events', () => {
  it('answers 202 {ok: true} for every spec event type, with or without checkoutId and metadata', async () => {
    const sessionId = newSession();
    for (const type of [
      'add_to_cart',
      'begin_checkout',
      'add_personal_details',
      'add_account',
      'add_address',
      'add_payment',
      'purchase',
      'subscription',
    ]) {
      const response = await server.client().post('/api/checkout-events', event(sessionId, type));
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ ok: true });
    }
    const bare = await server.client().post('/api/checkout-events', { sessionId, eventType: 'add_to_cart' });
    expect(bare.status).toBe(202);
  });

  it('costs one SQL statement', async () => {
    const client = server.client();
    const body = event(newSession(), 'add_to_cart');
    const queries = await server.countQueries(() => client.post('/api/checkout-events', body));
    // The session lookup for a guest is not a TypeORM query; the event is the one INSERT.
    expect(queries).toBeLessThanOrEqual(1);
  });

  it.each([
    [{ eventType: 'checkout_started' }, /^Event type must be one of: add_to_cart, begin_checkout, /],
    [{ eventType: undefined }, /^Event type must be one of/],
    [{ sessionId: '' }, /^Session id is required$/],
    [{ sessionId: 's'.repeat(101) }, /^Must be at most 100 characters$/],
    [{ checkoutId: 'c'.repeat(101) }, /^Must be at most 100 characters$/],
    [{ metadata: ['not', 'an', 'object'] }, /^Metadata must be an object$/],
    [{ metadata: 'text' }, /^Metadata must be an object$/],
    [{ metadata: { blob: 'x'.repeat(5000) } }, /^Metadata must be at most 4096 bytes$/],
  ])('answers 400 for %j', async (change, message) => {
    const response = await server
      .client()
      .post('/api/checkout-events', { ...event(newSession(), 'add_to_cart'), ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });

  it('works over GraphQL, with the event type as an enum and metadata as a JSON object', async () => {
    const mutation = `mutation($input: CheckoutEventInput!) { trackCheckoutEvent(input: $input) }`;
    const ok = await server
      .client()
      .gql(mutation, { input: event(newSession(), 'purchase', { orderId: 'o1', cartValue: 328 }) });
    expect(ok.data).toEqual({ trackCheckoutEvent: true });
    const big = await server
      .client()
      .gql(mutation, { input: event(newSession(), 'purchase', { blob: 'x'.repeat(5000) }) });
    expect(big.errors?.[0]).toMatchObject({
      message: 'Metadata must be at most 4096 bytes',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await server.client().gql(mutation, { input: event(newSession(), 'nope') });
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0].message).toMatch(/CheckoutEventType/);
  });
});

describe('checkout funnel (admin)', () => {
  it('counts distinct sessions per event type in funnel order, over the UTC days in [from, to)', async () => {
    // Other test files write events at the same time: compare before and after, never absolutes.
    // Today and tomorrow (UTC), so events sent just before midnight count too.
    const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const from = new Date(today).toISOString();
    const to = new Date(today + 2 * 86_400_000).toISOString();
    const query = `/api/admin/checkout-funnel?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const before = await admin.get(query);
    expect(before.status).toBe(200);
    expect(before.body.steps.map((step: { eventType: string }) => step.eventType)).toEqual([
      'add_to_cart',
      'begin_checkout',
      'add_personal_details',
      'add_account',
      'add_address',
      'add_payment',
      'purchase',
      'subscription',
    ]);

    const [a, b, c] = [newSession(), newSession(), newSession()];
    const sends = [
      event(a, 'add_to_cart'),
      event(a, 'add_to_cart'),
      event(a, 'begin_checkout'),
      event(a, 'purchase'),
      event(b, 'add_to_cart'),
      event(b, 'begin_checkout'),
      event(c, 'add_to_cart'),
    ];
    for (const body of sends)
      expect((await server.client().post('/api/checkout-events', body)).status).toBe(202);

    const after = await admin.get(query);
    const delta = Object.fromEntries(
      after.body.steps.map((step: { eventType: string; sessions: number }, index: number) => [
        step.eventType,
        step.sessions - before.body.steps[index].sessions,
      ]),
    );
    // Exact when no other file sends these types at the same moment; at least these otherwise.
    expect(delta.add_to_cart).toBeGreaterThanOrEqual(3);
    expect(delta.begin_checkout).toBeGreaterThanOrEqual(2);
    expect(delta.purchase).toBeGreaterThanOrEqual(1);
    expect(after.body).toMatchObject({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });

    const future = await admin.get(
      `/api/admin/checkout-funnel?from=${encodeURIComponent(to)}&to=${encodeURIComponent(new Date(today + 3 * 86_400_000).toISOString())}`,
    );
    expect(future.body.steps.every((step: { sessions: number }) => step.sessions === 0)).toBe(true);

    const gql = await admin.gql(
      `query($from: DateTimeISO!, $to: DateTimeISO!) {
      checkoutFunnel(from: $from, to: $to) { from to steps { eventType sessions } }
    }`,
      { from, to },
    );
    expect(gql.data.checkoutFunnel.steps).toHaveLength(8);
    expect(gql.data.checkoutFunnel.steps[0].sessions).toBeGreaterThanOrEqual(after.body.steps[0].sessions);
  });

  it('runs one SQL query', async () => {
    const queries = await server.countQueries(() =>
      admin.get('/api/admin/checkout-funnel?from=2025-01-01&to=2025-02-01'),
    );
    // One GROUP BY over the daily counts (the actor lookup is the session's).
    expect(queries).toBeLessThanOrEqual(2);
  });

  it.each([
    ['', 'from and to must be ISO date-times with from before to'],
    ['?from=2025-01-01', 'from and to must be ISO date-times with from before to'],
    ['?from=yesterday&to=2025-01-02', 'from and to must be ISO date-times with from before to'],
    ['?from=2025-02-01&to=2025-01-01', 'from and to must be ISO date-times with from before to'],
    ['?from=2023-01-01&to=2025-01-01', 'The range may span at most 366 days'],
  ])('answers 400 for the range %s', async (search, message) => {
    const response = await admin.get(`/api/admin/checkout-funnel${search}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, error: message });
  });
});
