import { catalogIds, checkoutData, type CatalogIds } from '../../test/shop-fixtures';
import { saveCheckout, signedInWithCart } from '../../test/order-actions';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000' });
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

describe('Done when: a signed-in customer orders and sees the server total', () => {
  it('Germany, Pro + Secure, tampered total 0.01 → pending 342.49', async () => {
    const client = await signedInWithCart(server, [ids.pro, ids.secure]);
    const checkoutId = await saveCheckout(client, ids.pro, { country: 'DE' });
    const cartItems = (await client.get('/api/cart')).body;
    const created = await client.post('/api/orders/from-checkout', {
      status: 'pending',
      totalAmount: '0.01',
      paymentMethod: 'paypal',
      checkoutData: checkoutData({ checkoutId }),
      cartItems,
    });
    expect(created.status).toBe(201);
    // Answered from the insert: byte for byte what the list (loaded by TypeORM) gives.
    expect(JSON.stringify([created.body])).toBe(JSON.stringify((await client.get('/api/orders')).body));
    expect(created.body).toMatchObject({
      id: expect.any(String),
      status: 'pending',
      totalAmount: '342.49',
      subtotalAmount: '328.00',
      shippingAmount: '14.49',
      vatRate: '19.00',
      vatAmount: '52.37',
      paymentMethod: 'paypal',
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
    });
    expect(JSON.parse(created.body.shippingAddress)).toEqual({
      street: 'Unter den Linden 1',
      city: 'Berlin',
      postalCode: '10117',
      country: 'Germany',
    });
    expect(
      created.body.items.map((item: { product: { name: string }; price: string }) => [
        item.product.name,
        item.price,
      ]),
    ).toEqual([
      ['Pro Package', '249.00'],
      ['Secure', '79.00'],
    ]);

    const orders = await client.get('/api/orders');
    expect(orders.status).toBe(200);
    expect(orders.body).toHaveLength(1);
    expect(orders.body[0]).toMatchObject({ id: created.body.id, status: 'pending', totalAmount: '342.49' });
  });

  it('Switzerland, Light, from the server cart (no cartItems sent) → 165.99', async () => {
    const client = await signedInWithCart(server, [ids.light]);
    const checkoutId = await saveCheckout(client, ids.light, { country: 'Switzerland' });
    const created = await client.post('/api/orders/from-checkout', {
      status: 'pending',
      totalAmount: '1.00',
      paymentMethod: 'stripe',
      checkoutData: { checkoutId },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      totalAmount: '165.99',
      shippingAmount: '16.99',
      vatRate: '8.10',
      paymentMethod: 'stripe',
    });
    expect((await client.get('/api/orders')).body[0].totalAmount).toBe('165.99');
    expect((await client.get('/api/cart')).body).toEqual([]);
  });

  it('takes the ordered lines out of the server cart, and only those', async () => {
    const client = await signedInWithCart(server, [ids.pro, ids.secure]);
    const created = await client.post('/api/orders/from-checkout', {
      paymentMethod: 'paypal',
      checkoutData: checkoutData(),
      cartItems: [{ productId: ids.pro, quantity: 1 }],
    });
    expect(created.status).toBe(201);
    const cart = (await client.get('/api/cart')).body as { products: { id: string } }[];
    expect(cart.map((line) => line.products.id)).toEqual([ids.secure]);
  });
});

describe('idempotency', () => {
  it('the same checkout sent twice, racing, makes one order', async () => {
    const client = await signedInWithCart(server, [ids.pro]);
    const checkoutId = await saveCheckout(client, ids.pro);
    const body = {
      status: 'pending',
      totalAmount: '249.00',
      paymentMethod: 'paypal',
      checkoutData: { checkoutId },
    };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/orders/from-checkout', body)),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect((await client.get('/api/orders')).body).toHaveLength(1);
    const again = await client.post('/api/orders/from-checkout', { ...body, paymentMethod: 'stripe' });
    expect(again.body).toMatchObject({ id: responses[0].body.id, paymentMethod: 'paypal' });
    // The new order's answer (built from the INSERT's RETURNING row) is byte for byte the one a
    // replay or the list gives (both loaded by TypeORM).
    const fresh = responses.find((r) => r.headers.get('idempotent-replayed') !== 'true')!;
    expect(JSON.stringify(fresh.body)).toBe(JSON.stringify(again.body));
    expect(JSON.stringify([fresh.body])).toBe(JSON.stringify((await client.get('/api/orders')).body));
  });

  it('an Idempotency-Key header makes a guest order idempotent, also racing', async () => {
    const key = `key-${Date.now()}-${Math.random()}`;
    const body = {
      paymentMethod: 'paypal',
      checkoutData: checkoutData(),
      cartItems: [{ productId: ids.light }],
    };
    const guests = [server.client(), server.client(), server.client()];
    const responses = await Promise.all(
      guests.map((guest) =>
        guest.request('POST', '/api/orders/from-checkout', body, { 'Idempotency-Key': key }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(responses[0].body.userId).toBeNull();
  });

  it("scopes a key to its caller: another customer's or guest's same key makes their own order, never answers the first", async () => {
    const key = `key-${Date.now()}-${Math.random()}`;
    const body = (email: string) => ({
      paymentMethod: 'paypal',
      checkoutData: checkoutData({ personal: { email, firstName: email.split('@')[0] } }),
      cartItems: [{ productId: ids.light }],
    });
    const place = (client: TestClient, email: string) =>
      client.request('POST', '/api/orders/from-checkout', body(email), { 'Idempotency-Key': key });

    const owner = await signedInWithCart(server, []);
    const first = await place(owner, 'owner@example.com');
    expect(first.status).toBe(201);
    expect((await place(owner, 'owner@example.com')).body.id).toBe(first.body.id);
    const other = await signedInWithCart(server, []);
    const theirs = await place(other, 'other@example.com');
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);

    const guestOrder = await place(server.client(), 'guest@example.com');
    expect(guestOrder.status).toBe(201);
    expect([first.body.id, theirs.body.id]).not.toContain(guestOrder.body.id);
    // Another guest replaying the key learns nothing of that guest's order.
    const stranger = await place(server.client(), 'stranger@example.com');
    expect(stranger.status).toBe(201);
    expect(stranger.body.id).not.toBe(guestOrder.body.id);
    expect(JSON.stringify(stranger.body)).not.toContain('guest@example.com');
    // The same guest retrying (any case) gets the same order back.
    const retry = await place(server.client(), 'GUEST@example.com');
    expect(retry.body.id).toBe(guestOrder.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });
});
