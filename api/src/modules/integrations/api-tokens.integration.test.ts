import { signedInAdmin } from '../../test/admin-client';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  const adminEmail = uniqueEmail('token-admin');
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

async function createToken(scope: 'read' | 'write', name = `sync ${scope}`) {
  const response = await admin.gql(
    `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id name scope tokenPrefix lastUsedAt revokedAt } } }`,
    { input: { name, scope } },
  );
  expect(response.errors).toBeUndefined();
  return response.data.createApiToken as { secret: string; token: { id: string; tokenPrefix: string } };
}

function bearer(secret: string) {
  return {
    gql: (query: string, variables?: Record<string, unknown>) =>
      server
        .client()
        .request('POST', '/graphql', { query, variables }, { authorization: `Bearer ${secret}` }),
    rest: (method: string, path: string, body?: unknown) =>
      server.client().request(method, path, body, { authorization: `Bearer ${secret}` }),
  };
}

describe('API tokens for integrations', () => {
  it('shows the secret once; lists and the database keep only its prefix and a hash', async () => {
    const created = await createToken('read');
    expect(created.secret).toMatch(/^ht_/);
    expect(created.secret.startsWith(created.token.tokenPrefix)).toBe(true);
    const list = await admin.get('/api/admin/api-tokens');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const rows = await server.db.dataSource.query(`SELECT * FROM "api_tokens" WHERE "id" = $1`, [
      created.token.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(created.secret);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets a read token query but refuses its mutations on GraphQL and REST, and records last use', async () => {
    const { secret, token } = await createToken('read');
    const client = bearer(secret);
    const read = await client.gql('{ products { id } }');
    expect(read.status).toBe(200);
    expect(read.body.data.products).toHaveLength(5);
    const mutation = await client.gql('mutation { clearCart }');
    expect(mutation.status).toBe(403);
    expect(mutation.body.errors[0]).toMatchObject({
      message: 'This API token is read-only',
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await client.rest('POST', '/api/tickets', {});
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe('This API token is read-only');
    const [row] = await server.db.dataSource.query(
      `SELECT "last_used_at" FROM "api_tokens" WHERE "id" = $1`,
      [token.id],
    );
    expect(row.last_used_at).not.toBeNull();
  });

  it('lets a read token list orders and tickets but not change them; a write token may', async () => {
    const ticket = await server.client().post('/api/tickets', {
      fullName: 'Integration Test',
      email: 'integration@example.com',
      subject: 'Router lights',
      message: 'The status light blinks orange after the update.',
    });
    expect(ticket.status).toBe(201);
    const reader = bearer((await createToken('read')).secret);
    const orders = await reader.gql('{ adminOrders { id status totalAmount } }');
    expect(orders.status).toBe(200);
    expect(Array.isArray(orders.body.data.adminOrders)).toBe(true);
    expect((await reader.rest('GET', '/api/admin/orders')).status).toBe(200);
    const tickets = await reader.gql('{ adminTickets(status: open) { id subject } }');
    expect(tickets.body.data.adminTickets.map((t: { id: string }) => t.id)).toContain(ticket.body.id);
    const refused = await reader.gql(
      `mutation { setTicketStatus(id: "${ticket.body.id}", status: resolved) { id } }`,
    );
    expect(refused.status).toBe(403);
    const writer = bearer((await createToken('write')).secret);
    const resolved = await writer.gql(
      `mutation { setTicketStatus(id: "${ticket.body.id}", status: resolved) { status } }`,
    );
    expect(resolved.body.data.setTicketStatus.status).toBe('resolved');
  });

  it('answers 401 for a revoked or unknown token', async () => {
    const { secret, token } = await createToken('write');
    expect((await bearer(secret).gql('{ products { id } }')).status).toBe(200);
    const revoked = await admin.delete(`/api/admin/api-tokens/${token.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const after = await bearer(secret).rest('GET', '/api/products');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Invalid or revoked API token' });
    const unknown = await bearer('ht_not-a-real-token').gql('{ products { id } }');
    expect(unknown.body.errors?.[0]?.message ?? unknown.body.message).toBe('Invalid or revoked API token');
  });

  it('lets only signed-in admins manage tokens', async () => {
    const guest = await server.client().post('/api/admin/api-tokens', { name: 'x', scope: 'read' });
    expect(guest.status).toBe(401);
    const user = server.client();
    await user.register();
    expect((await user.post('/api/admin/api-tokens', { name: 'x', scope: 'read' })).status).toBe(403);
    expect((await user.gql('{ apiTokens { id } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { secret } = await createToken('write');
    const byToken = await bearer(secret).rest('POST', '/api/admin/api-tokens', { name: 'x', scope: 'read' });
    expect(byToken.status).toBe(401);
    const bad = await admin.post('/api/admin/api-tokens', { name: ' ', scope: 'read' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Token name is required');
    const badScope = await admin.post('/api/admin/api-tokens', { name: 'x', scope: 'admin' });
    expect(badScope.status).toBe(400);
  });

  it('rate limits each token', async () => {
    const limited = await startTestServer({ API_TOKEN_RATE_LIMIT: '3' });
    try {
      const { secret } = await createToken('read');
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push(
          (
            await limited
              .client()
              .request('GET', '/api/products', undefined, { authorization: `Bearer ${secret}` })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
