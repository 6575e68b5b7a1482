import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placeOrder, setOrderStatus } from '../../test/order-actions';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'order-detail-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const MY_ORDER = `query($id: ID!) {
  myOrder(id: $id) {
    id status totalAmount vatRate vatAmount shippingAmount shippingAddress
    items { quantity price product { name } }
    statusHistory { status changedAt }
  }
}`;

async function customerWithOrder(): Promise<{ owner: TestClient; orderId: string }> {
  const owner = server.client();
  await owner.register();
  const orderId = await placeOrder(owner, [ids.pro, ids.secure]);
  return { owner, orderId };
}

describe('GET /api/orders/{id}: one of my orders in full', () => {
  it('the owner gets items, delivery, VAT, address and the status history, oldest first', async () => {
    const { owner, orderId } = await customerWithOrder();
    expect((await setOrderStatus(admin, orderId, 'paid')).status).toBe(200);
    expect((await setOrderStatus(admin, orderId, 'shipped')).status).toBe(200);
    // Setting the same status again is no change and writes no step.
    expect((await setOrderStatus(admin, orderId, 'shipped')).status).toBe(200);

    const response = await owner.get(`/api/orders/${orderId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: orderId,
      status: 'shipped',
      totalAmount: expect.any(String),
      shippingAmount: expect.any(String),
      vatRate: expect.any(String),
      vatAmount: expect.any(String),
    });
    expect(JSON.parse(response.body.shippingAddress)).toMatchObject({ city: 'Berlin' });
    expect(response.body.items.map((item: { product: { name: string } }) => item.product.name)).toEqual([
      'Pro Package',
      'Secure',
    ]);
    const history = response.body.statusHistory as { status: string; changedAt: string }[];
    expect(history.map((step) => step.status)).toEqual(['pending', 'paid', 'shipped']);
    const times = history.map((step) => Date.parse(step.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("answers the same 404 'Order not found' for another customer's order, an unknown id and a bad id", async () => {
    const { orderId } = await customerWithOrder();
    const other = server.client();
    await other.register();
    for (const id of [orderId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await other.get(`/api/orders/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Order not found' });
    }
  });

  it('answers 401 to a guest', async () => {
    const { orderId } = await customerWithOrder();
    const response = await server.client().get(`/api/orders/${orderId}`);
    expect(response.status).toBe(401);
  });

  it('a refused move writes no step: the history follows the status, transaction for transaction', async () => {
    const { owner, orderId } = await customerWithOrder();
    expect((await setOrderStatus(admin, orderId, 'shipped')).status).toBe(409);
    const history = (await owner.get(`/api/orders/${orderId}`)).body.statusHistory;
    expect(history.map((step: { status: string }) => step.status)).toEqual(['pending']);
  });

  it('records a cancellation in the history', async () => {
    const { owner, orderId } = await customerWithOrder();
    expect((await setOrderStatus(admin, orderId, 'cancelled')).status).toBe(200);
    const history = (await owner.get(`/api/orders/${orderId}`)).body.statusHistory;
    expect(history.map((step: { status: string }) => step.status)).toEqual(['pending', 'cancelled']);
  });
});

describe('GraphQL myOrder(id)', () => {
  it('the owner reads it; another customer gets NOT_FOUND; a guest UNAUTHENTICATED', async () => {
    const { owner, orderId } = await customerWithOrder();
    expect((await setOrderStatus(admin, orderId, 'paid')).status).toBe(200);
    const mine = await owner.gql(MY_ORDER, { id: orderId });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myOrder).toMatchObject({ id: orderId, status: 'paid' });
    expect(mine.data.myOrder.items).toHaveLength(2);
    expect(mine.data.myOrder.statusHistory.map((step: { status: string }) => step.status)).toEqual([
      'pending',
      'paid',
    ]);

    const other = server.client();
    await other.register();
    for (const id of [orderId, 'nope']) {
      const theirs = await other.gql(MY_ORDER, { id });
      expect(theirs.data).toBeNull();
      expect(theirs.errors?.[0]).toMatchObject({
        message: 'Order not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }

    const guest = await server.client().gql(MY_ORDER, { id: orderId });
    expect(guest.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('Order.statusHistory on a list', () => {
  it('reads the histories of a whole list in one query', async () => {
    const owner = server.client();
    await owner.register();
    for (let i = 0; i < 3; i++) {
      const orderId = await placeOrder(owner, [ids.light]);
      expect((await setOrderStatus(admin, orderId, 'paid')).status).toBe(200);
    }
    const query = '{ myOrders { id statusHistory { status } } }';
    const withHistory = await server.countQueries(() => owner.gql(query));
    const without = await server.countQueries(() => owner.gql('{ myOrders { id } }'));
    expect(withHistory - without).toBe(1);
    const { data } = await owner.gql(query);
    expect(
      data.myOrders.map((order: { statusHistory: { status: string }[] }) => order.statusHistory),
    ).toEqual(Array(3).fill([{ status: 'pending' }, { status: 'paid' }]));
  });
});
