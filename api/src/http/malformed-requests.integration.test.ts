import { adminEmails, signedInAdmin } from '../test/admin-client';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

// Requests the fuzzer (npm run fuzz) found answered 500 or INTERNAL_SERVER_ERROR: each is the
// client's mistake and must be a 4xx with a message saying what is wrong.
let server: TestServer;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'malformed-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

describe('malformed percent-encoding in a path parameter', () => {
  it('answers 400 with a message, for guests and admins alike', async () => {
    const client = server.client();
    for (const [method, path] of [
      ['PUT', '/api/cart/%zz'],
      ['DELETE', '/api/cart/%E0%A4%A'],
      ['GET', '/api/products/%'],
      ['GET', '/api/products/%ED%A0%80'],
      ['GET', '/api/orders/%E0%A4%A'],
    ]) {
      const response = await client.request(method, path, method === 'PUT' ? { quantity: 1 } : undefined);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 400,
        body: { message: 'Malformed percent-encoding in the URL' },
      });
    }
    const adminRoute = await admin.request('PATCH', '/api/admin/orders/%E0%A4%A/status', { status: 'paid' });
    expect(adminRoute.status).toBe(400);
    expect(adminRoute.body).toEqual({
      message: 'Malformed percent-encoding in the URL',
      error: 'Malformed percent-encoding in the URL',
    });
    // No route takes an id there: still a plain 404, never a 500.
    expect((await client.get('/api/no-such-route/%E0%A4%A')).status).toBe(404);
  });
});

describe('a Content-Encoding that does not match the body', () => {
  const login = JSON.stringify({ email: 'a@example.com', password: 'secret123' });

  it('answers 400 for gzip, deflate or br on a plain body, 415 for an unknown encoding', async () => {
    const client = server.client();
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const response = await client.request('POST', '/api/auth/login', login, {
        'content-type': 'application/json',
        'content-encoding': encoding,
      });
      expect({ encoding, status: response.status, body: response.body }).toEqual({
        encoding,
        status: 400,
        body: { message: 'Request body does not match its Content-Encoding' },
      });
    }
    const unknown = await client.request('POST', '/api/auth/login', login, {
      'content-type': 'application/json',
      'content-encoding': 'zip-of-doom',
    });
    expect(unknown.status).toBe(415);
  });

  it('answers /graphql in the GraphQL error shape', async () => {
    const response = await server
      .client()
      .request('POST', '/graphql', JSON.stringify({ query: '{ me { id } }' }), {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        message: 'Request body does not match its Content-Encoding',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });
});

describe('GraphQL operations the API does not serve', () => {
  it('refuses a subscription with 400 GRAPHQL_VALIDATION_FAILED, by name or alone', async () => {
    const client = server.client();
    for (const body of [
      { query: 'subscription { products { id } }' },
      { query: 'query A { me { id } } subscription B { products { id } }', operationName: 'B' },
    ]) {
      const response = await client.request('POST', '/graphql', body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({
        message: 'Subscriptions are not supported: send a query or a mutation',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    }
  });

  it('refuses an unsupported persisted-query version with 400 BAD_REQUEST, over POST and GET', async () => {
    const client = server.client();
    const hash = 'a'.repeat(64);
    const expected = { message: 'Unsupported persisted query version', extensions: { code: 'BAD_REQUEST' } };
    for (const persistedQuery of [{ version: 2 }, { version: 3 }, 'not an object']) {
      const response = await client.request('POST', '/graphql', { extensions: { persistedQuery } });
      expect({ persistedQuery, status: response.status }).toEqual({ persistedQuery, status: 400 });
      expect(response.body.errors).toEqual([expected]);
    }
    // With a hash, the trusted-documents lookup answers first: not in the manifest.
    const unknown = await client.request('POST', '/graphql', {
      extensions: { persistedQuery: { version: 2, sha256Hash: hash } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 2 } }));
    const get = await client.request('GET', `/graphql?extensions=${extensions}`, undefined, {
      'apollo-require-preflight': 'true',
    });
    expect(get.status).toBe(400);
    expect(get.body.errors).toEqual([expected]);
  });
});
