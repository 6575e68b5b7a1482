import { INTERNAL_ERROR_MESSAGE } from '../../common/app-error';
import { logger } from '../../common/logger';
import { orderFromCheckoutRoute } from '../../modules/orders/orders.rest';
import type { JsonAnswer } from '../async-route';
import { checkoutPayload } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import {
  FELL_THROUGH,
  postJson,
  stableHeaders,
  startLaneBeside,
  type LaneTestServer,
} from './lane-test-server';

const ORDER_PATH = '/api/orders/from-checkout';
/** Routes with a bug, so the lane itself fails: before its answer has begun, and while sending it. */
const brokenRoute = (path: string, answer: JsonAnswer) =>
  ({ path, status: 200, access: 'user', readsCartFirst: false, answer: async () => answer }) as const;
// Its answer cannot be written as JSON.
const UNWRITABLE_PATH = '/api/unwritable';
const unwritableRoute = brokenRoute('/unwritable', { body: { total: BigInt(1) } });
// Its header is refused by node:http once the request line, the security headers and the type are set.
const BAD_HEADER_PATH = '/api/bad-header';
const badHeaderRoute = brokenRoute('/bad-header', {
  body: {},
  headers: { 'Retry-After': '5', 'X-Bad': 'a\nb' },
});
let express: TestServer;
let lane: LaneTestServer;
let plan: { id: string; name: string };

beforeAll(async () => {
  // The Express path alone (the lane off), and the lane with the order route in front of a
  // stand-in for Express.
  express = await startTestServer({ SIGNED_IN_LANE: 'false' });
  lane = await startLaneBeside(express, [orderFromCheckoutRoute, unwritableRoute, badHeaderRoute]);
  const products: { id: string; name: string }[] = (await express.client().get('/api/products')).body;
  plan = products.find((product) => product.name === 'Secure')!;
});
afterAll(async () => {
  await lane.close();
  await express.close();
});

async function shopper(): Promise<TestClient> {
  const client = express.client();
  await client.register(uniqueEmail('rest-lane'));
  return client;
}

/** The spec's order request for a checkout the shopper saved (section 7). */
async function orderBody(client: TestClient, overrides: Record<string, unknown> = {}) {
  const saved = await client.post('/api/checkout', checkoutPayload(plan.id));
  expect(saved.status).toBe(201);
  return {
    paymentMethod: 'paypal',
    checkoutData: { checkoutId: saved.body.id },
    cartItems: [{ productId: plan.id, quantity: 1 }],
    ...overrides,
  };
}

const onLane = (client: TestClient, body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${lane.url}${ORDER_PATH}`, body, { cookie: client.cookieHeader(), ...headers });
const throughExpress = (client: TestClient, body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${express.url}${ORDER_PATH}`, body, { cookie: client.cookieHeader(), ...headers });

/** Sends the same request to the lane and to Express: the same status, headers and bytes. */
async function bothAnswerAlike(client: TestClient, body: unknown, headers: Record<string, string> = {}) {
  const fromLane = await onLane(client, body, headers);
  expect(fromLane.status).not.toBe(FELL_THROUGH);
  const fromExpress = await throughExpress(client, body, headers);
  expect(fromLane.status).toBe(fromExpress.status);
  expect(stableHeaders(fromLane.headers)).toEqual(stableHeaders(fromExpress.headers));
  expect(fromLane.text).toBe(fromExpress.text);
  expect(fromLane.headers.get('etag')).toBe(fromExpress.headers.get('etag'));
  return JSON.parse(fromLane.text);
}

