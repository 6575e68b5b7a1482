import { verifyAddress } from '../../test/admin-client';
import { startTestServer, uniqueEmail, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => server.close());

describe('auth REST contract', () => {
  it('registers with 201, the user JSON and an httpOnly SameSite=Lax session cookie', async () => {
    const client = server.client();
    const email = uniqueEmail('Reg');
    const response = await client.post('/api/auth/register', {
      email: `  ${email}  `,
      password: 'secret1',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'user',
      language: 'en',
      emailVerified: false,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toHaveProperty('passwordHash');
    const cookie = response.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/ht\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email.toLowerCase());
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await server.client().register(email);
    const again = await server
      .client()
      .post('/api/auth/register', { email: email.toUpperCase(), password: 'secret1' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'An account with this email already exists' });
  });

  it.each([
    [{ email: 'x@y.zz', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'x@y.zz', password: '' }, 'Password is required'],
    [{ email: 'no-at-sign', password: 'secret1' }, 'Please enter a valid email'],
    [{ password: 'secret1' }, 'Please enter a valid email'],
  ])('answers 400 with the rule message for %j', async (body, message) => {
    const response = await server.client().post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('signs in with 200 and answers 401 for wrong credentials', async () => {
    const { email, password } = await server.client().register();
    const client = server.client();
    const wrong = await client.post('/api/auth/login', { email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    const unknown = await client.post('/api/auth/login', { email: uniqueEmail('nobody'), password });
    expect(unknown.status).toBe(401);
    const ok = await client.post('/api/auth/login', { email, password });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(email);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('answers 401 for the current user when signed out and 204 on logout', async () => {
    const client = server.client();
    const signedOut = await client.get('/api/auth/user');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toContain('Unauthorized');
    await client.register();
    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('limits failed sign-ins per email with 429, a message and Retry-After', async () => {
    const { email, password } = await server.client().register();
    const attacker = server.client();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await attacker.post('/api/auth/login', { email, password: 'nope-nope' })).status).toBe(401);
    }
    const limited = await attacker.post('/api/auth/login', { email, password: 'nope-nope' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many failed sign-in attempts. Please try again later.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits until the window ends.
    expect((await server.client().post('/api/auth/login', { email, password })).status).toBe(429);
  });

  it('/api/login redirects to the sign-in page with returnTo, and /api/logout ends the session', async () => {
    const client = server.client();
    const login = await client.get('/api/login?returnTo=%2Fcheckout');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/login?returnTo=%2Fcheckout');
    const offsite = await client.get('/api/login?returnTo=https%3A%2F%2Fevil.example');
    expect(offsite.headers.get('location')).toBe('/login?returnTo=%2F');
    await client.register();
    const logout = await client.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('makes no ADMIN_EMAILS address admin at registration: the listed address claims it once verified', async () => {
    // Whoever registers a listed address first is not proven to own it (DECISIONS.md).
    const adminEmail = uniqueEmail('boss');
    const adminServer = await startTestServer({
      ADMIN_EMAILS: ` other@example.com , ${adminEmail.toUpperCase()} `,
    });
    try {
      const client = adminServer.client();
      const { user } = await client.register(adminEmail);
      expect(user.role).toBe('user');
      expect((await client.get('/api/auth/user')).body.role).toBe('user');
      expect((await client.post('/api/admin/make-admin')).status).toBe(403);
      await verifyAddress(adminServer, client, adminEmail);
      expect((await client.post('/api/admin/make-admin')).status).toBe(200);
      expect((await client.get('/api/auth/user')).body.role).toBe('admin');
    } finally {
      await adminServer.close();
    }
  });
});

describe('registration rate limit', () => {
  it('allows the configured number of registrations per address and then answers 429', async () => {
    const limited = await startTestServer({ REGISTRATION_MAX_PER_IP: '2' });
    try {
      const client = limited.client();
      // Other tests of this run register from the same address: use a distinct key space.
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push(
          (await client.post('/api/auth/register', { email: uniqueEmail('rl'), password: 'secret1' })).status,
        );
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
      const last = await client.post('/api/auth/register', { email: uniqueEmail('rl'), password: 'secret1' });
      expect(last.status).toBe(429);
      expect(last.body.message).toBe('Too many accounts created from this address. Please try again later.');
      expect(last.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

describe('accounts over GraphQL', () => {
  it('register, me, logout, login give the same answers as REST', async () => {
    const client = server.client();
    const email = uniqueEmail('gql');
    const fields = 'id email firstName lastName role createdAt';
    expect((await client.gql(`{ me { id } }`)).data).toEqual({ me: null });
    const registered = await client.gql(
      `mutation($input: RegisterInput!) { register(input: $input) { ${fields} } }`,
      { input: { email, password: 'secret1', firstName: 'Grace' } },
    );
    expect(registered.data.register).toMatchObject({ email, firstName: 'Grace', role: 'user' });
    expect((await client.gql(`{ me { email } }`)).data).toEqual({ me: { email } });
    expect((await client.gql(`mutation { logout }`)).data).toEqual({ logout: true });
    expect((await client.gql(`{ me { email } }`)).data).toEqual({ me: null });
    const wrong = await client.gql(
      `mutation { login(input: {email: "${email}", password: "wrong12"}) { id } }`,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const ok = await client.gql(
      `mutation { login(input: {email: "${email}", password: "secret1"}) { email } }`,
    );
    expect(ok.data).toEqual({ login: { email } });
    const duplicate = await server
      .client()
      .gql(`mutation { register(input: {email: "${email}", password: "secret1"}) { id } }`);
    expect(duplicate.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { code: 'CONFLICT' },
    });
    const short = await server
      .client()
      .gql(`mutation { register(input: {email: "a@b.cc", password: "123"}) { id } }`);
    expect(short.errors?.[0]).toMatchObject({
      message: 'Password must be at least 6 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the session and its user, read in one statement', () => {
  const setSessionUserId = (from: string, to: string) =>
    server.db.dataSource.query(
      `UPDATE "session" SET "sess" = jsonb_set("sess"::jsonb, '{userId}', to_jsonb($2::text))::json
       WHERE "sess"->>'userId' = $1`,
      [from, to],
    );

  it('is a guest when the account is gone or the userId is not a uuid, and signed in again after', async () => {
    const client = server.client();
    const { user } = await client.register(uniqueEmail('gone'));
    expect((await client.get('/api/auth/user')).status).toBe(200);

    const unknown = '00000000-0000-4000-8000-000000000000';
    await setSessionUserId(user.id, unknown);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await client.gql('{ cart { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    await setSessionUserId(unknown, 'not-a-uuid');
    expect((await client.get('/api/auth/user')).status).toBe(401);

    await setSessionUserId('not-a-uuid', user.id);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });
});
