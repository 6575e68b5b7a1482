import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { signedInAdmin } from '../test/admin-client';
import { startTestServer, uniqueEmail, type TestServer } from '../test/test-server';

const FAKE_EXPLORER = `<!doctype html><html><head><!--shop-config--><title>explorer</title></head>
<body><div id="explorer"></div></body></html>`;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const adminEmail = uniqueEmail('explorer-admin');

let server: TestServer;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'hometunnel-explorer-'));
  writeFileSync(path.join(webDist, 'explorer.html'), FAKE_EXPLORER);
  server = await startTestServer({
    WEB_DIST_DIR: webDist,
    BRAND_NAME: 'Tunnel <Test>',
    ADMIN_EMAILS: adminEmail,
    GRAPHQL_TRUSTED_DOCUMENTS: 'true',
  });
});
afterAll(() => server.close());

describe('GraphQL explorer (GET /graphql from a browser)', () => {
  it('serves explorer.html with the shop configuration injected', async () => {
    const response = await server.client().request('GET', '/graphql', undefined, { accept: BROWSER_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = response.body as string;
    expect(html).not.toContain('<!--shop-config-->');
    const script = /<script id="shop-config" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('<');
    expect(JSON.parse(script![1])).toEqual({
      brandName: 'Tunnel <Test>',
      supportEmail: expect.any(String),
      publicUrl: expect.any(String),
    });
  });

  it('leaves JSON GETs and POSTs to the GraphQL API', async () => {
    const client = server.client();
    const get = await client.request('GET', '/graphql?query=%7B__typename%7D', undefined, {
      accept: 'application/json',
      'apollo-require-preflight': 'true',
    });
    expect(get.headers.get('content-type')).toMatch(/json/);
    expect(typeof get.body).toBe('object');

    const noAccept = await client.request('GET', '/graphql?query=%7B__typename%7D', undefined, {
      accept: '*/*',
      'apollo-require-preflight': 'true',
    });
    expect(noAccept.headers.get('content-type')).toMatch(/json/);

    const post = await client.request(
      'POST',
      '/graphql',
      { query: '{ products { id } }' },
      { accept: BROWSER_ACCEPT },
    );
    expect(post.headers.get('content-type')).toMatch(/json/);
    expect(typeof post.body).toBe('object');
  });

  it("runs GraphiQL's introspection query for an admin, within the depth and cost limits", async () => {
    const admin = await signedInAdmin(server, adminEmail);
    for (const query of [getIntrospectionQuery(), getIntrospectionQuery({ inputValueDeprecation: true })]) {
      const response = await admin.request(
        'POST',
        '/graphql',
        { query, operationName: 'IntrospectionQuery' },
        { 'apollo-require-preflight': 'true' },
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.status).toBe(200);
      expect(response.body.data.__schema.queryType.name).toBe('Query');
    }
  });

  it('refuses operations of its own from a guest when trusted documents are enforced', async () => {
    const response = await server
      .client()
      .request(
        'POST',
        '/graphql',
        { query: getIntrospectionQuery(), operationName: 'IntrospectionQuery' },
        { 'apollo-require-preflight': 'true' },
      );
    expect(response.status).toBe(403);
    expect(response.body.errors[0].extensions.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
  });
});

describe('GraphQL explorer without a web build', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({
      WEB_DIST_DIR: mkdtempSync(path.join(tmpdir(), 'hometunnel-no-explorer-')),
    });
  });
  afterAll(() => bare.close());

  it("says the explorer isn't built, and the API still answers", async () => {
    const page = await bare.client().request('GET', '/graphql', undefined, { accept: BROWSER_ACCEPT });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain("The GraphQL explorer isn't built");

    const api = await bare.client().gql<{ __typename: string }>('{ __typename }');
    expect(api.data).toEqual({ __typename: 'Query' });
  });
});
