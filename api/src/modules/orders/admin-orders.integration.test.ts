import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { catalogIds, checkoutData, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'orders-admin');

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000', ADMIN_EMAILS: adminEmail });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

async function placeOrder(client: TestClient, productIds: string[], personal: object = {}): Promise<string> {
  const response = await client.post('/api/orders/from-checkout', {
    paymentMethod: 'paypal',
    checkoutData: checkoutData({ personal }),
    cartItems: productIds.map((productId) => ({ productId })),
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

const setStatus = (client: TestClient, id: string, status: unknown) =>
  client.request('PATCH', `/api/admin/orders/${id}/status`, { status });

const SET_STATUS = `mutation($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { id status } }`;

describe('authorization: every admin order operation × {guest, user, admin}', () => {
  let user: TestClient;
  beforeAll(async () => {
    user = server.client();
    await user.register();
  });

  it('REST GET /api/admin/orders: 401, 403, 200', async () => {
    const guest = await server.client().get('/api/admin/orders');
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Unauthorized', error: 'Unauthorized' });
    const customer = await user.get('/api/admin/orders');
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ message: 'Admin access required', error: 'Admin access required' });
    const allowed = await admin.get('/api/admin/orders');
    expect(allowed.status).toBe(200);
    expect(Array.isArray(allowed.body)).toBe(true);
    expect(Number(allowed.headers.get('x-total-count'))).toBeGreaterThanOrEqual(allowed.body.length);
  });

  it('REST PATCH /api/admin/orders/{id}/status: 401, 403, 200 (and the order is untouched until the admin acts)', async () => {
    const orderId = await placeOrder(server.client(), [ids.light]);
    expect((await setStatus(server.client(), orderId, 'paid')).status).toBe(401);
    expect((await setStatus(user, orderId, 'paid')).status).toBe(403);
    const allowed = await setStatus(admin, orderId, 'cancelled');
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ id: orderId, status: 'cancelled' });
  });

  it.each([
    ['adminOrders', '{ adminOrders { id } }'],
    ['adminOrderCount', '{ adminOrderCount }'],
  ])('GraphQL %s: UNAUTHENTICATED, FORBIDDEN, data', async (field, query) => {
    expect((await server.client().gql(query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const forbidden = await user.gql(query);
    expect(forbidden.errors?.[0]).toMatchObject({
      message: 'Admin access required',
      extensions: { code: 'FORBIDDEN' },
    });
    const allowed = await admin.gql(query);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data[field]).toBeDefined();
  });

  it('GraphQL setOrderStatus: UNAUTHENTICATED, FORBIDDEN, data', async () => {
    const orderId = await placeOrder(server.client(), [ids.light]);
    const variables = { id: orderId, status: 'cancelled' };
    expect((await server.client().gql(SET_STATUS, variables)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await user.gql(SET_STATUS, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const allowed = await admin.gql(SET_STATUS, variables);
    expect(allowed.data.setOrderStatus).toEqual({ id: orderId, status: 'cancelled' });
  });
});

describe('admin order list', () => {
  it('shows the admin Order of spec section 3, newest first', async () => {
    const first = await placeOrder(server.client(), [ids.pro, ids.secure]);
    const second = await placeOrder(server.client(), [ids.light]);
    const list = (await admin.get('/api/admin/orders')).body as { id: string }[];
    const positions = [second, first].map((id) => list.findIndex((order) => order.id === id));
    expect(positions[0]).toBeGreaterThanOrEqual(0);
    expect(positions[0]).toBeLessThan(positions[1]);
    const order = list[positions[1]];
    expect(order).toEqual({
      id: first,
      createdAt: expect.any(String),
      status: 'pending',
      totalAmount: '342.49',
      subtotalAmount: '328.00',
      shippingAmount: '14.49',
      vatRate: '19.00',
      vatAmount: '52.37',
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerPhone: '+49 30 1',
      userId: null,
      paymentMethod: 'paypal',
      shippingAddress: JSON.stringify({
        street: 'Main 1',
        city: 'Berlin',
        postalCode: '10117',
        country: 'Germany',
      }),
      orderNotes: null,
      items: [
        expect.objectContaining({
          id: expect.any(String),
          price: '249.00',
          quantity: 1,
          product: expect.objectContaining({
            name: 'Pro Package',
            type: 'device',
            category: 'pro',
            description: expect.any(String),
          }),
        }),
        expect.objectContaining({
          price: '79.00',
          quantity: 1,
          product: expect.objectContaining({ name: 'Secure', type: 'subscription', category: 'secure' }),
        }),
      ],
    });
  });
});

describe('admin order list filters (support staff looking a customer up)', () => {
  it('narrows the list and its count by customer email (any case) and by status, on GraphQL and REST', async () => {
    const email = uniqueEmail('lookup');
    const first = await placeOrder(server.client(), [ids.light], { email: `  ${email.toUpperCase()} ` });
    const second = await placeOrder(server.client(), [ids.pro], { email });
    await placeOrder(server.client(), [ids.light], { email: uniqueEmail('someone-else') });
    expect((await setStatus(admin, first, 'paid')).status).toBe(200);

    const query = `query($email: String, $status: OrderStatus) {
      adminOrderCount(customerEmail: $email, status: $status)
      adminOrders(customerEmail: $email, status: $status) { id status }
    }`;
    const all = await admin.gql(query, { email: ` ${email} ` });
    expect(all.data).toEqual({
      adminOrderCount: 2,
      adminOrders: [
        { id: second, status: 'pending' },
        { id: first, status: 'paid' },
      ],
    });
    const paid = await admin.gql(query, { email, status: 'paid' });
    expect(paid.data).toEqual({ adminOrderCount: 1, adminOrders: [{ id: first, status: 'paid' }] });

    const rest = await admin.get(
      `/api/admin/orders?email=${encodeURIComponent(email.toUpperCase())}&status=pending`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.map((order: { id: string }) => order.id)).toEqual([second]);
    expect(rest.headers.get('x-total-count')).toBe('1');
  });

  it('refuses a filter it cannot apply with a 400 and the message', async () => {
    const badStatus = await admin.get('/api/admin/orders?status=lost');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(
      'Status must be one of: pending, paid, shipped, delivered, cancelled',
    );
    const blankEmail = await admin.gql(`{ adminOrders(customerEmail: "  ") { id } }`);
    expect(blankEmail.errors?.[0]).toMatchObject({
      message: 'Customer email must be a non-empty text',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('status transitions (DECISIONS: pending → paid → shipped → delivered; pending/paid → cancelled)', () => {
  it('moves an order along and refuses other moves with a clear message', async () => {
    const orderId = await placeOrder(server.client(), [ids.light]);
    for (const status of ['paid', 'shipped', 'delivered']) {
      const response = await setStatus(admin, orderId, status);
      expect(response.status).toBe(200);
      expect(response.body.status).toBe(status);
    }
    const again = await setStatus(admin, orderId, 'delivered');
    expect(again.status).toBe(200);
    const back = await setStatus(admin, orderId, 'pending');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('An order cannot go from delivered to pending (delivered is final)');
    const gqlBack = await admin.gql(SET_STATUS, { id: orderId, status: 'cancelled' });
    expect(gqlBack.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });

  it('refuses skipping ahead, unknown statuses and unknown orders', async () => {
    const orderId = await placeOrder(server.client(), [ids.light]);
    const skip = await setStatus(admin, orderId, 'shipped');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(
      'An order cannot go from pending to shipped (it can become paid or cancelled)',
    );
    const unknown = await setStatus(admin, orderId, 'lost');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Status must be one of: pending, paid, shipped, delivered, cancelled');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await setStatus(admin, id, 'paid');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Order not found');
    }
  });
});

describe('subscriptions are created when an order becomes paid', () => {
  it('a plan with a device: active, auto-renewing, duration + 1 free month; cancelling takes it back', async () => {
    const customer = server.client();
    await customer.register();
    const orderId = await placeOrder(customer, [ids.pro, ids.secure]);
    expect((await customer.get('/api/subscriptions')).body).toEqual([]);
    // Two admins clicking at once grant the plan once.
    const clicks = await Promise.all([setStatus(admin, orderId, 'paid'), setStatus(admin, orderId, 'paid')]);
    expect(clicks.map((c) => c.status)).toEqual([200, 200]);
    const subscriptions = (await customer.get('/api/subscriptions')).body;
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      status: 'active',
      autoRenew: true,
      orderId,
      product: { name: 'Secure' },
    });
    const months =
      (Date.parse(subscriptions[0].endDate) - Date.parse(subscriptions[0].startDate)) / (30.44 * 86400e3);
    expect(Math.round(months)).toBe(4);

    const gql = await customer.gql('{ mySubscriptions { id status autoRenew endDate product { name } } }');
    expect(gql.data.mySubscriptions).toEqual([
      {
        id: subscriptions[0].id,
        status: 'active',
        autoRenew: true,
        endDate: subscriptions[0].endDate,
        product: { name: 'Secure' },
      },
    ]);

    await setStatus(admin, orderId, 'cancelled');
    expect((await customer.get('/api/subscriptions')).body[0]).toMatchObject({
      status: 'cancelled',
      autoRenew: false,
    });
  });

  it('a device alone gives its buyer one complimentary month', async () => {
    const buyer = server.client();
    await buyer.register();
    const orderId = await placeOrder(buyer, [ids.light]);
    await setStatus(admin, orderId, 'paid');
    const subscriptions = (await buyer.get('/api/subscriptions')).body;
    expect(subscriptions).toEqual([
      expect.objectContaining({
        status: 'active',
        autoRenew: false,
        product: expect.objectContaining({ name: 'Light Package' }),
      }),
    ]);
  });

  it("never hands a guest's purchase to whoever registers its email (any case), before or after paying", async () => {
    const email = uniqueEmail('guest-buyer');
    const before = server.client();
    await before.register(email);
    const orderId = await placeOrder(server.client(), [ids.light, ids.secure], {
      email: email.toUpperCase(),
    });
    expect((await setStatus(admin, orderId, 'paid')).status).toBe(200);
    expect((await before.get('/api/subscriptions')).body).toEqual([]);
    expect((await before.get('/api/orders')).body).toEqual([]);

    const laterEmail = uniqueEmail('guest-buyer');
    const laterOrder = await placeOrder(server.client(), [ids.pro], { email: laterEmail });
    await setStatus(admin, laterOrder, 'paid');
    const after = server.client();
    await after.register(laterEmail.toUpperCase());
    expect((await after.get('/api/subscriptions')).body).toEqual([]);
  });
});

describe('no N+1 on the admin order list', () => {
  // actor lookup + orders page + total count + all items of the page: a constant 4 statements.
  const BOUND = 5;

  it(`lists 200 orders × 2 items in at most ${BOUND} SQL statements, on REST and GraphQL`, async () => {
    const marker = uniqueEmail('bulk');
    await server.db.dataSource.query(
      `WITH o AS (
         INSERT INTO "orders" ("customer_name", "customer_email", "payment_method", "total_amount", "subtotal_amount",
                               "shipping_amount", "vat_rate", "vat_amount")
         SELECT 'Bulk ' || g, $1, 'paypal', '342.49', '328.00', '14.49', '19', '52.37' FROM generate_series(1, 200) g
         RETURNING "id")
       INSERT INTO "order_items" ("order_id", "product_id", "product_name", "product_type", "product_category", "price", "quantity")
       SELECT o."id", p."id", p."name", p."type", p."category", p."price", 1
       FROM o CROSS JOIN "products" p WHERE p."id" IN ($2, $3)`,
      [marker, ids.pro, ids.secure],
    );

    let body: { customerEmail: string; items: unknown[] }[] = [];
    const rest = await server.countQueries(async () => {
      body = (await admin.get('/api/admin/orders?limit=1000')).body;
    });
    const bulk = body.filter((order) => order.customerEmail === marker);
    expect(bulk).toHaveLength(200);
    expect(bulk.every((order) => order.items.length === 2)).toBe(true);
    expect(rest).toBeLessThanOrEqual(BOUND);
    const small = await server.countQueries(() => admin.get('/api/admin/orders?limit=2'));
    expect(rest).toBe(small);

    let data:
      { adminOrders: { customerEmail: string; items: { product: { name: string } }[] }[] } | undefined;
    const graphql = await server.countQueries(async () => {
      data = (
        await admin.gql(
          '{ adminOrders(limit: 1000) { id customerEmail items { id price quantity product { name description type category } } } }',
        )
      ).data;
    });
    const gqlBulk = data?.adminOrders.filter((order) => order.customerEmail === marker) ?? [];
    expect(gqlBulk).toHaveLength(200);
    expect(gqlBulk.every((order) => order.items.length === 2)).toBe(true);
    expect(graphql).toBeLessThanOrEqual(BOUND);
  });
});
