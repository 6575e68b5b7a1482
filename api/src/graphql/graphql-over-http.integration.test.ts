import { auditServer } from 'graphql-http';
import { signedInAdmin } from '../test/admin-client';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../test/test-server';

/**
 * The audits of the GraphQL-over-HTTP spec (graphql-http's suite) that do not pass, each with the
 * reason given in docs/integrations.md ("GraphQL over HTTP"). Exact on purpose: a new warning fails
 * this test, and so does fixing one (then drop it here and in the docs).
 */
const ACCEPTED_FINDINGS = {
  // 400, not 200, for a document that fails to parse, to validate, or whose variables do not
  // coerce, also for `Accept: application/json` (bad input is a 400 across this API).
  '572B': 'warn',
  FDE2: 'warn',
  '7B9B': 'warn',
};

let server: TestServer;
let admin: TestClient;
let secret: string;

beforeAll(async () => {
  const adminEmail = uniqueEmail('graphql-http-admin');
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
  // A write token: a mutation sent by GET must be refused by the transport, not by a read scope.
  const created = await admin.gql(
    `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
    { input: { name: 'GraphQL-over-HTTP audit', scope: 'write' } },
  );
  expect(created.errors).toBeUndefined();
  secret = created.data.createApiToken.secret;
});
afterAll(() => server.close());

/** fetch as an integration sends it: every request carries the API token, and nothing else. */
const withToken = (input: RequestInfo | URL, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${secret}`);
  return fetch(input, { ...init, headers });
};

describe('GraphQL over HTTP (graphql-http audit, with an API token)', () => {
  it('passes every MUST, and fails only the documented SHOULD and MAY audits', async () => {
    const results = await auditServer({ url: `${server.url}/graphql`, fetchFn: withToken });
    const failed = results.flatMap((result) => (result.status === 'ok' ? [] : [result]));
    const errors = failed
      .filter((result) => result.status === 'error')
      .map((result) => `${result.id} ${result.name}: ${result.reason}`);
    expect(errors).toEqual([]);
    const findings = Object.fromEntries(failed.map((result) => [result.id, result.status]));
    expect(findings).toEqual(ACCEPTED_FINDINGS);
    expect(results.length).toBeGreaterThan(50);
  });

  it('lets an API token query over GET without a preflight header; a session still needs one', async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent('{ products { id } }')}`;
    const byToken = await withToken(url);
    expect(byToken.status).toBe(200);
    expect((await byToken.json()).data.products.length).toBeGreaterThan(0);
    // The admin's cookie is what a cross-site page could make a browser send: still refused.
    const bySession = await admin.get(url.slice(server.url.length));
    expect(bySession.status).toBe(400);
    expect(bySession.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
    // Cached Basic credentials are sent by a browser on its own, like a cookie: no exemption.
    const byBasic = await admin.request('GET', url.slice(server.url.length), undefined, {
      authorization: 'Basic dXNlcjpwYXNz',
    });
    expect(byBasic.status).toBe(400);
    expect(byBasic.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
  });
});
