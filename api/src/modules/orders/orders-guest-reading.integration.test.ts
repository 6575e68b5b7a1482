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

describe('guest orders and validation', () => {
  it('reads every cart line shape of spec section 3 and ignores client prices', async () => {
    const created = await server.client().post('/api/orders/from-checkout', {
      status: 'pending',
      totalAmount: '0.01',
      paymentMethod: 'stripe',
      checkoutData: checkoutData({ address: { country: 'AT' } }),
      cartItems: [
        { cart_items: { id: 'x', quantity: 1 }, products: { id: ids.pro, price: '0.01' } },
        { product: { id: ids.flexi, price: '0.01' }, quantity: 2 },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId: null, totalAmount: '321.49', subtotalAmount: '307.00' });
  });

  it.each([
    [{ paymentMethod: 'bitcoin' }, 400, "Payment method must be 'paypal', 'stripe' or 'bank_transfer'"],
    [{ cartItems: [] }, 400, 'Please add items to your cart before checkout.'],
    [{ cartItems: 'pro' }, 400, 'cartItems must be a list'],
    [{ cartItems: [{ productId: '00000000-0000-4000-8000-000000000000' }] }, 404, 'Product not found'],
    [{ cartItems: [{ productId: 'PRO', quantity: 0 }] }, 400, 'Quantity must be at least 1'],
    [{ checkoutData: checkoutData({ personal: { email: 'nope' } }) }, 400, 'Please enter a valid email'],
    [{ checkoutData: checkoutData({ address: { city: ' ' } }) }, 400, 'City is required'],
    [{ checkoutData: { checkoutId: '00000000-0000-4000-8000-000000000000' } }, 404, 'Checkout not found'],
  ])('answers %j with %i and its message', async (overrides, status, message) => {
    const body = {
      paymentMethod: 'paypal',
      checkoutData: checkoutData(),
      cartItems: [{ productId: ids.light }],
      ...overrides,
    };
    const response = await server.client().post('/api/orders/from-checkout', body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message });
  });

  it('refuses two devices with the cart message', async () => {
    const response = await server.client().post('/api/orders/from-checkout', {
      paymentMethod: 'paypal',
      checkoutData: checkoutData(),
      cartItems: [{ productId: ids.pro }, { productId: ids.light }],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^You can only purchase one device package/);
  });

  it("keeps a signed-in buyer's checkout from anybody else", async () => {
    const owner = await signedInWithCart(server, [ids.pro]);
    const checkoutId = await saveCheckout(owner, ids.pro);
    const response = await server
      .client()
      .post('/api/orders/from-checkout', { paymentMethod: 'paypal', checkoutData: { checkoutId } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Checkout not found' });
  });
});

describe('reading orders', () => {
  it('GET /api/orders and /api/subscriptions answer 401 to guests', async () => {
    for (const path of ['/api/orders', '/api/subscriptions']) {
      const response = await server.client().get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it("lists only the caller's orders, newest first", async () => {
    const client = await signedInWithCart(server, []);
    const other = await signedInWithCart(server, []);
    const place = (c: TestClient, productId: string) =>
      c.post('/api/orders/from-checkout', {
        paymentMethod: 'paypal',
        checkoutData: checkoutData(),
        cartItems: [{ productId }],
      });
    const first = (await place(client, ids.light)).body.id;
    const second = (await place(client, ids.pro)).body.id;
    await place(other, ids.pro);
    const orders = (await client.get('/api/orders')).body as { id: string }[];
    expect(orders.map((o) => o.id)).toEqual([second, first]);
    expect((await client.get('/api/subscriptions')).body).toEqual([]);
  });
});

describe('GraphQL orders', () => {
  const CREATE = `mutation($input: CreateOrderInput!) {
    createOrderFromCheckout(input: $input) {
      id status totalAmount shippingAmount customerName createdAt
      items { id price quantity product { name type category } }
    }
  }`;

  it('createOrderFromCheckout and myOrders agree with REST; same checkout → same order', async () => {
    const client = await signedInWithCart(server, [ids.pro, ids.secure]);
    const checkoutId = await saveCheckout(client, ids.pro);
    const input = { paymentMethod: 'paypal', checkoutData: { checkoutId } };
    const first = await client.gql(CREATE, { input });
    expect(first.errors).toBeUndefined();
    expect(first.data.createOrderFromCheckout).toMatchObject({
      status: 'pending',
      totalAmount: '342.49',
      shippingAmount: '14.49',
    });
    expect(first.data.createOrderFromCheckout.items).toHaveLength(2);
    const second = await client.gql(CREATE, { input });
    expect(second.data.createOrderFromCheckout.id).toBe(first.data.createOrderFromCheckout.id);
    // The new order (and its items) came back with its insert; the replay is loaded: same answer.
    expect(JSON.stringify(second.data)).toBe(JSON.stringify(first.data));
    const mine = await client.gql('{ myOrders { id totalAmount status items { product { name } } } }');
    expect(mine.data.myOrders).toEqual([
      {
        id: first.data.createOrderFromCheckout.id,
        totalAmount: '342.49',
        status: 'pending',
        items: expect.any(Array),
      },
    ]);
  });

  it('answers UNAUTHENTICATED for myOrders and mySubscriptions as a guest, and validation errors as BAD_USER_INPUT', async () => {
    const guest = server.client();
    for (const query of ['{ myOrders { id } }', '{ mySubscriptions { id } }']) {
      const result = await guest.gql(query);
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const bad = await guest.gql(CREATE, {
      input: {
        paymentMethod: 'stripe',
        checkoutData: { ...checkoutData({ personal: { firstName: '' } }), accountType: undefined },
        cartItems: [{ productId: ids.light }],
      },
    });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'First name is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
