import { accountEmailMessages, accountMessages } from '@hometunnel/rules';
import { adminEmails, claimAdmin, signedInAdmin, verifyAddress } from '../../test/admin-client';
import { latestMail, linkToken, mailsTo } from '../../test/mailbox';
import { catalogIds, checkoutData } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: TestClient;
const [adminEmail, listedEmail] = adminEmails(2, 'mail-admin');

beforeAll(async () => {
  server = await startTestServer({
    ADMIN_EMAILS: `${adminEmail},${listedEmail}`,
    PUBLIC_URL: 'https://shop.example',
  });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const verifyToken = async (email: string) =>
  linkToken(await latestMail(server, email, 'verify-email'), '/verify-email');
const resetToken = async (email: string) =>
  linkToken(await latestMail(server, email, 'password-reset'), '/reset-password');

describe('email verification', () => {
  it('registration mails a PUBLIC_URL link that verifies the address once; a used or unknown link is 400', async () => {
    const client = server.client();
    const { email } = await client.register(uniqueEmail('verify'), 'secret123', { firstName: 'Vera' });
    expect((await client.get('/api/auth/user')).body.emailVerified).toBe(false);
    const mails = await mailsTo(server, email, 'verify-email');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('https://shop.example/verify-email?token=');
    expect(mails[0].html).toContain('https://shop.example/verify-email?token=');
    const token = await verifyToken(email);
    // Only the hash is stored.
    const stored = await server.db.dataSource.query(
      `SELECT 1 FROM "account_tokens" WHERE "token_hash" = $1`,
      [token],
    );
    expect(stored).toHaveLength(0);

    const verified = await server.client().post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(204);
    expect((await client.get('/api/auth/user')).body.emailVerified).toBe(true);
    expect((await client.gql('{ me { emailVerified } }')).data.me).toEqual({ emailVerified: true });

    const again = await server.client().post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(accountEmailMessages.verificationLinkInvalid);
    const unknown = await server.client().post('/api/auth/verify-email', { token: 'not-a-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(accountEmailMessages.verificationLinkInvalid);
    const missing = await server.client().post('/api/auth/verify-email', {});
    expect(missing.status).toBe(400);
  });

  it('an expired link is 400; GraphQL verifyEmail spends a link like REST', async () => {
    const client = server.client();
    const { email } = await client.register(uniqueEmail('expired'));
    const token = await verifyToken(email);
    await server.db.dataSource.query(
      `UPDATE "account_tokens" SET "expires_at" = now() - INTERVAL '1 minute'
        WHERE "user_id" = (SELECT "id" FROM "users" WHERE "email" = $1)`,
      [email],
    );
    const expired = await client.post('/api/auth/verify-email', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(accountEmailMessages.verificationLinkInvalid);

    const resent = await client.post('/api/auth/verify-email/resend');
    expect(resent.status).toBe(202);
    expect(resent.body.message).toBe(accountEmailMessages.verificationSent);
    const fresh = await verifyToken(email);
    expect(fresh).not.toBe(token);
    const mutation = 'mutation ($token: String!) { verifyEmail(input: { token: $token }) }';
    expect((await client.gql(mutation, { token: fresh })).data).toEqual({ verifyEmail: true });
    const reused = await client.gql(mutation, { token: fresh });
    expect(reused.errors?.[0]).toMatchObject({
      message: accountEmailMessages.verificationLinkInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('resend needs a signed-in account and is limited per account', async () => {
    expect((await server.client().post('/api/auth/verify-email/resend')).status).toBe(401);
    const client = server.client();
    const { email } = await client.register(uniqueEmail('resend'));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await client.post('/api/auth/verify-email/resend')).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // The registration's mail and five more.
    expect(await mailsTo(server, email, 'verify-email')).toHaveLength(6);
    const gql = await client.gql('mutation { resendVerificationEmail }');
    expect(gql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('a listed address claims admin only once verified', async () => {
    const client = server.client();
    await client.register(listedEmail);
    const refused = await client.post('/api/admin/make-admin');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(accountEmailMessages.verifyBeforeAdmin);
    expect((await client.get('/api/auth/user')).body.role).toBe('user');
    await verifyAddress(server, client, listedEmail);
    await claimAdmin(client, listedEmail);
    expect((await client.get('/api/auth/user')).body.role).toBe('admin');
  });

  it('guest orders with the address (any case) join the account only once verified, paid ones with their subscriptions', async () => {
    const ids = await catalogIds(server.client());
    const email = uniqueEmail('guest-joins');
    const order = async (cartItems: { productId: string; quantity: number }[]) => {
      const created = await server.client().post('/api/orders/from-checkout', {
        paymentMethod: 'paypal',
        checkoutData: checkoutData({ personal: { email: email.toUpperCase() } }),
        cartItems,
      });
      expect(created.status).toBe(201);
      return created.body.id as string;
    };
    const paid = await order([{ productId: ids.secure, quantity: 1 }]);
    const pending = await order([{ productId: ids.pro, quantity: 1 }]);
    const marked = await admin.request('PATCH', `/api/admin/orders/${paid}/status`, { status: 'paid' });
    expect(marked.status).toBe(200);

    const client = server.client();
    await client.register(email);
    expect((await client.get('/api/orders')).body).toEqual([]);
    expect((await client.get('/api/subscriptions')).body).toEqual([]);

    await verifyAddress(server, client, email);
    const orders = (await client.get('/api/orders')).body as { id: string }[];
    expect(orders.map((o) => o.id).sort()).toEqual([paid, pending].sort());
    const subscriptions = (await client.get('/api/subscriptions')).body as { orderId?: string }[];
    expect(subscriptions).toHaveLength(1);
  });

  it("checkout's Create Account mails the verification link with the account", async () => {
    const ids = await catalogIds(server.client());
    const client = server.client();
    const email = uniqueEmail('checkout-account');
    const saved = await client.post('/api/checkout', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '+49 30 1234567',
      street: 'Unter den Linden 1',
      city: 'Berlin',
      postalCode: '10117',
      country: 'DE',
      accountType: 'create',
      password: 'secret123',
      productId: ids.pro,
      status: 'pending',
    });
    expect(saved.status).toBeLessThan(300);
    expect(await mailsTo(server, email, 'verify-email')).toHaveLength(1);
    // A failed registration (the address taken) writes no mail.
    const taken = await server.client().post('/api/auth/register', { email, password: 'secret123' });
    expect(taken.status).toBe(409);
    expect(await mailsTo(server, email, 'verify-email')).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('answers 202 with the same body whether or not the address has an account', async () => {
    const { email } = await server.client().register(uniqueEmail('reset-known'));
    const known = await server.client().post('/api/auth/password-reset', { email });
    const unknown = await server.client().post('/api/auth/password-reset', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: accountEmailMessages.resetRequested });
    const mails = await mailsTo(server, email, 'password-reset');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('https://shop.example/reset-password?token=');
    const invalid = await server.client().post('/api/auth/password-reset', { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(accountMessages.invalidEmail);
  });

  it('is limited per address', async () => {
    const email = uniqueEmail('reset-limit');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await server.client().post('/api/auth/password-reset', { email })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('a reset link sets a new password once, signs every session out, and the old password stops working', async () => {
    const first = server.client();
    const { email } = await first.register(uniqueEmail('reset'), 'old-secret');
    const second = server.client();
    expect((await second.post('/api/auth/login', { email, password: 'old-secret' })).status).toBe(200);

    await server.client().post('/api/auth/password-reset', { email });
    const token = await resetToken(email);
    const short = await server.client().post('/api/auth/password-reset/confirm', { token, password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(accountMessages.passwordTooShort);

    const done = await server
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'new-secret' });
    expect(done.status).toBe(204);
    expect((await first.get('/api/auth/user')).status).toBe(401);
    expect((await second.get('/api/auth/user')).status).toBe(401);
    expect((await server.client().post('/api/auth/login', { email, password: 'old-secret' })).status).toBe(
      401,
    );
    expect((await server.client().post('/api/auth/login', { email, password: 'new-secret' })).status).toBe(
      200,
    );

    const reused = await server
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'other-secret' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(accountEmailMessages.resetLinkInvalid);
  });

  it('GraphQL requestPasswordReset and resetPassword work alike; an expired link is refused', async () => {
    const { email } = await server.client().register(uniqueEmail('reset-gql'), 'old-secret');
    const client = server.client();
    const requested = await client.gql(
      'mutation ($email: String!) { requestPasswordReset(input: { email: $email }) }',
      {
        email,
      },
    );
    expect(requested.data).toEqual({ requestPasswordReset: accountEmailMessages.resetRequested });
    const token = await resetToken(email);
    const reset =
      'mutation ($token: String!, $password: String!) { resetPassword(input: { token: $token, password: $password }) }';
    await server.db.dataSource.query(
      `UPDATE "account_tokens" SET "expires_at" = now() - INTERVAL '1 second'
        WHERE "purpose" = 'password-reset' AND "user_id" = (SELECT "id" FROM "users" WHERE "email" = $1)`,
      [email],
    );
    const expired = await client.gql(reset, { token, password: 'new-secret' });
    expect(expired.errors?.[0].message).toBe(accountEmailMessages.resetLinkInvalid);
    await client.gql('mutation ($email: String!) { requestPasswordReset(input: { email: $email }) }', {
      email,
    });
    const fresh = await resetToken(email);
    expect((await client.gql(reset, { token: fresh, password: 'new-secret' })).data).toEqual({
      resetPassword: true,
    });
    expect((await server.client().post('/api/auth/login', { email, password: 'new-secret' })).status).toBe(
      200,
    );
  });
});

describe('change password', () => {
  it('needs the current password; other sessions end, this one stays', async () => {
    const client = server.client();
    const { email } = await client.register(uniqueEmail('change'), 'old-secret');
    const other = server.client();
    await other.post('/api/auth/login', { email, password: 'old-secret' });

    expect(
      (await server.client().post('/api/auth/password', { currentPassword: 'x', password: 'y' })).status,
    ).toBe(401);
    const wrong = await client.post('/api/auth/password', {
      currentPassword: 'wrong-one',
      password: 'new-secret',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(accountEmailMessages.currentPasswordWrong);
    const short = await client.post('/api/auth/password', { currentPassword: 'old-secret', password: '1' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(accountMessages.passwordTooShort);

    const changed = await client.post('/api/auth/password', {
      currentPassword: 'old-secret',
      password: 'new-secret',
    });
    expect(changed.status).toBe(204);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await server.client().post('/api/auth/login', { email, password: 'old-secret' })).status).toBe(
      401,
    );

    const gql = await client.gql(
      'mutation { changePassword(input: { currentPassword: "new-secret", password: "third-secret" }) }',
    );
    expect(gql.data).toEqual({ changePassword: true });
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});
