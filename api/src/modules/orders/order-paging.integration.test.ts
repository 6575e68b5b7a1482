import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placeOrder } from '../../test/order-actions';
import { cloneRows, walkConnection, walkLinks } from '../../test/paging';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'order-paging');

const ORDERS = `query($first: Int, $after: String, $filter: OrderFilter) {
  orders(first: $first, after: $after, filter: $filter) {
    edges { cursor node { id status createdAt } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

/** `count` orders of one new buyer: copies of one placed order, some sharing a created_at to the microsecond. */
async function ordersOfNewBuyer(count: number, status = 'pending') {
  const email = uniqueEmail('paging-buyer');
  const template = await placeOrder(server.client(), [ids.light], { email });
  await server.db.dataSource.query(`UPDATE "orders" SET "status" = $2 WHERE "id" = $1`, [template, status]);
  // Three orders per microsecond-exact instant: the id alone orders them, and a cursor must keep µs.
  const copies = await cloneRows(server.db.dataSource, 'orders', template, count - 1, {
    checkout_id: 'NULL',
    idempotency_key: 'NULL',
    created_at: `'2026-01-01T00:00:00.000001Z'::timestamptz + (g / 3) * interval '1.000001 second'`,
  });
  return { email, ids: [template, ...copies] };
}

async function newestFirst(orderIds: string[]): Promise<string[]> {
  const rows: { id: string }[] = await server.db.dataSource.query(
    `SELECT "id" FROM "orders" WHERE "id" = ANY($1) ORDER BY "created_at" DESC, "id" DESC`,
    [orderIds],
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000', ADMIN_EMAILS: adminEmail });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

describe('orders(first, after, filter): a Relay connection', () => {
  it('walks every order of a filter exactly once, newest first, with the total', async () => {
    const buyer = await ordersOfNewBuyer(130);
    const walk = await walkConnection(
      admin,
      ORDERS,
      { first: 50, filter: { customerEmail: buyer.email.toUpperCase() } },
      (data) => data.orders,
    );
    expect(walk.pages).toBe(3);
    expect(walk.ids).toEqual(await newestFirst(buyer.ids));
    expect(walk.totalCount).toBe(130);
  });

  it('neither skips nor repeats a surviving order when orders come and go between pages', async () => {
    const buyer = await ordersOfNewBuyer(60);
    const expected = await newestFirst(buyer.ids);
    const deleted = expected[45];
    const walk = await walkConnection(
      admin,
      ORDERS,
      { first: 20, filter: { customerEmail: buyer.email } },
      (data) => data.orders,
      async (page) => {
        if (page !== 1) return;
        await server.db.dataSource.query(`DELETE FROM "orders" WHERE "id" = $1`, [deleted]);
        await placeOrder(server.client(), [ids.pro], { email: buyer.email });
      },
    );
    expect(walk.ids).toEqual(expected.filter((id) => id !== deleted));
  });

  it('filters by status, on its own and with the email', async () => {
    const buyer = await ordersOfNewBuyer(7, 'shipped');
    const both = await admin.gql(ORDERS, { filter: { status: 'shipped', customerEmail: buyer.email } });
    expect(both.data.orders.totalCount).toBe(7);
    const shipped = await admin.gql(ORDERS, { first: 100, filter: { status: 'shipped' } });
    expect(shipped.data.orders.edges.every((edge: any) => edge.node.status === 'shipped')).toBe(true);
    const none = await admin.gql(ORDERS, { filter: { status: 'delivered', customerEmail: buyer.email } });
    expect(none.data.orders).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
      totalCount: 0,
    });
  });

  it.each([0, 101, -1])('refuses first: %p with BAD_USER_INPUT', async (first) => {
    const response = await admin.gql(ORDERS, { first });
    expect(response.errors?.[0]).toMatchObject({
      message: 'first must be a whole number from 1 to 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it.each([
    'not-a-cursor',
    Buffer.from('["k1","2026-01-01","x"]').toString('base64url'),
    Buffer.from('{}').toString('base64url'),
  ])('refuses a malformed after (%s) with BAD_USER_INPUT', async (after) => {
    const response = await admin.gql(ORDERS, { after });
    expect(response.errors?.[0]).toMatchObject({
      message: 'after is not a cursor this list gave out: start again from the first page',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is for staff only', async () => {
    expect((await server.client().gql(ORDERS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const customer = server.client();
    await customer.register();
    expect((await customer.gql(ORDERS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('REST GET /api/admin/orders: pages linked by rel="next"', () => {
  it('follows Link to the last page, every order once, with X-Total-Count', async () => {
    const buyer = await ordersOfNewBuyer(23);
    const first = await admin.get(`/api/admin/orders?email=${encodeURIComponent(buyer.email)}&limit=10`);
    expect(first.body).toHaveLength(10);
    expect(first.headers.get('link')).toMatch(
      /^<\/api\/admin\/orders\?email=[^>]*&limit=10&after=[\w-]+>; rel="next"$/,
    );
    const walk = await walkLinks(
      admin,
      `/api/admin/orders?email=${encodeURIComponent(buyer.email)}&limit=10`,
    );
    expect(walk.pages).toBe(3);
    expect(walk.ids).toEqual(await newestFirst(buyer.ids));
    expect(walk.totalCount).toBe('23');
  });

  it('answers 50 by default and no Link on the last page', async () => {
    const buyer = await ordersOfNewBuyer(3);
    const response = await admin.get(`/api/admin/orders?email=${encodeURIComponent(buyer.email)}`);
    expect(response.body).toHaveLength(3);
    expect(response.headers.get('link')).toBeNull();
    expect((await admin.get('/api/admin/orders')).body.length).toBeLessThanOrEqual(50);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['after=garbage', 'after is not a cursor this list gave out: start again from the first page'],
    ['offset=50', 'offset is not supported: follow the Link header (rel="next") to the next page'],
  ])('answers 400 to ?%s', async (query, message) => {
    const response = await admin.get(`/api/admin/orders?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });
});

