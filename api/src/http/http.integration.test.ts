import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('HTTP edge', () => {
  it('reports liveness and readiness as JSON', async () => {
    const client = server.client();
    expect(await client.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await client.get('/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', database: 'ok' },
    });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await server.client().request('POST', '/api/auth/login', '{"email": ', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) });
    const response = await server.client().request('POST', '/api/auth/login', big);
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/too large/);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await server.client().get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('refuses cross-site and non-JSON state changes (CSRF)', async () => {
    const client = server.client();
    const crossSite = await client.request(
      'POST',
      '/api/auth/logout',
      {},
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const form = await client.request('POST', '/api/auth/login', 'email=a@b.c&password=secret1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const sameOrigin = await client.request('POST', '/api/auth/logout', {}, { origin: server.url });
    expect(sameOrigin.status).toBe(204);
  });

  it('sets security headers with a same-origin content security policy', async () => {
    const response = await server.client().get('/healthz');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('serves a placeholder page at / until the web app is built', async () => {
    const response = await server.client().get('/');
    expect(response.status).toBe(200);
    expect(String(response.body)).toMatch(/storefront/i);
  });
});

describe('GraphQL hardening', () => {
  it('blocks GET requests without a preflight-forcing header (Apollo CSRF prevention)', async () => {
    const response = await server.client().get('/graphql?query=%7Bproducts%7Bid%7D%7D');
    expect(response.status).toBe(400);
  });

  it('rejects queries deeper than the depth limit', async () => {
    const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } } } } } } } }`;
    const response = await server.client().gql(deep);
    expect(response.errors?.[0].message).toMatch(/depth/i);
  });

  it('rejects too many aliases and oversized token counts as client errors', async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: products { id }`).join(' ');
    const aliased = await server.client().gql(`{ ${aliases} }`);
    expect(aliased.errors?.[0].message).toMatch(/alias/i);
    const tokens = `{ ${Array.from({ length: 1200 }, () => 'products { id }').join(' ')} }`;
    const huge = await server.client().gql(tokens);
    expect(huge.status).toBe(400);
    expect(huge.errors?.[0].message).toMatch(/token/i);
  });

  it('rejects malformed GraphQL and invalid variables with 400', async () => {
    const client = server.client();
    expect((await client.gql('{ products { id ')).status).toBe(400);
    const variables = await client.gql('query($id: ID!) { product(id: $id) { id } }', {});
    expect(variables.status).toBe(400);
  });

  it('keeps introspection on by default and off with GRAPHQL_INTROSPECTION=false', async () => {
    const on = await server.client().gql('{ __schema { queryType { name } } }');
    expect(on.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const closed = await startTestServer({ GRAPHQL_INTROSPECTION: 'false' });
    try {
      const off = await closed.client().gql('{ __schema { queryType { name } } }');
      expect(off.errors?.[0].message).toMatch(/introspection/i);
    } finally {
      await closed.close();
    }
  });
});
