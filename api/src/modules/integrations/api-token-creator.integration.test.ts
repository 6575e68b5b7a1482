import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';

/** A token acts with its creator's rights as they are now, and the list says who created it. */
let server: TestServer;
let creator: TestClient;
let otherAdmin: TestClient;
let creatorEmail: string;

beforeAll(async () => {
  const emails = adminEmails(2, 'token-creator');
  creatorEmail = emails[0];
  server = await startTestServer({ ADMIN_EMAILS: emails.join(',') });
  creator = await signedInAdmin(server, emails[0]);
  otherAdmin = await signedInAdmin(server, emails[1]);
});
afterAll(() => server.close());

const setRole = async (userId: string, role: 'admin' | 'user') => {
  const response = await otherAdmin.put(`/api/admin/users/${userId}/role`, { role });
  expect(response.status).toBe(200);
};

it('stops a token when its creator loses admin rights, and lets it work again when they regain them', async () => {
  const created = await creator.gql(
    `mutation { createApiToken(input: { name: "ERP sync", scope: write }) { secret token { id createdByEmail } } }`,
  );
  expect(created.errors).toBeUndefined();
  const { secret, token } = created.data.createApiToken;
  expect(token.createdByEmail).toBe(creatorEmail);
  const withToken = (path: string) =>
    server.client().request('GET', path, undefined, { authorization: `Bearer ${secret}` });
  expect((await withToken('/api/admin/users')).status).toBe(200);

  const me = (await creator.get('/api/auth/user')).body as { id: string };
  await setRole(me.id, 'user');
  const refused = await withToken('/api/admin/users');
  expect(refused.status).toBe(401);
  expect(refused.body.message).toBe(
    'This API token no longer works: the admin who created it no longer has admin rights. Ask an admin for a new token.',
  );
  const refusedGraphql = await server
    .client()
    .request('POST', '/graphql', { query: '{ adminUsers { id } }' }, { authorization: `Bearer ${secret}` });
  expect(refusedGraphql.status).toBe(401);
  expect(refusedGraphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

  await setRole(me.id, 'admin');
  expect((await withToken('/api/admin/users')).status).toBe(200);
});

it('lists who created each token, on GraphQL and REST', async () => {
  await otherAdmin.gql(`mutation { createApiToken(input: { name: "Helpdesk", scope: read }) { secret } }`);
  const rest = await creator.get('/api/admin/api-tokens');
  expect(rest.status).toBe(200);
  const helpdesk = (rest.body as { name: string; createdByEmail: string }[]).find(
    (token) => token.name === 'Helpdesk',
  );
  expect(helpdesk?.createdByEmail).toMatch(/^token-creator-/);
  expect(helpdesk?.createdByEmail).not.toBe(creatorEmail);
  const graphql = await creator.gql('{ apiTokens { name createdByEmail } }');
  expect(graphql.data.apiTokens).toContainEqual({
    name: 'Helpdesk',
    createdByEmail: helpdesk?.createdByEmail,
  });
});

it('answers who may create tokens before what was sent: a guest 401, a customer 403, even with a bad body', async () => {
  const guest = await server.client().post('/api/admin/api-tokens', { scope: 'everything' });
  expect(guest.status).toBe(401);
  const customer = server.client();
  await customer.register();
  expect((await customer.post('/api/admin/api-tokens', { scope: 'everything' })).status).toBe(403);
  expect((await creator.post('/api/admin/api-tokens', { scope: 'everything' })).status).toBe(400);
});