describe('POST /api/orders/from-checkout on the signed-in lane', () => {
  it('places the order as Express does: 201, the same answer but its id and time, both in My Orders', async () => {
    const client = await shopper();
    const fromLane = await onLane(client, await orderBody(client));
    const fromExpress = await throughExpress(client, await orderBody(client));
    expect(fromLane.status).toBe(201);
    expect(fromExpress.status).toBe(201);
    expect(stableHeaders(fromLane.headers)).toEqual(stableHeaders(fromExpress.headers));
    expect(fromLane.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(fromLane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Under compression's threshold: not compressed, but the answer says it could have been.
    expect(fromLane.headers.get('vary')).toBe('Accept-Encoding');
    expect(fromLane.headers.get('content-encoding')).toBeNull();
    const [laneOrder, expressOrder] = [JSON.parse(fromLane.text), JSON.parse(fromExpress.text)];
    const fresh = (order: { items: { id: string }[] }) => ({
      id: expect.any(String),
      createdAt: expect.any(String),
      items: order.items.map((item) => ({ ...item, id: expect.any(String) })),
    });
    expect(laneOrder).toEqual({ ...expressOrder, ...fresh(expressOrder) });
    expect(laneOrder).toMatchObject({ totalAmount: '79.00', status: 'pending', paymentStatus: 'UNPAID' });
    expect(laneOrder.id).not.toBe(expressOrder.id);

    const mine = await client.get('/api/orders');
    expect(mine.body.map((order: { id: string }) => order.id).sort()).toEqual(
      [laneOrder.id, expressOrder.id].sort(),
    );
  });

  it('answers a retry with the same Idempotency-Key with the first order, as Express does', async () => {
    const client = await shopper();
    const body = await orderBody(client);
    const key = { 'idempotency-key': `rest-lane-${Date.now()}` };
    const first = await onLane(client, body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replayed = await onLane(client, body, key);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await bothAnswerAlike(client, body, key)).toEqual(JSON.parse(first.text));
  });

  it('gives Express’s errors byte for byte: bad input, an unknown checkout, a refused key', async () => {
    const client = await shopper();
    const noMethod = await bothAnswerAlike(client, { checkoutData: {} });
    expect(noMethod.message).toEqual(expect.any(String));
    const badMethod = await bothAnswerAlike(client, await orderBody(client, { paymentMethod: 'cash' }));
    expect(Object.keys(badMethod)).toEqual(['message']);

    const unknown = await bothAnswerAlike(
      client,
      await orderBody(client, { checkoutData: { checkoutId: '00000000-0000-4000-8000-000000000000' } }),
    );
    expect(unknown).toEqual({ message: 'Checkout not found' });

    const badKey = await bothAnswerAlike(client, await orderBody(client), { 'idempotency-key': ' ' });
    expect(badKey.message).toEqual(expect.any(String));
  });

  it('compresses an answer past 1 KB as Express does', async () => {
    const client = await shopper();
    const headers = { 'accept-encoding': 'gzip' };
    // Notes of 900 characters take the answer past compression's 1 KB threshold.
    const withNotes = async () => {
      const body = await orderBody(client);
      return { ...body, checkoutData: { ...body.checkoutData, orderNotes: 'Ring twice. '.repeat(75) } };
    };
    const fromLane = await onLane(client, await withNotes(), headers);
    const fromExpress = await throughExpress(client, await withNotes(), headers);
    expect(fromLane.status).toBe(201);
    expect(fromLane.headers.get('content-encoding')).toBe('gzip');
    // Both streamed gzip, without a Content-Length.
    expect(stableHeaders(fromLane.headers)).toEqual(stableHeaders(fromExpress.headers));
    expect(JSON.parse(fromLane.text).orderNotes).toBe('Ring twice. '.repeat(75).trim());
  });
});

describe('what the lane leaves to Express on a REST route, body untouched', () => {
  async function handsOn(body: unknown, headers: Record<string, string>, path = ORDER_PATH): Promise<void> {
    const before = lane.handedOn.length;
    const response = await postJson(`${lane.url}${path}`, body, headers);
    expect(response.status).toBe(FELL_THROUGH);
    expect(lane.handedOn.slice(before)).toEqual([typeof body === 'string' ? body : JSON.stringify(body)]);
  }

  it('another origin, a body that is not a JSON object, another media type, no session, a token', async () => {
    const client = await shopper();
    const cookie = client.cookieHeader();
    const body = await orderBody(client);
    // Express's CSRF guard answers these with its 403.
    await handsOn(body, { cookie, origin: 'https://evil.example' });
    await handsOn(body, { cookie, origin: 'null' });
    // Express's body parser answers these with its 400.
    await handsOn('{"paymentMethod":', { cookie });
    await handsOn([body], { cookie });
    await handsOn(body, { cookie, 'content-type': 'text/plain' });
    await handsOn(body, {});
    await handsOn(body, { cookie, authorization: 'Bearer ht_test' });
  });

  it('REST routes the lane does not serve, and a session that has ended', async () => {
    const client = await shopper();
    const cookie = client.cookieHeader();
    await handsOn(checkoutPayload(plan.id), { cookie }, '/api/checkout');
    await handsOn(await orderBody(client), { cookie }, `${ORDER_PATH}?x=1`);
    await client.post('/api/auth/logout', {});
    await handsOn(await orderBody(express.client()), { cookie });
  });

  it('an order from a same-origin page is answered on the lane', async () => {
    const client = await shopper();
    const host = new URL(lane.url).host;
    const response = await onLane(client, await orderBody(client), { origin: `http://${host}` });
    expect(response.status).toBe(201);
  });
});

describe('when the lane itself fails (a bug)', () => {
  /** Posts to `path` as a signed-in shopper: the answer, and the request lines logged for it. */
  async function failing(path: string) {
    const client = await shopper();
    const level = logger.level;
    // The test servers log nothing ('silent'): request lines at error level are written for this one.
    // (Before the spy: pino's level setter puts its own methods back.)
    logger.level = 'error';
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const response = await postJson(`${lane.url}${path}`, {}, { cookie: client.cookieHeader() });
      // The line is written when the response closes, a moment after the client has it all; then
      // a moment more, for a second line that must not come.
      const requestLines = () => logged.mock.calls.filter(([, message]) => message === 'request failed');
      for (let waited = 0; requestLines().length === 0 && waited < 2000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return {
        response,
        lines: requestLines().map(([fields]) => fields as unknown as Record<string, unknown>),
      };
    } finally {
      logged.mockRestore();
      logger.level = level;
    }
  }

  function answersExpressFailure({ response, lines }: Awaited<ReturnType<typeof failing>>, route: string) {
    expect(response.status).toBe(500);
    expect(JSON.parse(response.text)).toEqual({ message: INTERNAL_ERROR_MESSAGE });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: requestId, method: 'POST', route, status: 500 });
    expect(lane.handedOn).not.toContain('{}');
    return lines[0];
  }

  it("answers Express's 500: its body, the security headers and a request id, and logs the error in the request line", async () => {
    const line = answersExpressFailure(await failing(UNWRITABLE_PATH), UNWRITABLE_PATH);
    expect(line.err).toEqual(expect.objectContaining({ message: expect.stringContaining('BigInt') }));
  });

  it('failing while sending its answer: one request line, and nothing of the failed answer', async () => {
    const failure = await failing(BAD_HEADER_PATH);
    const line = answersExpressFailure(failure, BAD_HEADER_PATH);
    expect((line.err as Error).message).toContain('Invalid character in header content');
    // Set before the header that failed: not part of the answer that went out instead.
    expect(failure.response.headers.get('retry-after')).toBeNull();
    expect(failure.response.headers.get('x-bad')).toBeNull();
  });
});
