import { accountEmailMessages } from '@hometunnel/rules';
import { FRESH_SHOP_START_TIMEOUT_MS, startFreshShop, type FreshShop } from '../../test/fresh-shop';
import { TestClient, uniqueEmail } from '../../test/test-server';

const REFUSED =
  'Admin access can only be granted to addresses on the admin list, or to the first user while there is no admin yet. Ask an existing admin to make you an admin.';
const LAST_ADMIN =
  'You cannot remove admin rights from the last remaining admin. Make another user an admin first.';

interface Person {
  client: TestClient;
  id: string;
}

let shop: FreshShop;
/** The steps below run in order on one database; this is its only admin between steps. */
let soleAdmin: Person;

beforeAll(async () => {
  shop = await startFreshShop();
}, FRESH_SHOP_START_TIMEOUT_MS + 10_000);
afterAll(() => shop?.stop(), 30_000);

async function signedIn(prefix: string): Promise<Person> {
  const client = new TestClient(shop.url);
  const { user } = await client.register(uniqueEmail(prefix));
  expect(user.role).toBe('user');
  return { client, id: user.id };
}

async function adminIds(viewer: TestClient): Promise<string[]> {
  const users = await viewer.get('/api/admin/users?role=admin');
  expect(users.status).toBe(200);
  return (users.body as { id: string; role: string }[])
    .filter((user) => user.role === 'admin')
    .map((user) => user.id);
}

describe('a shop with no admin yet (a database of its own)', () => {
  it('grants admin to exactly one of two first claims made at once, then refuses others', async () => {
    const first = await signedIn('first');
    const second = await signedIn('second');
    const claims = await Promise.all([
      first.client.post('/api/admin/make-admin'),
      second.client.post('/api/admin/make-admin'),
    ]);
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 403]);
    expect(claims.find((claim) => claim.status === 200)?.body).toEqual({ message: 'Admin access granted' });
    expect(claims.find((claim) => claim.status === 403)?.body).toEqual({ error: REFUSED, message: REFUSED });

    soleAdmin = claims[0].status === 200 ? first : second;
    expect((await soleAdmin.client.get('/api/auth/user')).body.role).toBe('admin');
    expect(await adminIds(soleAdmin.client)).toEqual([soleAdmin.id]);

    const latecomer = await signedIn('late');
    const late = await latecomer.client.gql(`mutation { requestAdminAccess { message } }`);
    expect(late.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { code: 'FORBIDDEN' } });
  });

  it('refuses to demote the last admin on REST and GraphQL, and lets go once another admin exists', async () => {
    const self = await soleAdmin.client.put(`/api/admin/users/${soleAdmin.id}/role`, { role: 'user' });
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ error: LAST_ADMIN, message: LAST_ADMIN });
    const gql = await soleAdmin.client.gql(
      `mutation($id: ID!) { setUserRole(id: $id, role: user) { role } }`,
      {
        id: soleAdmin.id,
      },
    );
    expect(gql.errors?.[0]).toMatchObject({ message: LAST_ADMIN, extensions: { code: 'CONFLICT' } });
    // Promoting the sole admin again is harmless, and demoting a plain user is no demotion at all.
    expect(
      (await soleAdmin.client.put(`/api/admin/users/${soleAdmin.id}/role`, { role: 'admin' })).status,
    ).toBe(200);

    const successor = await signedIn('successor');
    expect(
      (await soleAdmin.client.put(`/api/admin/users/${successor.id}/role`, { role: 'user' })).status,
    ).toBe(200);
    expect(
      (await soleAdmin.client.put(`/api/admin/users/${successor.id}/role`, { role: 'admin' })).status,
    ).toBe(200);
    const stepDown = await soleAdmin.client.put(`/api/admin/users/${soleAdmin.id}/role`, { role: 'user' });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.message).toBe('User role updated to user');
    expect((await soleAdmin.client.get('/api/admin/users')).status).toBe(403);
    expect(await adminIds(successor.client)).toEqual([successor.id]);
    soleAdmin = successor;
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const peer = await signedIn('peer');
      expect((await soleAdmin.client.put(`/api/admin/users/${peer.id}/role`, { role: 'admin' })).status).toBe(
        200,
      );
      const results = await Promise.all([
        soleAdmin.client.put(`/api/admin/users/${peer.id}/role`, { role: 'user' }),
        peer.client.put(`/api/admin/users/${soleAdmin.id}/role`, { role: 'user' }),
      ]);
      // Whichever ran second either saw it would remove the last admin (409) or, having been
      // demoted before its request was authorised, is no admin any more (403).
      const statuses = results.map((result) => result.status).sort();
      expect([
        [200, 403],
        [200, 409],
      ]).toContainEqual(statuses);
      const survivor = results[0].status === 200 ? soleAdmin : peer;
      expect(await adminIds(survivor.client)).toEqual([survivor.id]);
      soleAdmin = survivor;
    }
  });

  it('counts users, all and by role, as the full list shows them', async () => {
    await signedIn('counted');
    const counts = await soleAdmin.client.gql(
      `{ all: adminUserCount admins: adminUserCount(role: admin) users: adminUserCount(role: user) }`,
    );
    const list = await soleAdmin.client.get('/api/admin/users?limit=100');
    expect(list.headers.get('link')).toBeNull();
    const roles = (list.body as { role: string }[]).map((user) => user.role);
    expect(Number(list.headers.get('x-total-count'))).toBe(roles.length);
    expect(counts.data).toEqual({
      all: roles.length,
      admins: 1,
      users: roles.filter((role) => role === 'user').length,
    });
    expect(counts.data.users).toBe(roles.length - 1);
  });
});

describe('a new shop with ADMIN_EMAILS set and no admin yet (a database of its own)', () => {
  const owner = uniqueEmail('owner');
  let listedShop: FreshShop;
  beforeAll(async () => {
    listedShop = await startFreshShop({ ADMIN_EMAILS: owner });
  }, FRESH_SHOP_START_TIMEOUT_MS + 10_000);
  afterAll(() => listedShop?.stop(), 30_000);

  it('refuses an unlisted customer (403), and the listed address until it is verified; registering made nobody admin', async () => {
    const stranger = new TestClient(listedShop.url);
    await stranger.register(uniqueEmail('stranger'));
    const refused = await stranger.post('/api/admin/make-admin');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: REFUSED, message: REFUSED });
    const viaGraphql = await stranger.gql(`mutation { requestAdminAccess { message } }`);
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { code: 'FORBIDDEN' } });
    expect((await stranger.get('/api/auth/user')).body.role).toBe('user');

    const listed = new TestClient(listedShop.url);
    const { user } = await listed.register(owner);
    expect(user.role).toBe('user');
    expect((await listed.get('/api/admin/users')).status).toBe(403);
    // Granted once verified: account-email.integration.test.ts follows the mail's link.
    const unverified = await listed.post('/api/admin/make-admin');
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe(accountEmailMessages.verifyBeforeAdmin);
    expect((await listed.get('/api/auth/user')).body.role).toBe('user');
  });
});
