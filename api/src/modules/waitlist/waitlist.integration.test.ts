import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'waitlist-admin');
const JOINED = "You're on the list! We'll email you as soon as it's back in stock, with a 50 EUR discount.";

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, REGISTRATION_MAX_PER_IP: '1000' });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

async function entriesFor(email: string) {
  const list = await admin.get('/api/admin/waitlist');
  expect(list.status).toBe(200);
  return (list.body as { email: string; productId: string; userId: string | null }[]).filter(
    (entry) => entry.email === email.toLowerCase(),
  );
}

describe('POST /api/waitlist', () => {
  it('answers the 50 EUR promise and stores one entry per email and product, whatever the case', async () => {
    const email = uniqueEmail('Wait');
    const first = await server.client().post('/api/waitlist', { email, productId: 'pro-package' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: JOINED });
    const again = await server
      .client()
      .post('/api/waitlist', { email: ` ${email.toUpperCase()} `, productId: 'pro-package' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: JOINED });
    const other = await server.client().post('/api/waitlist', { email, productId: 'light-package' });
    expect(other.status).toBe(201);
    const entries = await entriesFor(email);
    expect(entries.map((entry) => entry.productId).sort()).toEqual(['light-package', 'pro-package']);
  });

  it('stores one entry when the same join races with itself', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.client().post('/api/waitlist', { email, productId: 'pro-package' }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await entriesFor(email)).toHaveLength(1);
  });

  it('records the signed-in user', async () => {
    const client = server.client();
    const { email, user } = await client.register(uniqueEmail('wait-user'));
    expect((await client.post('/api/waitlist', { email, productId: 'light-package' })).status).toBe(201);
    expect((await entriesFor(email))[0]).toMatchObject({ userId: user.id, productId: 'light-package' });
  });

  it.each([
    [{ email: 'nope', productId: 'pro-package' }, 'Please enter a valid email'],
    [{ productId: 'pro-package' }, 'Please enter a valid email'],
    [{ email: 't@x.y?bcc=a@b.cc', productId: 'pro-package' }, 'Please enter a valid email'],
    [{ email: 'a@b', productId: 'pro-package' }, 'Please enter a valid email'],
    [{ email: 'a@b.cc' }, 'Product is required'],
    [{ email: 'a@b.cc', productId: '   ' }, 'Product is required'],
    [{ email: 'a@b.cc', productId: 'p'.repeat(101) }, 'Must be at most 100 characters'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await server.client().post('/api/waitlist', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('waitlist over GraphQL', () => {
  it('joins, tolerates a second join and lists for admins', async () => {
    const email = uniqueEmail('gql-wait');
    const mutation = `mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { message created } }`;
    const first = await server.client().gql(mutation, { input: { email, productId: 'pro-package' } });
    expect(first.data.joinWaitlist).toEqual({ message: JOINED, created: true });
    const second = await server.client().gql(mutation, { input: { email, productId: 'pro-package' } });
    expect(second.data.joinWaitlist).toEqual({ message: JOINED, created: false });
    const bad = await server.client().gql(mutation, { input: { email: 'x', productId: 'pro-package' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const list = await admin.gql(
      `query($p: String) { adminWaitlist(productId: $p) { email productId createdAt } }`,
      {
        p: 'pro-package',
      },
    );
    const mine = list.data.adminWaitlist.filter((entry: { email: string }) => entry.email === email);
    expect(mine).toEqual([{ email, productId: 'pro-package', createdAt: expect.any(String) }]);
    expect(
      list.data.adminWaitlist.every((entry: { productId: string }) => entry.productId === 'pro-package'),
    ).toBe(true);
  });
});
