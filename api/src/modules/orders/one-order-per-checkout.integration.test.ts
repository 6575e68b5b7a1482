import { catalogIds, checkoutPayload, type CatalogIds } from '../../test/shop-fixtures';
import { saveCheckout } from '../../test/order-actions';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000' });
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

const ALREADY_ORDERED =
  'An order has already been placed for this checkout. Start a new checkout to order again.';

function pay(client: TestClient, checkoutId: string, paymentMethod = 'paypal') {
  return client.post('/api/orders/from-checkout', {
    paymentMethod,
    checkoutData: { checkoutId },
    cartItems: [{ productId: ids.pro }],
  });
}

async function ordersOf(checkoutId: string): Promise<{ id: string; shipping_address: string }[]> {
  return server.db.dataSource.query(
    'SELECT "id", "shipping_address" FROM "orders" WHERE "checkout_id" = $1',
    [checkoutId],
  );
}

describe('one order per checkout', () => {
  it('saving the same checkout again (a changed address) updates it in place, and the order uses the new address', async () => {
    const client = server.client();
    const checkoutId = await saveCheckout(client, ids.pro, { email: uniqueEmail('resave') });
    const again = await client.post(
      '/api/checkout',
      checkoutPayload(ids.pro, { checkoutId, city: 'Munich', postalCode: '80331', street: 'Marienplatz 1' }),
    );
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: checkoutId, city: 'Munich', postalCode: '80331' });

    const order = await pay(client, checkoutId);
    expect(order.status).toBe(201);
    expect(JSON.parse(order.body.shippingAddress)).toMatchObject({ city: 'Munich', street: 'Marienplatz 1' });
    expect(await ordersOf(checkoutId)).toHaveLength(1);
  });

  it('after the order, the checkout is closed: a changed address is refused with 409, and paying again answers the same order', async () => {
    const client = server.client();
    const checkoutId = await saveCheckout(client, ids.pro, { email: uniqueEmail('closed') });
    const first = await pay(client, checkoutId, 'paypal');
    expect(first.status).toBe(201);

    // Back to step 3, a new address: the same checkout cannot change any more.
    const edited = await client.post(
      '/api/checkout',
      checkoutPayload(ids.pro, { checkoutId, city: 'Hamburg' }),
    );
    expect(edited.status).toBe(409);
    expect(edited.body).toEqual({ message: ALREADY_ORDERED });

    // Paying again (other method) answers the first order, unchanged; still one row.
    const second = await pay(client, checkoutId, 'stripe');
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.paymentMethod).toBe('paypal');
    expect(JSON.parse(second.body.shippingAddress)).toMatchObject({ city: 'Berlin' });
    const rows = await ordersOf(checkoutId);
    expect(rows.map((row) => row.id)).toEqual([first.body.id]);
  });

  it('racing pays of one checkout make one order', async () => {
    const client = server.client();
    const checkoutId = await saveCheckout(client, ids.pro, { email: uniqueEmail('race') });
    const answers = await Promise.all([
      pay(client, checkoutId),
      pay(client, checkoutId, 'stripe'),
      pay(client, checkoutId),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await ordersOf(checkoutId)).toHaveLength(1);
  });

  it('over GraphQL: saveCheckout of an ordered checkout is a CONFLICT, and the order mutation replays', async () => {
    const client = server.client();
    const checkoutId = await saveCheckout(client, ids.light, { email: uniqueEmail('gql') });
    const ORDER = `mutation($input: CreateOrderInput!) { createOrderFromCheckout(input: $input) { id } }`;
    const input = {
      paymentMethod: 'stripe',
      checkoutData: { checkoutId },
      cartItems: [{ productId: ids.light }],
    };
    const first = await client.gql(ORDER, { input });
    expect(first.errors).toBeUndefined();

    const { status: _status, password: _password, ...fields } = checkoutPayload(ids.light, { checkoutId });
    const saved = await client.gql(
      `mutation($input: SaveCheckoutInput!) { saveCheckout(input: $input) { id } }`,
      { input: { ...fields, city: 'Vienna', country: 'AT' } },
    );
    expect(saved.errors?.[0]).toMatchObject({ message: ALREADY_ORDERED, extensions: { code: 'CONFLICT' } });

    const again = await client.gql(ORDER, { input: { ...input, paymentMethod: 'paypal' } });
    expect(again.data.createOrderFromCheckout.id).toBe(first.data.createOrderFromCheckout.id);
    expect(await ordersOf(checkoutId)).toHaveLength(1);
  });

  it('one key per checkout: a second saved checkout paid with the same Idempotency-Key answers the first order', async () => {
    const client = server.client();
    const email = uniqueEmail('same-key');
    const key = `web-checkout-${Date.now()}`;
    const payWithKey = (checkoutId: string) =>
      client.request(
        'POST',
        '/api/orders/from-checkout',
        { paymentMethod: 'paypal', checkoutData: { checkoutId }, cartItems: [{ productId: ids.pro }] },
        { 'Idempotency-Key': key },
      );
    const first = await payWithKey(await saveCheckout(client, ids.pro, { email }));
    expect(first.status).toBe(201);
    const otherCheckout = await saveCheckout(client, ids.pro, { email, city: 'Munich' });
    const second = await payWithKey(otherCheckout);
    expect(second.body.id).toBe(first.body.id);
    expect(await ordersOf(otherCheckout)).toHaveLength(0);
  });

  it("a signed-in buyer's checkout cannot be saved over by anybody else (404)", async () => {
    const owner = server.client();
    await owner.register();
    const checkoutId = await saveCheckout(owner, ids.pro);
    const stranger = server.client();
    const answer = await stranger.post(
      '/api/checkout',
      checkoutPayload(ids.pro, { checkoutId, city: 'Elsewhere' }),
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Checkout not found' });
  });

  it("'Create Account' saved again after going back keeps the one account (no 409 for the buyer's own email)", async () => {
    const email = uniqueEmail('create-again');
    const client = server.client();
    const payload = checkoutPayload(ids.pro, { email, accountType: 'create', password: 'secret1' });
    const first = await client.post('/api/checkout', payload);
    expect(first.status).toBe(201);
    const again = await client.post('/api/checkout', {
      ...payload,
      checkoutId: first.body.id,
      city: 'Munich',
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.body.id, userId: first.body.userId, accountType: 'create' });
  });
});
