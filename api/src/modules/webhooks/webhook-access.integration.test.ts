import { signedInAdmin } from '../../test/admin-client';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

/** A server as deployed: no private networks, plain http nowhere (WEBHOOK_HTTP_HOSTS unset). */
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  const adminEmail = uniqueEmail('webhook-access-admin');
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const CREATE = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url tokenId } } }`;

function bearer(secret: string) {
  return async (query: string, variables?: Record<string, unknown>) => {
    const response = await server
      .client()
      .request('POST', '/graphql', { query, variables }, { authorization: `Bearer ${secret}` });
    return response.body as { data?: any; errors?: { message: string; extensions: { code: string } }[] };
  };
}

async function token(scope: 'read' | 'write') {
  const created = await admin.gql(
    `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id } } }`,
    { input: { name: `webhooks ${scope}`, scope } },
  );
  return created.data.createApiToken as { secret: string; token: { id: string } };
}

describe('SSRF: endpoint URLs', () => {
  it.each([
    ['http://127.0.0.1/hook', /must use https/],
    ['http://10.0.0.1/hook', /must use https/],
    ['http://169.254.169.254/latest/meta-data', /must use https/],
    ['https://127.0.0.1/hook', /resolves to 127\.0\.0\.1/],
    ['https://10.0.0.1/hook', /resolves to 10\.0\.0\.1/],
    ['https://169.254.169.254/latest/meta-data', /resolves to 169\.254\.169\.254/],
    ['https://[::ffff:192.168.0.1]/hook', /non-public/],
    ['https://localhost/hook', /The host localhost resolves to/],
    ['https://user:secret@hooks.example.com/', /user name or password/],
  ])('refuses %s with BAD_USER_INPUT', async (url, message) => {
    const response = await admin.gql(CREATE, { input: { url, events: ['order.created'] } });
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0].message).toMatch(message);
  });

  it('refuses a private address on update too', async () => {
    // A public literal address: accepted without DNS, never contacted by this test (no worker).
    const created = await admin.gql(CREATE, {
      input: { url: 'https://93.184.216.34/hook', events: ['order.created'] },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data.createWebhookEndpoint.endpoint.id;
    const moved = await admin.gql(
      `mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { url: "https://10.0.0.1/" }) { url } }`,
      { id },
    );
    expect(moved.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    await admin.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id });
  });
});

describe('API tokens and webhook endpoints', () => {
  it('lets a write token manage its own endpoints only; a read token may not create one', async () => {
    const writer = await token('write');
    const asWriter = bearer(writer.secret);
    const own = await asWriter(CREATE, {
      input: { url: 'https://93.184.216.34/erp', events: ['order.created'] },
    });
    expect(own.errors).toBeUndefined();
    const endpoint = own.data.createWebhookEndpoint.endpoint;
    expect(endpoint.tokenId).toBe(writer.token.id);
    const adminsOwn = await admin.gql(CREATE, {
      input: { url: 'https://93.184.216.34/admin', events: ['order.created'] },
    });
    const adminEndpoint = adminsOwn.data.createWebhookEndpoint.endpoint.id;

    const listed = await asWriter(`{ webhookEndpoints { id } }`);
    expect(listed.data.webhookEndpoints).toEqual([{ id: endpoint.id }]);
    const foreign = await asWriter(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, {
      id: adminEndpoint,
    });
    expect(foreign.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const adminList = await admin.gql(`{ webhookEndpoints { id } }`);
    expect(adminList.data.webhookEndpoints.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining([endpoint.id, adminEndpoint]),
    );

    const reader = bearer((await token('read')).secret);
    const refused = await reader(CREATE, {
      input: { url: 'https://93.184.216.34/x', events: ['order.created'] },
    });
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');

    await admin.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id: adminEndpoint });
    await asWriter(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id: endpoint.id });
  });

  it("queues nothing for a revoked token's endpoints", async () => {
    const writer = await token('write');
    const created = await bearer(writer.secret)(CREATE, {
      input: { url: 'https://93.184.216.34/revoked', events: ['customer.created'] },
    });
    const endpointId = created.data.createWebhookEndpoint.endpoint.id;
    await admin.gql(`mutation($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: writer.token.id });
    const email = uniqueEmail('revoked-endpoint');
    await server.client().register(email);
    // This sign-up's event only: another file's sign-up may land before the revocation.
    const rows = await server.db.dataSource.query(
      `SELECT 1 FROM "webhook_deliveries" WHERE "endpoint_id" = $1 AND "body" LIKE '%' || $2 || '%'`,
      [endpointId, email],
    );
    expect(rows).toHaveLength(0);
    await admin.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id: endpointId });
  });
});
