import { catalogIds, checkoutData, checkoutPayload, type CatalogIds } from '../test/shop-fixtures';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Checkout events, checkout saves and new orders are counted per client address, on REST and
 * GraphQL alike. Each case sends from its own address (X-Forwarded-For behind a trusted proxy):
 * the counters live in the run's shared database.
 */
let server: TestServer;
let ids: CatalogIds;
let lastAddress = 0;
const nextAddress = () => `192.0.2.${(lastAddress += 1)}`;
const LIMIT = 3;

beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: 'true',
    CHECKOUT_EVENTS_MAX_PER_IP: String(LIMIT),
    CHECKOUT_MAX_PER_IP: String(LIMIT),
  });
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

/** GraphQL inputs refuse the REST bodies' extra keys. */
function withoutKeys(body: Record<string, unknown>, ...keys: string[]) {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));
}

const writes = () => [
  {
    name: 'checkout events',
    path: '/api/checkout-events',
    body: { sessionId: `session-${Math.random()}`, eventType: 'purchase', metadata: {} },
    query: `mutation($input: CheckoutEventInput!) { trackCheckoutEvent(input: $input) }`,
    variables: { input: { sessionId: `session-${Math.random()}`, eventType: 'purchase' } },
    message: 'Too many checkout events from this address. Please try again later.',
  },
  {
    name: 'checkout saves',
    path: '/api/checkout',
    body: checkoutPayload(ids.light),
    query: `mutation($input: SaveCheckoutInput!) { saveCheckout(input: $input) { id } }`,
    variables: { input: withoutKeys(checkoutPayload(ids.light), 'status') },
    message: 'Too many checkouts from this address. Please try again later.',
  },
  {
    name: 'new orders',
    path: '/api/orders/from-checkout',
    body: { paymentMethod: 'paypal', checkoutData: checkoutData(), cartItems: [{ productId: ids.light }] },
    query: `mutation($input: CreateOrderInput!) { createOrderFromCheckout(input: $input) { id } }`,
    variables: {
      input: {
        paymentMethod: 'paypal',
        checkoutData: withoutKeys(checkoutData(), 'accountType'),
        cartItems: [{ productId: ids.light, quantity: 1 }],
      },
    },
    message: 'Too many orders from this address. Please try again later.',
  },
];

it.each(['checkout events', 'checkout saves', 'new orders'])(
  '%s: the configured number per address on REST and GraphQL together, then 429 with a message',
  async (name) => {
    const write = writes().find((candidate) => candidate.name === name)!;
    const address = nextAddress();
    const headers = { 'x-forwarded-for': address };
    const client = server.client();
    const rest = () => client.request('POST', write.path, write.body, headers);
    const graphql = () =>
      client.request('POST', '/graphql', { query: write.query, variables: write.variables }, headers);

    const accepted = [await rest(), await graphql(), await rest()];
    for (const response of accepted) {
      expect(response.status).toBeLessThan(300);
      expect(response.body?.errors).toBeUndefined();
    }
    const refused = await rest();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: write.message });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusedGraphql = await graphql();
    expect(refusedGraphql.body.errors[0]).toMatchObject({
      message: write.message,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // Another address is not affected.
    const other = await client.request('POST', write.path, write.body, { 'x-forwarded-for': nextAddress() });
    expect(other.status).toBeLessThan(300);
  },
);

it('answers an idempotent replay of an order without spending a point', async () => {
  const address = nextAddress();
  const key = `replay-${Math.random()}`;
  const body = {
    paymentMethod: 'paypal',
    checkoutData: checkoutData(),
    cartItems: [{ productId: ids.light }],
  };
  const send = () =>
    server.client().request('POST', '/api/orders/from-checkout', body, {
      'x-forwarded-for': address,
      'Idempotency-Key': key,
    });
  const statuses = [];
  for (let i = 0; i < LIMIT + 3; i += 1) statuses.push((await send()).status);
  expect(statuses).toEqual(Array(LIMIT + 3).fill(201));
});
