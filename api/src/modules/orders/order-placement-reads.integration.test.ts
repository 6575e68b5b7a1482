import { catalogIds, checkoutData, checkoutPayload, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';

/**
 * A signed-in buyer's order from a saved checkout reads its checkout, a retry's earlier order and
 * the address's order counter in ONE statement (order-placement-reads.ts); a guest's goes one read
 * after another. Both count on the same counter, with the same answers.
 */
let server: TestServer;
let ids: CatalogIds;
let lastAddress = 0;
const nextAddress = () => `198.51.100.${(lastAddress += 1)}`;
const LIMIT = 3;
const TOO_MANY = 'Too many orders from this address. Please try again later.';

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', CHECKOUT_MAX_PER_IP: String(LIMIT) });
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

/** A new customer with a saved checkout of the Secure plan (saved from an address of its own). */
async function customerWithCheckout(): Promise<{ client: TestClient; checkoutId: string }> {
  const client = server.client();
  await client.register();
  const saved = await client.request('POST', '/api/checkout', checkoutPayload(ids.secure), {
    'x-forwarded-for': nextAddress(),
  });
  expect(saved.status).toBe(201);
  return { client, checkoutId: saved.body.id as string };
}

const orderFrom = (client: TestClient, checkoutId: string, address: string) =>
  client.request(
    'POST',
    '/api/orders/from-checkout',
    { paymentMethod: 'paypal', checkoutData: { checkoutId } },
    { 'x-forwarded-for': address },
  );

const guestOrder = (address: string) =>
  server
    .client()
    .request(
      'POST',
      '/api/orders/from-checkout',
      { paymentMethod: 'paypal', checkoutData: checkoutData(), cartItems: [{ productId: ids.light }] },
      { 'x-forwarded-for': address },
    );

it('counts signed-in and guest orders of one address together, then answers 429 and writes nothing', async () => {
  const address = nextAddress();
  const first = await customerWithCheckout();
  const second = await customerWithCheckout();
  const third = await customerWithCheckout();
  expect((await orderFrom(first.client, first.checkoutId, address)).status).toBe(201);
  expect((await guestOrder(address)).status).toBe(201);
  expect((await orderFrom(second.client, second.checkoutId, address)).status).toBe(201);

  const refused = await orderFrom(third.client, third.checkoutId, address);
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ message: TOO_MANY });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await guestOrder(address)).status).toBe(429);
  const orders = await third.client.get('/api/orders');
  expect(orders.body).toEqual([]);
  // Another address is not affected.
  expect((await orderFrom(third.client, third.checkoutId, nextAddress())).status).toBe(201);
});

it('answers a retry of a placed checkout with its order, spending no point, past the limit too', async () => {
  const address = nextAddress();
  const { client, checkoutId } = await customerWithCheckout();
  const placed = await orderFrom(client, checkoutId, address);
  expect(placed.status).toBe(201);
  for (let i = 0; i < LIMIT + 1; i += 1) {
    const retry = await orderFrom(client, checkoutId, address);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(placed.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  }
  // The retries spent nothing: the address still has LIMIT - 1 new orders.
  for (let i = 0; i < LIMIT - 1; i += 1) expect((await guestOrder(address)).status).toBe(201);
  expect((await guestOrder(address)).status).toBe(429);
});

it("answers another customer's checkout, or an unknown one, as not found without spending a point", async () => {
  const address = nextAddress();
  const owner = await customerWithCheckout();
  const other = await customerWithCheckout();
  for (const checkoutId of [owner.checkoutId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    const refused = await orderFrom(other.client, checkoutId, address);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Checkout not found' });
  }
  for (let i = 0; i < LIMIT; i += 1) expect((await guestOrder(address)).status).toBe(201);
});

it('places a signed-in order from a saved checkout and the server cart in three statements', async () => {
  const { client, checkoutId } = await customerWithCheckout();
  expect((await client.post('/api/cart', { productId: ids.secure })).status).toBe(200);
  let response: Awaited<ReturnType<typeof orderFrom>> | undefined;
  // The session (with the cart), the reads, then the order with all that belongs to it.
  const statements = await server.countQueries(async () => {
    response = await orderFrom(client, checkoutId, nextAddress());
  });
  expect(response?.status).toBe(201);
  expect(response?.body.items).toEqual([expect.objectContaining({ productId: ids.secure, quantity: 1 })]);
  expect(statements).toBe(3);
  // The ordered line left the cart.
  expect((await client.get('/api/cart')).body).toEqual([]);
});
