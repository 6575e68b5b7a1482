import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';

interface ProductJson {
  id: string;
  name: string;
  type: string;
  category: string;
}

let server: TestServer;
let products: Record<string, ProductJson>;

const ONE_DEVICE =
  'You can only purchase one device package. Please remove the current device from your cart to select a different one.';
const ONE_SUBSCRIPTION =
  'You can only purchase one subscription plan. Please remove the current subscription from your cart to select a different one.';

beforeAll(async () => {
  server = await startTestServer();
  const list = await server.client().get<ProductJson[]>('/api/products');
  products = Object.fromEntries(list.body.map((product) => [product.category, product]));
});
afterAll(() => server.close());

async function signedIn(): Promise<TestClient> {
  const client = server.client();
  await client.register();
  return client;
}

describe('catalog', () => {
  it('lists the five seeded products over REST with exact prices and the spec feature lines', async () => {
    const response = await server.client().get('/api/products');
    expect(response.status).toBe(200);
    expect(response.body.map((p: { name: string; price: string }) => [p.name, p.price])).toEqual([
      ['Light Package', '149.00'],
      ['Pro Package', '249.00'],
      ['Flexi', '29.00'],
      ['Secure', '79.00'],
      ['Ultimate', '149.00'],
    ]);
    const light = response.body[0];
    expect(light.features.slice(0, 3)).toEqual([
      'Up to 30 Mbps Speed',
      'Wifi 5',
      '1 Gigabit WAN, 2 Gigabit LAN, 1 USB 2.0',
    ]);
    expect(response.body[1].features.slice(0, 3)).toEqual([
      'Up to 150 Mbps Speed',
      'Wi-Fi 6 efficiency, future-proof',
      '1 x 2.5 Gbps WAN, 1 Gigabit LAN, USB 3.0',
    ]);
    expect(response.body.map((p: { duration: number | null }) => p.duration)).toEqual([null, null, 1, 3, 6]);
  });

  it('gives the same catalog over GraphQL, and NOT_FOUND for an unknown product', async () => {
    const client = server.client();
    const { data } = await client.gql(`{ products { id name type category price duration } }`);
    expect(data.products).toHaveLength(5);
    expect(data.products[1]).toMatchObject({
      name: 'Pro Package',
      type: 'device',
      category: 'pro',
      price: '249.00',
    });
    const missing = await client.gql(`{ product(id: "00000000-0000-4000-8000-000000000000") { id } }`);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Product not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const garbage = await client.gql(`{ product(id: "not-a-uuid") { id } }`);
    expect(garbage.errors?.[0].message).toBe('Product not found');
    expect((await client.get('/api/products/not-a-uuid')).status).toBe(404);
  });
});

