import { adminEmails, signedInAdmin } from '../test/admin-client';
import { catalogIds, checkoutData } from '../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../test/test-server';

/**
 * Every admin operation × {guest, signed-in user, admin} on REST and GraphQL: guests get 401,
 * users 403, admins an answer. Mutating operations get a fresh target for every call, so each
 * admin call is a real success rather than a 404 that happens to pass.
 */

let server: TestServer;
let admin: TestClient;
let productIds: Awaited<ReturnType<typeof catalogIds>>;
const [adminEmail] = adminEmails(1, 'matrix-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, REGISTRATION_MAX_PER_IP: '1000' });
  admin = await signedInAdmin(server, adminEmail);
  productIds = await catalogIds(admin);
});
afterAll(() => server.close());

const newUserId = async () =>
  (await server.client().register(uniqueEmail('matrix-target'))).user.id as string;
const newTicketId = async () =>
  (
    await server.client().post('/api/tickets', {
      fullName: 'Matrix Tester',
      email: 'matrix@example.com',
      subject: 'Authorization matrix',
      message: 'A ticket for the authorization matrix test.',
    })
  ).body.id as string;
const newOrderId = async () => {
  const created = await server.client().post('/api/orders/from-checkout', {
    paymentMethod: 'paypal',
    checkoutData: checkoutData(),
    cartItems: [{ productId: productIds.light }],
  });
  if (created.status !== 201) throw new Error(`order fixture failed: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
};
const newApiTokenId = async () => {
  const created = await admin.post('/api/admin/api-tokens', { name: 'matrix', scope: 'read' });
  if (created.status !== 201) throw new Error(`token fixture failed: ${JSON.stringify(created.body)}`);
  return created.body.token.id as string;
};

const RANGE = { from: '2025-01-01T00:00:00.000Z', to: '2025-02-01T00:00:00.000Z' };

interface RestCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}
interface GqlCall {
  query: string;
  variables?: Record<string, unknown>;
}

const restOperations: [string, () => Promise<RestCall>][] = [
  ['GET /api/admin/users', async () => ({ method: 'GET', path: '/api/admin/users' })],
  ['POST /api/admin/make-admin', async () => ({ method: 'POST', path: '/api/admin/make-admin', body: {} })],
  [
    'PUT /api/admin/users/{id}/role',
    async () => ({
      method: 'PUT',
      path: `/api/admin/users/${await newUserId()}/role`,
      body: { role: 'user' },
    }),
  ],
  ['GET /api/admin/tickets', async () => ({ method: 'GET', path: '/api/admin/tickets?status=open' })],
  [
    'PATCH /api/admin/tickets/{id}/status',
    async () => ({
      method: 'PATCH',
      path: `/api/admin/tickets/${await newTicketId()}/status`,
      body: { status: 'resolved' },
    }),
  ],
  ['GET /api/admin/waitlist', async () => ({ method: 'GET', path: '/api/admin/waitlist' })],
  ['GET /api/admin/waitlist.csv', async () => ({ method: 'GET', path: '/api/admin/waitlist.csv' })],
  [
    'GET /api/admin/checkout-funnel',
    async () => ({ method: 'GET', path: `/api/admin/checkout-funnel?from=${RANGE.from}&to=${RANGE.to}` }),
  ],
  ['GET /api/admin/orders', async () => ({ method: 'GET', path: '/api/admin/orders' })],
  [
    'GET /api/admin/orders.csv',
    async () => ({
      method: 'GET',
      path: `/api/admin/orders.csv?from=${RANGE.from}&to=${RANGE.to}&status=paid`,
    }),
  ],
  [
    'PATCH /api/admin/orders/{id}/status',
    async () => ({
      method: 'PATCH',
      path: `/api/admin/orders/${await newOrderId()}/status`,
      body: { status: 'paid' },
    }),
  ],
  ['GET /api/admin/api-tokens', async () => ({ method: 'GET', path: '/api/admin/api-tokens' })],
  [
    'POST /api/admin/api-tokens',
    async () => ({ method: 'POST', path: '/api/admin/api-tokens', body: { name: 'matrix', scope: 'read' } }),
  ],
  [
    'DELETE /api/admin/api-tokens/{id}',
    async () => ({ method: 'DELETE', path: `/api/admin/api-tokens/${await newApiTokenId()}` }),
  ],
];

const gqlOperations: [string, () => Promise<GqlCall>][] = [
  ['adminUsers', async () => ({ query: '{ adminUsers { id role } }' })],
  ['adminUserCount', async () => ({ query: '{ adminUserCount(role: admin) }' })],
  ['requestAdminAccess', async () => ({ query: 'mutation { requestAdminAccess { message } }' })],
  [
    'setUserRole',
    async () => ({
      query: 'mutation($id: ID!) { setUserRole(id: $id, role: user) { id } }',
      variables: { id: await newUserId() },
    }),
  ],
  ['adminTickets', async () => ({ query: '{ adminTickets { id } }' })],
  [
    'setTicketStatus',
    async () => ({
      query: 'mutation($id: ID!) { setTicketStatus(id: $id, status: resolved) { id } }',
      variables: { id: await newTicketId() },
    }),
  ],
  ['adminWaitlist', async () => ({ query: '{ adminWaitlist { id } }' })],
  [
    'checkoutFunnel',
    async () => ({
      query:
        'query($from: DateTimeISO!, $to: DateTimeISO!) { checkoutFunnel(from: $from, to: $to) { steps { sessions } } }',
      variables: RANGE,
    }),
  ],
  ['adminOrders', async () => ({ query: '{ adminOrders { id } }' })],
  ['adminOrderCount', async () => ({ query: '{ adminOrderCount }' })],
  [
    'setOrderStatus',
    async () => ({
      query: 'mutation($id: ID!) { setOrderStatus(id: $id, status: paid) { id } }',
      variables: { id: await newOrderId() },
    }),
  ],
  ['apiTokens', async () => ({ query: '{ apiTokens { id } }' })],
  [
    'createApiToken',
    async () => ({ query: 'mutation { createApiToken(input: {name: "matrix", scope: read}) { secret } }' }),
  ],
  [
    'revokeApiToken',
    async () => ({
      query: 'mutation($id: ID!) { revokeApiToken(id: $id) { id } }',
      variables: { id: await newApiTokenId() },
    }),
  ],
];

type Caller = 'guest' | 'user' | 'admin';
async function clientFor(caller: Caller): Promise<TestClient> {
  if (caller === 'admin') return admin;
  const client = server.client();
  if (caller === 'user') await client.register(uniqueEmail('matrix-user'));
  return client;
}

describe('REST admin operations', () => {
  describe.each(restOperations)('%s', (_name, prepare) => {
    it('answers a guest 401 {message, error}', async () => {
      const call = await prepare();
      const response = await (await clientFor('guest')).request(call.method, call.path, call.body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized', error: 'Unauthorized' });
    });

    it('answers a signed-in user 403 {message, error}', async () => {
      const call = await prepare();
      const response = await (await clientFor('user')).request(call.method, call.path, call.body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: expect.any(String), error: response.body.message });
      expect(response.body.message.length).toBeGreaterThan(0);
    });

    it('answers an admin 2xx', async () => {
      const call = await prepare();
      const response = await admin.request(call.method, call.path, call.body);
      if (response.status >= 300)
        throw new Error(`admin got ${response.status}: ${JSON.stringify(response.body)}`);
      expect(response.status).toBeGreaterThanOrEqual(200);
    });
  });
});

describe('GraphQL admin operations', () => {
  describe.each(gqlOperations)('%s', (_name, prepare) => {
    it.each([
      ['guest', 'UNAUTHENTICATED'],
      ['user', 'FORBIDDEN'],
    ] as const)('answers a %s %s', async (caller, code) => {
      const call = await prepare();
      const response = await (await clientFor(caller)).gql(call.query, call.variables);
      expect(response.errors?.[0]?.extensions?.code).toBe(code);
      expect(response.data ?? null).toBeNull();
    });

    it('answers an admin with data', async () => {
      const call = await prepare();
      const response = await admin.gql(call.query, call.variables);
      expect(response.errors).toBeUndefined();
      expect(response.data).toBeTruthy();
    });
  });
});