describe("a customer's own orders: me { orders } and GET /api/orders", () => {
  let customer: TestClient;
  let placed: string[];
  beforeAll(async () => {
    customer = server.client();
    const { user } = await customer.register();
    const template = await placeOrder(customer, [ids.light]);
    const copies = await cloneRows(server.db.dataSource, 'orders', template, 11, {
      checkout_id: 'NULL',
      idempotency_key: 'NULL',
      created_at: `now() - g * interval '1 minute'`,
    });
    placed = await newestFirst([template, ...copies]);
    expect(user.id).toBeTruthy();
  });

  const MINE = `query($first: Int, $after: String) {
    me { orders(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } totalCount } }
  }`;

  it('pages through all of them', async () => {
    const walk = await walkConnection(customer, MINE, { first: 5 }, (data) => data.me.orders);
    expect(walk.ids).toEqual(placed);
    expect(walk.pages).toBe(3);
    expect(walk.totalCount).toBe(12);
    const rest = await walkLinks(customer, '/api/orders?limit=5');
    expect(rest.ids).toEqual(placed);
    expect(rest.totalCount).toBeNull();
  });

  it("refuses another user's orders, and guests", async () => {
    const users = await admin.gql(`{ adminUsers(limit: 1) { orders { totalCount } } }`);
    expect(users.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.client().get('/api/orders')).status).toBe(401);
  });

  it('keeps the deprecated lists working, marked with their replacement', async () => {
    const mine = await customer.gql('{ myOrders { id } }');
    expect(mine.data.myOrders.map((order: { id: string }) => order.id)).toEqual(placed);
    const old = await admin.gql('{ adminOrders(limit: 2) { id } }');
    expect(old.data.adminOrders).toHaveLength(2);
    const schema = await admin.gql(
      `{ __type(name: "Query") { fields(includeDeprecated: true) { name deprecationReason } } }`,
    );
    const reasons = Object.fromEntries(
      schema.data.__type.fields.map((field: { name: string; deprecationReason: string | null }) => [
        field.name,
        field.deprecationReason,
      ]),
    );
    expect(reasons.myOrders).toMatch(/me \{ orders\(first, after\) \}/);
    expect(reasons.adminOrders).toMatch(/orders\(first, after, filter\)/);
  });
});
