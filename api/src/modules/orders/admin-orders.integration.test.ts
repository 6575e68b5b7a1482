import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placeOrder, SET_ORDER_STATUS, setOrderStatus } from '../../test/order-actions';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
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
    expect((await setOrderStatus(server.client(), orderId, 'paid')).status).toBe(401);
    expect((await setOrderStatus(user, orderId, 'paid')).status).toBe(403);
    const allowed = await setOrderStatus(admin, orderId, 'cancelled');
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
    expect((await server.client().gql(SET_ORDER_STATUS, variables)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await user.gql(SET_ORDER_STATUS, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const allowed = await admin.gql(SET_ORDER_STATUS, variables);
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
      // No provider configured and a device out of stock: the waitlist step, not sent to pay.
      paymentStatus: 'UNPAID',
      paymentUrl: null,
      totalAmount: '342.49',
      subtotalAmount: '328.00',
      shippingAmount: '14.49',
      vatRate: '19.00',
      vatAmount: '52.37',
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerPhone: '+49 30 1',
      discountAmount: '0.00',
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
    expect((await setOrderStatus(admin, first, 'paid')).status).toBe(200);

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
      'Status must be one of: pending, paid, shipped, delivered, cancelled, refunded',
    );
    const blankEmail = await admin.gql(`{ adminOrders(customerEmail: "  ") { id } }`);
    expect(blankEmail.errors?.[0]).toMatchObject({
      message: 'Customer email must be a non-empty text',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
