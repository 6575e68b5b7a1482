import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedInAdmin } from '../test/admin-client';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../test/test-server';
import { INTROSPECTION_REFUSED } from './introspection';

const PRODUCTS = '{ products { id name } }';
const PRODUCTS_HASH = 'sha256:' + '1'.repeat(64);
const SCHEMA = '{ __schema { queryType { name } } }';
const SCHEMA_HASH = 'sha256:' + '2'.repeat(64);
const TYPE_WITH_PRODUCTS = '{ products { id } __type(name: "Product") { name } }';
const TYPE_HASH = 'sha256:' + '3'.repeat(64);
const PREFLIGHT = { 'apollo-require-preflight': '1' };

let server: TestServer;
let admin: TestClient;

function manifestFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'manifest-')), 'persisted-documents.json');
  writeFileSync(
    file,
    JSON.stringify({ [PRODUCTS_HASH]: PRODUCTS, [SCHEMA_HASH]: SCHEMA, [TYPE_HASH]: TYPE_WITH_PRODUCTS }),
  );
  return file;
}

beforeAll(async () => {
  const adminEmail = uniqueEmail('introspection-admin');
  // NODE_ENV=production alone: trusted documents and staff-only introspection are its defaults.
  server = await startTestServer({
    NODE_ENV: 'production',
    TRUSTED_DOCUMENTS_FILE: manifestFile(),
    ADMIN_EMAILS: adminEmail,
  });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const get = (client: TestClient, params: Record<string, string>) =>
  client.request('GET', `/graphql?${new URLSearchParams(params).toString()}`, undefined, PREFLIGHT);

describe('trusted documents over GET (NODE_ENV=production)', () => {
  it('refuses a guest or customer query text sent in the query string', async () => {
    const guest = await get(server.client(), { query: '{__schema{types{name}}}' });
    expect(guest.status).toBe(403);
    expect(guest.body.errors[0].extensions.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
    const customer = server.client();
    await customer.register();
    expect((await get(customer, { query: PRODUCTS })).status).toBe(403);
  });

  it('runs manifest operations sent by hash in the query string, and only those', async () => {
    const byId = await get(server.client(), { documentId: PRODUCTS_HASH });
    expect(byId.status).toBe(200);
    expect(byId.body.data.products).toHaveLength(5);
    const extensions = JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: PRODUCTS_HASH.slice('sha256:'.length) },
    });
    const apollo = await get(server.client(), { extensions });
    expect(apollo.body.data.products).toHaveLength(5);
    const smuggled = await get(server.client(), { documentId: PRODUCTS_HASH, query: '{ me { email } }' });
    expect(Object.keys(smuggled.body.data)).toEqual(['products']);
    const unknown = await get(server.client(), { documentId: 'sha256:' + '9'.repeat(64) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('lets admins send any operation over GET', async () => {
    const response = await get(admin, { query: '{ me { role } }' });
    expect(response.status).toBe(200);
    expect(response.body.data.me.role).toBe('admin');
  });
});

describe('introspection for staff only (NODE_ENV=production)', () => {
  it('refuses __schema and __type to guests and customers, even in a trusted document', async () => {
    const customer = server.client();
    await customer.register();
    for (const client of [server.client(), customer]) {
      for (const documentId of [SCHEMA_HASH, TYPE_HASH]) {
        const response = await client.post('/graphql', { documentId });
        expect(response.status).toBe(400);
        expect(response.body.data).toBeUndefined();
        expect(response.body.errors[0].message).toBe(INTROSPECTION_REFUSED);
      }
      const overGet = await get(client, { documentId: SCHEMA_HASH });
      expect(overGet.body.errors[0].message).toBe(INTROSPECTION_REFUSED);
    }
    // __typename is not introspection of the schema.
    const typename = await server.client().post('/graphql', { documentId: PRODUCTS_HASH });
    expect(typename.status).toBe(200);
  });

  it('answers the schema to admins (the explorer) and API tokens', async () => {
    const adminSchema = await admin.gql(SCHEMA);
    expect(adminSchema.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const created = await admin.gql(
      'mutation { createApiToken(input: {name: "bi", scope: read}) { secret } }',
    );
    const viaToken = await server
      .client()
      .request(
        'POST',
        '/graphql',
        { query: TYPE_WITH_PRODUCTS },
        { authorization: `Bearer ${created.data.createApiToken.secret as string}` },
      );
    expect(viaToken.status).toBe(200);
    expect(viaToken.body.data.__type).toEqual({ name: 'Product' });
  });

  it('never puts an introspection document in the public response cache', async () => {
    expect(server.publicCache?.allowList.has(PRODUCTS_HASH.slice('sha256:'.length))).toBe(true);
    expect(server.publicCache?.allowList.has(SCHEMA_HASH.slice('sha256:'.length))).toBe(false);
    expect(server.publicCache?.allowList.has(TYPE_HASH.slice('sha256:'.length))).toBe(false);
    await admin.post('/graphql', { documentId: SCHEMA_HASH });
    const guest = await server.client().post('/graphql', { documentId: SCHEMA_HASH });
    expect(guest.body.errors[0].message).toBe(INTROSPECTION_REFUSED);
  });

  it('gives the schema to everyone again with GRAPHQL_INTROSPECTION=true', async () => {
    const open = await startTestServer({
      NODE_ENV: 'production',
      GRAPHQL_INTROSPECTION: 'true',
      TRUSTED_DOCUMENTS_FILE: manifestFile(),
    });
    try {
      const response = await open.client().post('/graphql', { documentId: SCHEMA_HASH });
      expect(response.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await open.close();
    }
  });
});