describe('cart over REST', () => {
  it('answers 401 Unauthorized to guests on every cart route', async () => {
    const guest = server.client();
    const calls = [
      guest.get('/api/cart'),
      guest.post('/api/cart', { productId: products.pro.id }),
      guest.put('/api/cart/00000000-0000-4000-8000-000000000000', { quantity: 2 }),
      guest.delete('/api/cart/00000000-0000-4000-8000-000000000000'),
      guest.delete('/api/cart'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body.message).toContain('Unauthorized');
    }
  });

  it('adds with default quantity 1, raises the quantity for the same product, and lists {cart_items, products}', async () => {
    const client = await signedIn();
    const first = await client.post('/api/cart', { productId: products.pro.id });
    expect(first.status).toBe(200);
    expect(first.body.cart_items.quantity).toBe(1);
    expect(first.body.products).toMatchObject({ name: 'Pro Package', price: '249.00' });
    const again = await client.post('/api/cart', { productId: products.pro.id, quantity: 2 });
    expect(again.body.cart_items).toMatchObject({ id: first.body.cart_items.id, quantity: 3 });
    const list = await client.get('/api/cart');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ cart_items: { quantity: 3 }, products: { category: 'pro' } });
  });

  it('allows one device and one subscription, with the spec messages for a second of either', async () => {
    const client = await signedIn();
    expect((await client.post('/api/cart', { productId: products.light.id })).status).toBe(200);
    expect((await client.post('/api/cart', { productId: products.secure.id })).status).toBe(200);
    const device = await client.post('/api/cart', { productId: products.pro.id });
    expect(device.status).toBe(409);
    expect(device.body).toEqual({ message: ONE_DEVICE });
    const plan = await client.post('/api/cart', { productId: products.flexi.id });
    expect(plan.status).toBe(409);
    expect(plan.body).toEqual({ message: ONE_SUBSCRIPTION });
    expect((await client.get('/api/cart')).body).toHaveLength(2);
  });

  it("answers 'Product not found' for an unknown product and 400 for a quantity below 1", async () => {
    const client = await signedIn();
    const unknown = await client.post('/api/cart', { productId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Product not found' });
    expect((await client.post('/api/cart', { productId: 'nonsense' })).body).toEqual({
      message: 'Product not found',
    });
    const zero = await client.post('/api/cart', { productId: products.pro.id, quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({ message: 'Quantity must be at least 1' });
    const fraction = await client.post('/api/cart', { productId: products.pro.id, quantity: 1.5 });
    expect(fraction.status).toBe(400);
  });

  it('changes quantities (never below 1), removes one line and clears the cart', async () => {
    const client = await signedIn();
    const line = (await client.post('/api/cart', { productId: products.light.id })).body.cart_items.id;
    await client.post('/api/cart', { productId: products.ultimate.id });
    const updated = await client.put(`/api/cart/${line}`, { quantity: 4 });
    expect(updated.status).toBe(200);
    expect(updated.body.cart_items.quantity).toBe(4);
    const zero = await client.put(`/api/cart/${line}`, { quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({ message: 'Quantity must be at least 1' });
    const removed = await client.delete(`/api/cart/${line}`);
    expect(removed.status).toBe(200);
    expect((await client.get('/api/cart')).body).toHaveLength(1);
    expect((await client.delete(`/api/cart/${line}`)).status).toBe(404);
    expect((await client.delete('/api/cart')).status).toBe(200);
    expect((await client.get('/api/cart')).body).toEqual([]);
  });

  it("treats someone else's line as missing (404)", async () => {
    const owner = await signedIn();
    const line = (await owner.post('/api/cart', { productId: products.pro.id })).body.cart_items.id;
    const intruder = await signedIn();
    const update = await intruder.put(`/api/cart/${line}`, { quantity: 5 });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ message: 'Cart item not found' });
    expect((await intruder.delete(`/api/cart/${line}`)).status).toBe(404);
    expect((await owner.get('/api/cart')).body[0].cart_items.quantity).toBe(1);
  });

  it('keeps exactly one device line when two different devices are added at the same time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const client = await signedIn();
      const results = await Promise.all([
        client.post('/api/cart', { productId: products.light.id }),
        client.post('/api/cart', { productId: products.pro.id }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      const cart = await client.get('/api/cart');
      expect(cart.body).toHaveLength(1);
    }
  });
});

describe('cart over GraphQL', () => {
  const LINE = 'id quantity product { id name category }';

  it('gives guests UNAUTHENTICATED and signed-in users the same rules as REST', async () => {
    const guest = await server.client().gql(`{ cart { id } }`);
    expect(guest.errors?.[0]).toMatchObject({
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const client = await signedIn();
    const added = await client.gql(`mutation($id: ID!) { addToCart(productId: $id) { ${LINE} } }`, {
      id: products.pro.id,
    });
    expect(added.data.addToCart).toMatchObject({ quantity: 1, product: { name: 'Pro Package' } });
    const second = await client.gql(`mutation($id: ID!) { addToCart(productId: $id) { id } }`, {
      id: products.light.id,
    });
    expect(second.errors?.[0]).toMatchObject({ message: ONE_DEVICE, extensions: { code: 'CONFLICT' } });
    const updated = await client.gql(
      `mutation($id: ID!) { updateCartItem(id: $id, quantity: 2) { quantity } }`,
      {
        id: added.data.addToCart.id,
      },
    );
    expect(updated.data.updateCartItem.quantity).toBe(2);
    const below = await client.gql(
      `mutation($id: ID!) { updateCartItem(id: $id, quantity: 0) { quantity } }`,
      {
        id: added.data.addToCart.id,
      },
    );
    expect(below.errors?.[0]).toMatchObject({
      message: 'Quantity must be at least 1',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const removed = await client.gql(`mutation($id: ID!) { removeCartItem(id: $id) }`, {
      id: added.data.addToCart.id,
    });
    expect(removed.data.removeCartItem).toBe(added.data.addToCart.id);
    expect((await client.gql(`mutation { clearCart }`)).data.clearCart).toBe(true);
    expect((await client.gql(`{ cart { id } }`)).data.cart).toEqual([]);
  });

  it('merges a guest cart: the guest line wins per type and the replaced products are returned', async () => {
    const client = await signedIn();
    await client.post('/api/cart', { productId: products.light.id });
    await client.post('/api/cart', { productId: products.secure.id, quantity: 1 });
    const merged = await client.gql(
      `mutation($items: [GuestCartItemInput!]!) { mergeGuestCart(items: $items) { cart { ${LINE} } replaced { name } } }`,
      {
        items: [
          { productId: products.pro.id, quantity: 1 },
          { productId: products.secure.id, quantity: 2 },
          { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
      },
    );
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergeGuestCart.replaced).toEqual([{ name: 'Light Package' }]);
    const lines = merged.data.mergeGuestCart.cart.map(
      (line: { quantity: number; product: { category: string } }) => [line.product.category, line.quantity],
    );
    expect(lines.sort()).toEqual([
      ['pro', 1],
      ['secure', 3],
    ]);
    const guest = await server.client().gql(`mutation { mergeGuestCart(items: []) { replaced { id } } }`);
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('merges a guest line over the cap as the cap instead of refusing the whole guest cart', async () => {
    const client = await signedIn();
    await client.post('/api/cart', { productId: products.secure.id, quantity: 5 });
    const merged = await client.gql(
      `mutation($items: [GuestCartItemInput!]!) { mergeGuestCart(items: $items) { cart { ${LINE} } } }`,
      {
        items: [
          { productId: products.pro.id, quantity: 150 },
          { productId: products.secure.id, quantity: 98 },
        ],
      },
    );
    expect(merged.errors).toBeUndefined();
    const lines = merged.data.mergeGuestCart.cart.map(
      (line: { quantity: number; product: { category: string } }) => [line.product.category, line.quantity],
    );
    expect(lines.sort()).toEqual([
      ['pro', 99],
      ['secure', 99],
    ]);
  });

  it('reads a cart with its products in a constant number of SQL statements', async () => {
    const client = await signedIn();
    await client.post('/api/cart', { productId: products.pro.id });
    await client.post('/api/cart', { productId: products.ultimate.id });
    const graphqlQueries = await server.countQueries(() => client.gql(`{ cart { ${LINE} } }`));
    const restQueries = await server.countQueries(() => client.get('/api/cart'));
    // The session read carries the user and the cart lines; products come from the catalog cache.
    expect([graphqlQueries, restQueries]).toEqual([1, 1]);
  });

  it('reads the cart as it is at the start of each request, however it was changed before', async () => {
    const client = await signedIn();
    const added = await client.post('/api/cart', { productId: products.pro.id });
    const lineId = (added.body as { cart_items: { id: string } }).cart_items.id;
    await client.put(`/api/cart/${lineId}`, { quantity: 3 });
    await client.post('/api/cart', { productId: products.secure.id });
    const read = await client.gql(`{ cart { quantity product { name } } }`);
    expect(read.data.cart).toEqual([
      { quantity: 3, product: { name: 'Pro Package' } },
      { quantity: 1, product: { name: 'Secure' } },
    ]);
    await client.delete(`/api/cart/${lineId}`);
    const rest = await client.get('/api/cart');
    expect((rest.body as { products: { name: string } }[]).map((line) => line.products.name)).toEqual([
      'Secure',
    ]);
  });
});
