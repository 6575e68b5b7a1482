import { adminEmails, signedInAdmin, verifyAddress } from '../../test/admin-client';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

const REFUSED =
  'Admin access can only be granted to addresses on the admin list, or to the first user while there is no admin yet. Ask an existing admin to make you an admin.';

let server: TestServer;
let admin: TestClient;
const [adminEmail, laterListedEmail] = adminEmails(2, 'users-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, REGISTRATION_MAX_PER_IP: '1000' });
  // From here on at least one admin exists, so "no admin yet" never applies in this file.
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

describe('GET /api/admin/users and adminUsers', () => {
  it('lists users newest first with the screen fields and no secrets', async () => {
    const older = await server.client().register(uniqueEmail('older'), 'secret123', { firstName: 'Old' });
    const newer = await server.client().register(uniqueEmail('newer'), 'secret123', { lastName: 'New' });
    const response = await admin.get('/api/admin/users');
    expect(response.status).toBe(200);
    const users = response.body as Record<string, unknown>[];
    const ids = users.map((user) => user.id);
    expect(ids.indexOf(newer.user.id)).toBeLessThan(ids.indexOf(older.user.id));
    expect(users.find((user) => user.id === older.user.id)).toEqual({
      id: older.user.id,
      email: older.email,
      firstName: 'Old',
      lastName: null,
      role: 'user',
      language: 'en',
      emailVerified: false,
      createdAt: expect.any(String),
    });
    const created = users.map((user) => Date.parse(String(user.createdAt)));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const gql = await admin.gql(
      `{ adminUsers { id email firstName lastName role language emailVerified createdAt } }`,
    );
    expect(gql.data.adminUsers.map((user: { id: string }) => user.id).slice(0, 2)).toContain(newer.user.id);
    expect(gql.data.adminUsers).toContainEqual({ ...users.find((user) => user.id === newer.user.id) });
  });

  it('pages the list on REST (limit, Link rel=next) and the deprecated adminUsers (limit, offset), with the total in X-Total-Count', async () => {
    const [third, second, first] = [
      await server.client().register(uniqueEmail('page-3')),
      await server.client().register(uniqueEmail('page-2')),
      await server.client().register(uniqueEmail('page-1')),
    ].map((registered) => registered.user.id);
    // Other files sign users up in the same database at the same time; dating these three far
    // ahead keeps them the newest, so the pages below are fixed. Exact counts are proven on a
    // database of its own (admin.fresh-shop.integration.test.ts).
    await server.db.dataSource.query(
      `UPDATE "users" SET "created_at" = TIMESTAMPTZ '2999-01-01' + (array_position($1::uuid[], "id") * INTERVAL '1 second')
        WHERE "id" = ANY($1::uuid[])`,
      [[third, second, first]],
    );
    const before = await admin.gql(`{ adminUserCount }`);
    const rest = await admin.get('/api/admin/users?limit=2');
    expect(rest.status).toBe(200);
    expect(rest.body.map((user: { id: string }) => user.id)).toEqual([first, second]);
    const next = /^<([^>]+)>; rel="next"$/.exec(rest.headers.get('link') ?? '')?.[1] ?? '';
    expect((await admin.get(next)).body[0].id).toBe(third);
    const paged = await admin.gql(`{ adminUsers(limit: 2, offset: 1) { id } }`);
    expect(paged.data.adminUsers.map((user: { id: string }) => user.id)).toEqual([second, third]);
    const after = await admin.gql(`{ adminUserCount }`);
    const total = Number(rest.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(before.data.adminUserCount);
    expect(total).toBeLessThanOrEqual(after.data.adminUserCount);

    const guest = await server.client().gql(`{ adminUserCount }`);
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/admin/make-admin and requestAdminAccess', () => {
  it('refuses an unlisted user while an admin exists with 403 {error, message}', async () => {
    const client = server.client();
    await client.register(uniqueEmail('wannabe'));
    const response = await client.request('POST', '/api/admin/make-admin', undefined, {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: REFUSED, message: REFUSED });
    expect((await client.get('/api/auth/user')).body.role).toBe('user');
  });

  it('grants an address added to ADMIN_EMAILS after it registered', async () => {
    const client = server.client();
    await client.register(laterListedEmail);
    await verifyAddress(server, client, laterListedEmail);
    expect((await client.get('/api/auth/user')).body.role).toBe('user');
    const listing = await startTestServer({
      ADMIN_EMAILS: `someone@example.com,${laterListedEmail.toUpperCase()}`,
    });
    try {
      const sameSession = listing.client();
      await sameSession.post('/api/auth/login', { email: laterListedEmail, password: 'secret123' });
      const granted = await sameSession.post('/api/admin/make-admin');
      expect(granted.status).toBe(200);
      expect(granted.body).toEqual({ message: 'Admin access granted' });
      const again = await sameSession.gql(`mutation { requestAdminAccess { message user { email role } } }`);
      expect(again.data.requestAdminAccess).toEqual({
        message: 'You already have admin access',
        user: { email: laterListedEmail, role: 'admin' },
      });
      expect((await sameSession.get('/api/admin/users')).status).toBe(200);
    } finally {
      await listing.close();
    }
  });

  it('answers an admin that they already have access', async () => {
    const response = await admin.post('/api/admin/make-admin');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'You already have admin access' });
  });
});

describe('PUT /api/admin/users/{id}/role and setUserRole', () => {
  it('promotes and demotes, effective on the next request', async () => {
    const target = server.client();
    const { user } = await target.register(uniqueEmail('promote'));
    expect((await target.get('/api/admin/users')).status).toBe(403);

    const promoted = await admin.put(`/api/admin/users/${user.id}/role`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({
      message: 'User role updated to admin',
      user: { id: user.id, role: 'admin' },
    });
    expect((await target.get('/api/admin/users')).status).toBe(200);

    const demoted = await admin.gql(`mutation($id: ID!) { setUserRole(id: $id, role: user) { id role } }`, {
      id: user.id,
    });
    expect(demoted.data.setUserRole).toEqual({ id: user.id, role: 'user' });
    expect((await target.get('/api/admin/users')).status).toBe(403);
  });

  it.each([[{ role: 'superuser' }], [{ role: 'Admin' }], [{}], [{ role: ['admin'] }]])(
    'refuses the body %j with 400',
    async (body) => {
      const { user } = await server.client().register(uniqueEmail('badrole'));
      const response = await admin.put(`/api/admin/users/${user.id}/role`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Role must be admin or user',
        message: 'Role must be admin or user',
      });
    },
  );

  it('answers 404 for unknown users, and GraphQL refuses other roles by schema', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const response = await admin.put(`/api/admin/users/${id}/role`, { role: 'admin' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'User not found', message: 'User not found' });
    }
    const gqlMissing = await admin.gql(
      `mutation { setUserRole(id: "00000000-0000-4000-8000-000000000000", role: admin) { id } }`,
    );
    expect(gqlMissing.errors?.[0]).toMatchObject({
      message: 'User not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const gqlBadRole = await admin.gql(
      `mutation { setUserRole(id: "00000000-0000-4000-8000-000000000000", role: owner) { id } }`,
    );
    expect(gqlBadRole.status).toBe(400);
  });
});
