import { signedInAdmin } from '../test/admin-client';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../test/test-server';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  const adminEmail = uniqueEmail('rest-edge-admin');
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const ticket = (subject: string) => ({
  fullName: 'Read Only',
  email: 'read-only@example.com',
  subject,
  message: 'Written through a read-only token',
});

async function ticketsWithSubject(subject: string): Promise<number> {
  const rows = await server.db.dataSource.query(`SELECT 1 FROM "tickets" WHERE "subject" = $1`, [subject]);
  return rows.length;
}

describe('a read-only API token on REST', () => {
  it('cannot write under any spelling of the /api path', async () => {
    const created = await admin.post('/api/admin/api-tokens', { name: 'bi', scope: 'read' });
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${created.body.secret as string}` };
    for (const path of ['/API/tickets', '/Api/tickets', '/api/TICKETS', '/api/tickets']) {
      const subject = `read-only write via ${path}`;
      const response = await server.client().request('POST', path, ticket(subject), bearer);
      expect({ path, status: response.status }).not.toMatchObject({ status: 201 });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await ticketsWithSubject(subject)).toBe(0);
    }
    const read = await server.client().request('GET', '/api/products', undefined, bearer);
    expect(read.status).toBe(200);
  });
});

describe('CSRF guard and body-less POSTs', () => {
  it('signs out with a same-origin POST that has no body', async () => {
    const client = server.client();
    await client.register();
    const response = await client.request('POST', '/api/auth/logout', undefined, { origin: server.url });
    expect(response.status).toBe(204);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('answers "Request Admin Access" sent without a body on its merits, not 415', async () => {
    const customer = server.client();
    await customer.register();
    const response = await customer.request('POST', '/api/admin/make-admin');
    expect(response.status).toBe(403);
    expect(response.body.error).toBeTruthy();
  });

  it('still refuses form posts, with or without fields, and cross-site body-less POSTs', async () => {
    const client = server.client();
    await client.register();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await client.request('POST', '/api/auth/logout', 'a=1', form)).status).toBe(415);
    expect((await client.request('POST', '/api/auth/logout', '', form)).status).toBe(415);
    const text = { 'content-type': 'text/plain' };
    expect((await client.request('POST', '/api/tickets', JSON.stringify(ticket('x')), text)).status).toBe(
      415,
    );
    const crossSite = await client.request('POST', '/api/auth/logout', undefined, {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});
