// Every REST route of the API (api/src/modules/*/*.rest.ts, auth/login-redirects.ts, http/health.ts)
// plus the static and SPA paths, each with a valid-looking sample the fuzzer then breaks.
import { gzipSync } from 'node:zlib';
import { badPathId, badQuery, encodeAny, malformedBody, mutate, nastyString, nastyValue } from './values.mjs';

const personal = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+49 30 1' };
const address = { street: 'Main 1', city: 'Berlin', postalCode: '10117', country: 'Germany' };

const idPath = (template, kind) => (random, world) => {
  const real = world.ids[kind] ?? [];
  const id = random.chance(0.35) && real.length ? random.pick(real) : badPathId(random, world.ids.any);
  return template.replace(':id', id);
};
const fixed = (path) => () => path;

/** name = the route pattern, so the summary counts per route. */
export const REST_TARGETS = [
  { method: 'GET', name: '/api/products', path: fixed('/api/products') },
  { method: 'GET', name: '/api/products/:id', path: idPath('/api/products/:id', 'product') },
  {
    method: 'POST',
    name: '/api/auth/register',
    path: fixed('/api/auth/register'),
    sample: (random) => ({
      email: `fuzz-${random.uuid()}@example.com`,
      password: 'secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  },
  {
    method: 'POST',
    name: '/api/auth/login',
    path: fixed('/api/auth/login'),
    sample: (random) => ({
      email: random.pick(['fuzz-customer@hometunnel.example', 'nobody@example.com']),
      password: random.pick(['wrong-password', 'fuzz-password-1']),
    }),
  },
  { method: 'POST', name: '/api/auth/logout', path: fixed('/api/auth/logout'), sample: () => ({}) },
  { method: 'GET', name: '/api/auth/user', path: fixed('/api/auth/user') },
  { method: 'GET', name: '/api/login', path: fixed('/api/login'), query: ['returnTo'] },
  { method: 'GET', name: '/api/logout', path: fixed('/api/logout') },
  { method: 'GET', name: '/api/cart', path: fixed('/api/cart') },
  {
    method: 'POST',
    name: '/api/cart',
    path: fixed('/api/cart'),
    sample: (random, world) => ({ productId: random.pick(world.ids.product), quantity: random.int(1, 2) }),
  },
  { method: 'DELETE', name: '/api/cart', path: fixed('/api/cart') },
  {
    method: 'PUT',
    name: '/api/cart/:id',
    path: idPath('/api/cart/:id', 'cartItem'),
    sample: (random) => ({ quantity: random.int(1, 3) }),
  },
  { method: 'DELETE', name: '/api/cart/:id', path: idPath('/api/cart/:id', 'cartItem') },
  {
    method: 'POST',
    name: '/api/checkout',
    path: fixed('/api/checkout'),
    sample: (random, world) => ({
      ...personal,
      ...address,
      country: random.pick(['DE', 'Germany', 'ZZ']),
      accountType: random.pick(['guest', 'create']),
      password: 'secret123',
      confirmPassword: 'secret123',
      productId: random.pick(world.ids.product),
      status: 'pending',
    }),
  },
  {
    method: 'POST',
    name: '/api/orders/from-checkout',
    path: fixed('/api/orders/from-checkout'),
    headers: (random) => (random.chance(0.3) ? { 'idempotency-key': random.uuid() } : {}),
    sample: (random, world) => ({
      paymentMethod: random.pick(['paypal', 'stripe']),
      checkoutData: random.chance(0.3)
        ? { checkoutId: random.pick(world.ids.checkout) }
        : { personalDetails: personal, addressDetails: address, orderNotes: 'Leave at the door' },
      cartItems: [{ productId: random.pick(world.ids.product), quantity: 1 }],
    }),
  },
  { method: 'GET', name: '/api/orders', path: fixed('/api/orders') },
  { method: 'GET', name: '/api/orders/:id', path: idPath('/api/orders/:id', 'order') },
  { method: 'GET', name: '/api/subscriptions', path: fixed('/api/subscriptions') },
  {
    method: 'PATCH',
    name: '/api/subscriptions/:id',
    path: idPath('/api/subscriptions/:id', 'subscription'),
    sample: (random) => ({ autoRenew: random.chance(0.5) }),
  },
  {
    method: 'POST',
    name: '/api/subscriptions/:id/cancel',
    path: idPath('/api/subscriptions/:id/cancel', 'subscription'),
    sample: () => ({}),
  },
  {
    method: 'PATCH',
    name: '/api/auth/user',
    path: fixed('/api/auth/user'),
    sample: () => ({ firstName: 'Ada', lastName: 'Lovelace' }),
  },
  {
    method: 'GET',
    name: '/api/admin/orders',
    path: fixed('/api/admin/orders'),
    query: ['email', 'status', 'limit', 'offset'],
  },
  {
    method: 'GET',
    name: '/api/admin/orders.csv',
    path: fixed('/api/admin/orders.csv'),
    query: ['from', 'to', 'status'],
  },
  {
    method: 'PATCH',
    name: '/api/admin/orders/:id/status',
    path: idPath('/api/admin/orders/:id/status', 'order'),
    sample: (random) => ({ status: random.pick(['paid', 'shipped', 'cancelled', 'pending']) }),
  },
  { method: 'GET', name: '/api/admin/users', path: fixed('/api/admin/users'), query: ['limit', 'offset'] },
  { method: 'POST', name: '/api/admin/make-admin', path: fixed('/api/admin/make-admin'), sample: () => ({}) },
  {
    method: 'PUT',
    name: '/api/admin/users/:id/role',
    path: idPath('/api/admin/users/:id/role', 'user'),
    sample: (random) => ({ role: random.pick(['admin', 'user']) }),
  },
  { method: 'GET', name: '/api/admin/api-tokens', path: fixed('/api/admin/api-tokens') },
  {
    method: 'POST',
    name: '/api/admin/api-tokens',
    path: fixed('/api/admin/api-tokens'),
    sample: (random) => ({ name: 'ERP sync', scope: random.pick(['read', 'write']) }),
  },
  { method: 'DELETE', name: '/api/admin/api-tokens/:id', path: idPath('/api/admin/api-tokens/:id', 'token') },
  {
    method: 'POST',
    name: '/api/tickets',
    path: fixed('/api/tickets'),
    sample: () => ({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+49 30 1',
      subject: 'My router blinks',
      message: 'It blinks red and green since this morning.\nWhat now?',
    }),
  },
  { method: 'GET', name: '/api/admin/tickets', path: fixed('/api/admin/tickets'), query: ['status'] },
  {
    method: 'PATCH',
    name: '/api/admin/tickets/:id/status',
    path: idPath('/api/admin/tickets/:id/status', 'ticket'),
    sample: (random) => ({ status: random.pick(['open', 'resolved']) }),
  },
  {
    method: 'POST',
    name: '/api/waitlist',
    path: fixed('/api/waitlist'),
    sample: (random, world) => ({ email: 'ada@example.com', productId: random.pick(world.ids.product) }),
  },
  { method: 'GET', name: '/api/admin/waitlist', path: fixed('/api/admin/waitlist'), query: ['productId'] },
  {
    method: 'GET',
    name: '/api/admin/waitlist.csv',
    path: fixed('/api/admin/waitlist.csv'),
    query: ['productId'],
  },
  {
    method: 'POST',
    name: '/api/checkout-events',
    path: fixed('/api/checkout-events'),
    sample: (random, world) => ({
      sessionId: random.uuid(),
      checkoutId: random.pick(world.ids.checkout),
      eventType: random.pick(['add_to_cart', 'begin_checkout', 'purchase']),
      metadata: { utmSource: 'news', url: '/checkout', nested: { deep: [1, 'two'] } },
    }),
  },
  {
    method: 'GET',
    name: '/api/admin/checkout-funnel',
    path: fixed('/api/admin/checkout-funnel'),
    query: ['from', 'to'],
  },
  { method: 'GET', name: '/api/account/export', path: fixed('/api/account/export') },
  {
    // Never the fuzz customer's real password: the fuzzer must not delete its own actors.
    method: 'DELETE',
    name: '/api/account',
    path: fixed('/api/account'),
    sample: () => ({ password: 'wrong-password' }),
  },
  { method: 'GET', name: '/api/*', path: (random) => `/api/${random.pick(['nope', 'x/y/z', '%E0%A4%A'])}` },
  { method: 'GET', name: '/healthz', path: fixed('/healthz') },
  { method: 'GET', name: '/readyz', path: fixed('/readyz') },
  {
    method: 'GET',
    name: 'static',
    path: (random) =>
      random.pick([
        '/',
        '/login',
        '/checkout',
        '/account',
        '/admin',
        '/assets/index.js',
        '/assets/%E0%A4%A.js',
        '/assets/..%2f..%2fpackage.json',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/favicon.ico',
        '/robots.txt',
        '/explorer.html',
        '/index.html',
        '/%00',
        '/%zz',
        `/${'a'.repeat(8000)}`,
        '/login?returnTo=%E0%A4%A',
      ]),
  },
];

const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=koi8-r',
  'application/json; charset=nope',
  'multipart/form-data; boundary=boundary',
  'application/merge-patch+json',
  'application/json; charset=latin1',
  '',
  undefined,
  'application/json, text/plain',
  'a/b/c',
];
const ENCODINGS = ['gzip', 'deflate', 'br', 'identity', 'foo', 'gzip, gzip', 'GZIP', 'x-gzip', 'compress'];

/** Headers any request may carry: forged origins, bad credentials, odd accepts and ids. */
function oddHeaders(random) {
  return random.pick([
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'not a url' },
    { authorization: 'Bearer ht_not-a-real-token' },
    { authorization: 'Bearer' },
    { authorization: `Basic ${'x'.repeat(5000)}` },
    { cookie: 'ht.sid=s%3Agarbage.signature' },
    { cookie: 'ht.sid=%E0%A4%A' },
    { accept: 'text/html' },
    { accept: '*/*;q=abc' },
    { 'accept-encoding': 'gzip, br' },
    { 'x-request-id': 'x'.repeat(500) },
    { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
    { 'idempotency-key': random.pick(['', ' ', 'x'.repeat(300), random.uuid()]) },
    { 'if-none-match': '"nope"' },
    { range: 'bytes=0-1' },
  ]);
}

/** One malformed REST request: what to send and a short label of how it was broken. */
export function restRequest(random, world, target) {
  let method = target.method;
  const headers = {};
  let kind = 'valid';
  let path = target.path(random, world);
  if (target.query) {
    const query = random.chance(0.7)
      ? badQuery(random, target.query)
      : target.query.map((name) => `${name}=${encodeAny(nastyString(random))}`).join('&');
    path += `?${query}`;
    kind = 'query';
  }
  Object.assign(headers, target.headers?.(random) ?? {});
  let body;
  const wantsBody = target.sample || random.chance(0.05);
  if (wantsBody) {
    const sample = target.sample ? target.sample(random, world) : {};
    const roll = random.next();
    if (roll < 0.55) {
      body = JSON.stringify(mutate(random, sample));
      kind = 'mutated-field';
    } else if (roll < 0.65) {
      body = JSON.stringify(sample);
    } else if (roll < 0.82) {
      body = malformedBody(random);
      kind = 'malformed-body';
    } else {
      body = JSON.stringify(random.chance(0.5) ? [sample] : nastyValue(random));
      kind = 'wrong-shape';
    }
    headers['content-type'] = 'application/json';
    if (random.chance(0.15)) {
      headers['content-type'] = random.pick(ODD_CONTENT_TYPES);
      kind = 'content-type';
    }
    if (random.chance(0.12)) {
      headers['content-encoding'] = random.pick(ENCODINGS);
      kind = 'content-encoding';
    } else if (random.chance(0.03)) {
      headers['content-encoding'] = 'gzip';
      body = gzipSync(Buffer.from(body));
    }
  }
  if (random.chance(0.12)) {
    Object.assign(headers, oddHeaders(random));
    kind = `${kind}+header`;
  }
  if (random.chance(0.03)) {
    method = random.pick(['HEAD', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'PUT']);
    kind = `${kind}+method`;
  }
  return { method, path, headers, body, kind };
}
