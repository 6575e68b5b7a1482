import { checkoutPayload } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import {
  FELL_THROUGH,
  postJson,
  stableHeaders,
  startLaneBeside,
  webManifest as manifest,
  type LaneTestServer,
} from './lane-test-server';

/** The web app's persisted operation by its name. */
function hashOf(name: string): string {
  for (const [hash, text] of manifest)
    if (!hash.startsWith('sha256:') && new RegExp(`(query|mutation) ${name}\\b`).test(text)) return hash;
  throw new Error(`no trusted document ${name}`);
}
const persisted = (name: string, variables?: Record<string, unknown>) => ({
  operationName: name,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(name) } },
});

let express: TestServer;
let lane: LaneTestServer;
let laneUrl: string;
let products: { id: string; name: string; category: string }[];

beforeAll(async () => {
  // The Express path alone (the lane off), and the lane in front of a stand-in for Express.
  // Bank transfer on: its order answer carries a GiroCode, past the compression threshold.
  express = await startTestServer({
    SIGNED_IN_LANE: 'false',
    BANK_TRANSFER_IBAN: 'DE89 3704 0044 0532 0130 00',
    BANK_TRANSFER_BIC: 'COBADEFFXXX',
    BANK_TRANSFER_HOLDER: 'HomeTunnel AG',
  });
  lane = await startLaneBeside(express);
  laneUrl = lane.url;
  products = (await express.client().get('/api/products')).body;
});
afterAll(async () => {
  await lane.close();
  await express.close();
});

async function shopper(): Promise<TestClient> {
  const client = express.client();
  await client.register(uniqueEmail('lane'));
  return client;
}

const post = (base: string, body: unknown, headers: Record<string, string>) =>
  postJson(`${base}/graphql`, body, headers);

/** Sends the same request to the lane and to Express; both must answer alike. */
async function bothAnswer(client: TestClient, body: unknown, headers: Record<string, string> = {}) {
  const cookie = { cookie: client.cookieHeader(), ...headers };
  const fromLane = await post(laneUrl, body, cookie);
  expect(fromLane.status).not.toBe(FELL_THROUGH);
  const fromExpress = await post(express.url, body, cookie);
  expect(fromLane.status).toBe(fromExpress.status);
  expect(stableHeaders(fromLane.headers)).toEqual(stableHeaders(fromExpress.headers));
  return { fromLane, fromExpress };
}

