import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedInAdmin } from '../test/admin-client';
import { startTestServer, uniqueEmail, type TestServer } from '../test/test-server';

const PRODUCTS = '{ products { id name } }';
const HASH = 'sha256:0f0e0d0c0b0a09080706050403020100ffeeddccbbaa99887766554433221100';

let server: TestServer;
let adminEmail: string;

beforeAll(async () => {
  const manifest = path.join(mkdtempSync(path.join(tmpdir(), 'manifest-')), 'persisted-documents.json');
  writeFileSync(manifest, JSON.stringify({ [HASH]: PRODUCTS }));
  adminEmail = uniqueEmail('trusted-admin');
  server = await startTestServer({
    GRAPHQL_TRUSTED_DOCUMENTS: 'true',
    TRUSTED_DOCUMENTS_FILE: manifest,
    ADMIN_EMAILS: adminEmail,
  });
});
afterAll(() => server.close());

describe('trusted documents (GRAPHQL_TRUSTED_DOCUMENTS=true)', () => {
  it('runs a manifest operation sent by hash, as documentId or as an Apollo persisted query', async () => {
    const byId = await server.client().post('/graphql', { documentId: HASH });
    expect(byId.status).toBe(200);
    expect(byId.body.data.products).toHaveLength(5);
    const apollo = await server.client().post('/graphql', {
      extensions: { persistedQuery: { version: 1, sha256Hash: HASH.slice('sha256:'.length) } },
    });
    expect(apollo.body.data.products).toHaveLength(5);
  });

  it('refuses an unknown hash', async () => {
    const response = await server.client().post('/graphql', { documentId: 'sha256:unknown' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses arbitrary operations from guests and customer sessions', async () => {
    const guest = await server.client().gql(PRODUCTS);
    expect(guest.status).toBe(403);
    expect(guest.errors?.[0].extensions?.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
    const customer = server.client();
    await customer.register();
    expect((await customer.gql(PRODUCTS)).status).toBe(403);
  });

  it('lets admin sessions and API tokens send any operation', async () => {
    const admin = await signedInAdmin(server, adminEmail);
    const adminQuery = await admin.gql('{ products { id } me { role } }');
    expect(adminQuery.status).toBe(200);
    expect(adminQuery.data.me.role).toBe('admin');
    const created = await admin.gql(
      `mutation { createApiToken(input: {name: "bi", scope: read}) { secret } }`,
    );
    const secret = created.data.createApiToken.secret;
    const viaToken = await server
      .client()
      .request('POST', '/graphql', { query: '{ products { name } }' }, { authorization: `Bearer ${secret}` });
    expect(viaToken.status).toBe(200);
    expect(viaToken.body.data.products).toHaveLength(5);
  });
});