describe('the signed-in lane answers as Express does', () => {
  it('reads the cart, adds, updates and removes lines, byte for byte', async () => {
    const client = await shopper();
    const empty = await bothAnswer(client, persisted('Cart'));
    expect(empty.fromLane.text).toBe(empty.fromExpress.text);
    expect(JSON.parse(empty.fromLane.text)).toEqual({ data: { __typename: 'Query', cart: [] } });

    const light = products.find((product) => product.category === 'light')!;
    const added = await post(laneUrl, persisted('AddToCart', { productId: light.id, quantity: 1 }), {
      cookie: client.cookieHeader(),
    });
    expect(added.status).toBe(200);
    const line = JSON.parse(added.text).data.addToCart;
    expect(line).toMatchObject({ quantity: 1, product: { id: light.id, name: 'Light Package' } });

    const cart = await bothAnswer(client, persisted('Cart'));
    expect(cart.fromLane.text).toBe(cart.fromExpress.text);
    expect(JSON.parse(cart.fromLane.text).data.cart).toEqual([line]);

    const updated = await post(laneUrl, persisted('UpdateCartItem', { id: line.id, quantity: 3 }), {
      cookie: client.cookieHeader(),
    });
    expect(JSON.parse(updated.text).data.updateCartItem).toEqual({
      __typename: 'CartItem',
      id: line.id,
      quantity: 3,
    });
    const removed = await post(laneUrl, persisted('RemoveCartItem', { id: line.id }), {
      cookie: client.cookieHeader(),
    });
    expect(JSON.parse(removed.text).data.removeCartItem).toBe(line.id);
    const after = await post(laneUrl, persisted('Cart'), { cookie: client.cookieHeader() });
    expect(JSON.parse(after.text).data.cart).toEqual([]);
  });

  it('gives the same errors: unknown product, quantity out of range, a second device', async () => {
    const client = await shopper();
    const [light, pro] = ['light', 'pro'].map((category) => products.find((p) => p.category === category)!);
    const unknown = await bothAnswer(
      client,
      persisted('AddToCart', { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }),
    );
    expect(unknown.fromLane.text).toBe(unknown.fromExpress.text);
    expect(JSON.parse(unknown.fromLane.text).errors[0]).toMatchObject({
      message: 'Product not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const tooMany = await bothAnswer(client, persisted('AddToCart', { productId: light.id, quantity: 100 }));
    expect(tooMany.fromLane.text).toBe(tooMany.fromExpress.text);
    expect(JSON.parse(tooMany.fromLane.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');

    await post(laneUrl, persisted('AddToCart', { productId: light.id, quantity: 1 }), {
      cookie: client.cookieHeader(),
    });
    const second = await post(laneUrl, persisted('AddToCart', { productId: pro.id, quantity: 1 }), {
      cookie: client.cookieHeader(),
    });
    expect(JSON.parse(second.text).errors[0]).toMatchObject({
      message:
        'You can only purchase one device package. Please remove the current device from your cart to select a different one.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('answers in the media type the client asks for, as Apollo does', async () => {
    const client = await shopper();
    const { fromLane } = await bothAnswer(client, persisted('Cart'), {
      accept: 'application/graphql-response+json,application/json;q=0.9',
    });
    expect(fromLane.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(fromLane.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(fromLane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('placing an order on the lane', () => {
  /** The web app's order request for a checkout the shopper saved. */
  async function orderRequest(client: TestClient, input: Record<string, unknown> = {}) {
    const plan = products.find((product) => product.name === 'Secure')!;
    const saved = await client.post('/api/checkout', checkoutPayload(plan.id));
    expect(saved.status).toBe(201);
    return persisted('CreateOrderFromCheckout', {
      input: {
        paymentMethod: 'paypal',
        idempotencyKey: `lane-${saved.body.id}`,
        checkoutData: { checkoutId: saved.body.id },
        cartItems: [{ productId: plan.id, quantity: 1 }],
        language: 'en',
        ...input,
      },
    });
  }
  const placedOrder = (text: string) => JSON.parse(text).data.createOrderFromCheckout;

  it('places it as Express does: the same answer but its id and time, both in My Orders', async () => {
    const client = await shopper();
    const cookie = { cookie: client.cookieHeader() };
    const onLane = await post(laneUrl, await orderRequest(client), cookie);
    const throughExpress = await post(express.url, await orderRequest(client), cookie);
    expect(onLane.status).toBe(200);
    expect(throughExpress.status).toBe(200);
    expect(stableHeaders(onLane.headers)).toEqual({
      ...stableHeaders(throughExpress.headers),
      'content-length': expect.any(String),
    });
    const [laneOrder, expressOrder] = [placedOrder(onLane.text), placedOrder(throughExpress.text)];
    const fresh = { id: expect.any(String), createdAt: expect.any(String) };
    expect(laneOrder).toEqual({ ...expressOrder, ...fresh });
    expect(laneOrder).toMatchObject({ totalAmount: '79.00', status: 'pending', paymentStatus: 'UNPAID' });
    expect(laneOrder.id).not.toBe(expressOrder.id);

    const mine = await client.get('/api/orders');
    expect(mine.body.map((order: { id: string }) => order.id).sort()).toEqual(
      [laneOrder.id, expressOrder.id].sort(),
    );
  });

  it('answers a retry, an unknown checkout and a refused key as Express does, byte for byte', async () => {
    const client = await shopper();
    const request = await orderRequest(client);
    const placed = await post(laneUrl, request, { cookie: client.cookieHeader() });
    const retry = await bothAnswer(client, request);
    expect(retry.fromLane.text).toBe(retry.fromExpress.text);
    expect(placedOrder(retry.fromLane.text)).toEqual(placedOrder(placed.text));

    const unknown = await orderRequest(client, {
      checkoutData: { checkoutId: '00000000-0000-4000-8000-000000000000' },
      idempotencyKey: 'lane-unknown',
    });
    const notFound = await bothAnswer(client, unknown);
    expect(notFound.fromLane.text).toBe(notFound.fromExpress.text);
    expect(JSON.parse(notFound.fromLane.text).errors[0]).toMatchObject({
      message: 'Checkout not found',
      extensions: { code: 'NOT_FOUND' },
    });

    const badKey = await bothAnswer(client, await orderRequest(client, { idempotencyKey: ' ' }));
    expect(badKey.fromLane.text).toBe(badKey.fromExpress.text);
    expect(JSON.parse(badKey.fromLane.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('compresses an answer past 1 KB (a bank transfer with its GiroCode) as Express does', async () => {
    const client = await shopper();
    const headers = { cookie: client.cookieHeader(), 'accept-encoding': 'gzip' };
    const onLane = await post(
      laneUrl,
      await orderRequest(client, { paymentMethod: 'bank_transfer' }),
      headers,
    );
    const throughExpress = await post(
      express.url,
      await orderRequest(client, { paymentMethod: 'bank_transfer' }),
      headers,
    );
    expect(onLane.headers.get('content-encoding')).toBe('gzip');
    expect(stableHeaders(onLane.headers)).toEqual(stableHeaders(throughExpress.headers));
    const order = placedOrder(onLane.text);
    expect(order.bankTransfer.qrSvg).toMatch(/^<svg/);
    expect(order).toEqual({
      ...placedOrder(throughExpress.text),
      id: order.id,
      createdAt: order.createdAt,
      bankTransfer: {
        ...placedOrder(throughExpress.text).bankTransfer,
        reference: order.bankTransfer.reference,
        qrSvg: order.bankTransfer.qrSvg,
      },
    });
  });
});

describe('what the lane leaves to Express, body untouched', () => {
  async function handsOn(body: unknown, headers: Record<string, string>): Promise<void> {
    const before = lane.handedOn.length;
    const response = await post(laneUrl, body, headers);
    expect(response.status).toBe(FELL_THROUGH);
    expect(lane.handedOn.slice(before)).toEqual([JSON.stringify(body)]);
  }

  it('no session, forged cookies, bearer tokens and other media types', async () => {
    const client = await shopper();
    const cookie = client.cookieHeader();
    await handsOn(persisted('Cart'), {});
    await handsOn(persisted('Cart'), { cookie: cookie.replace(/.(?=;|$)/, (c) => (c === 'A' ? 'B' : 'A')) });
    await handsOn(persisted('Cart'), { cookie, authorization: 'Bearer ht_test' });
    await handsOn(persisted('Cart'), { cookie, 'content-type': 'text/plain' });
    await handsOn(persisted('Cart'), { cookie, accept: 'text/html' });
  });

  it('operations that are not cart operations, unknown hashes, and malformed requests', async () => {
    const cookie = (await shopper()).cookieHeader();
    await handsOn(persisted('MyOrders', { first: 5 }), { cookie });
    await handsOn(
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } },
      { cookie },
    );
    await handsOn({ ...persisted('Cart'), operationName: 'Other' }, { cookie });
    await handsOn({ ...persisted('Cart'), variables: [1] }, { cookie });
    await handsOn({ query: '{ cart { id } }' }, { cookie });
    // Refused variables: nothing ran, Apollo answers its 400.
    await handsOn(persisted('AddToCart', { productId: 'x', quantity: 'many' }), { cookie });
  });

  it('a session that has ended', async () => {
    const client = await shopper();
    const cookie = client.cookieHeader();
    await client.post('/api/auth/logout', {});
    await handsOn(persisted('Cart'), { cookie });
  });
});
