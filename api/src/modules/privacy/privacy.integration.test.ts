import { privacyMessages } from '@hometunnel/rules';
import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placeOrder } from '../../test/order-actions';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import { ANONYMISED_CUSTOMER } from '../orders/order-records.service';

let server: TestServer;
let admin: TestClient;
let ids: CatalogIds;
const [adminEmail] = adminEmails(1, 'privacy-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

/** A customer with an order, a ticket, a waitlist entry and a checkout event, all in their name. */
async function customerWithData(prefix: string) {
  const client = server.client();
  const { email, password, user } = await client.register(uniqueEmail(prefix), 'secret123', {
    firstName: 'Ada',
    lastName: prefix,
  });
  const orderId = await placeOrder(client, [ids.light], { email, lastName: prefix });
  const ticket = await client.post('/api/tickets', {
    fullName: `Ada ${prefix}`,
    email,
    subject: 'Router will not connect',
    message: 'The travel router shows a red light after setup.',
  });
  expect(ticket.status).toBe(201);
  expect(
    (await admin.post(`/api/admin/tickets/${ticket.body.id}/replies`, { body: 'Try a restart.' })).status,
  ).toBe(201);
  expect((await client.post('/api/waitlist', { email, productId: 'pro-package' })).status).toBe(201);
  const sessionId = `privacy-${prefix}-${Date.now()}`;
  const event = await client.post('/api/checkout-events', {
    sessionId,
    eventType: 'add_to_cart',
    metadata: { productId: ids.light, cartValue: 149 },
  });
  expect(event.status).toBe(202);
  return { client, email, password, userId: user.id, orderId, ticketId: ticket.body.id as string, sessionId };
}

describe('GET /api/account/export', () => {
  it('is 401 for a guest, over REST and GraphQL', async () => {
    const guest = server.client();
    expect((await guest.get('/api/account/export')).status).toBe(401);
    const gql = await guest.gql('{ myDataExport }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("downloads everything held about the customer as JSON, and nothing of another customer's", async () => {
    const owner = await customerWithData('exporter');
    const other = await customerWithData('bystander');
    const response = await owner.client.get('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hometunnel-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.body;
    expect(data.account).toMatchObject({ id: owner.userId, email: owner.email, firstName: 'Ada' });
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.orders.map((order: { id: string }) => order.id)).toEqual([owner.orderId]);
    expect(data.orders[0].items).toEqual([
      expect.objectContaining({ productName: 'Light Package', quantity: 1 }),
    ]);
    expect(data.tickets.map((ticket: { id: string }) => ticket.id)).toEqual([owner.ticketId]);
    expect(data.tickets[0].messages).toEqual([
      expect.objectContaining({ author: 'staff', body: 'Try a restart.' }),
    ]);
    expect(data.waitlistEntries).toEqual([
      expect.objectContaining({ email: owner.email, productId: 'pro-package' }),
    ]);
    expect(data.checkoutEvents).toEqual([
      expect.objectContaining({ sessionId: owner.sessionId, eventType: 'add_to_cart' }),
    ]);
    expect(Array.isArray(data.subscriptions)).toBe(true);
    expect(data.mails).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'verify-email' })]));
    expect(data.apiTokens).toEqual([]);
    expect(Array.isArray(data.cart)).toBe(true);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.orderId);
    expect(text).not.toContain(other.sessionId);

    const gql = await owner.client.gql('{ myDataExport }');
    expect(gql.errors).toBeUndefined();
    expect(gql.data.myDataExport.account.email).toBe(owner.email);
    expect(gql.data.myDataExport.orders).toHaveLength(1);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong or missing password, and wrong passwords count against the sign-in limit', async () => {
    const { client, email } = await customerWithData('keeper');
    const wrong = await client.request('DELETE', '/api/account', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(privacyMessages.deletePasswordWrong);
    const missing = await client.request('DELETE', '/api/account', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(privacyMessages.deletePasswordRequired);
    const points: { points: number }[] = await server.db.dataSource.query(
      `SELECT "points" FROM "rate_limits" WHERE "key" = $1`,
      [`login_fail:${email}`],
    );
    expect(points[0]?.points).toBe(1);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await server.client().post('/api/auth/login', { email, password: 'secret123' })).status).toBe(
      200,
    );
  });

  it('erases the account in one go: sessions end, sign-in is refused, orders stay anonymised, the address is free', async () => {
    const customer = await customerWithData('leaver');
    const otherDevice = server.client();
    expect(
      (await otherDevice.post('/api/auth/login', { email: customer.email, password: 'secret123' })).status,
    ).toBe(200);
    const [{ total_amount: total }] = await server.db.dataSource.query(
      `SELECT "total_amount" FROM "orders" WHERE "id" = $1`,
      [customer.orderId],
    );
    const countOf = async (email: string) =>
      Number(
        (await admin.get(`/api/admin/orders?email=${encodeURIComponent(email)}`)).headers.get(
          'x-total-count',
        ),
      );
    const anonymisedBefore = await countOf(ANONYMISED_CUSTOMER.email);

    const deleted = await customer.client.request('DELETE', '/api/account', { password: customer.password });
    expect(deleted.status).toBe(204);

    expect((await customer.client.get('/api/auth/user')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    const sessions = await server.db.dataSource.query(
      `SELECT 1 FROM "session" WHERE "sess"->>'userId' = $1`,
      [customer.userId],
    );
    expect(sessions).toHaveLength(0);
    const login = await server
      .client()
      .post('/api/auth/login', { email: customer.email, password: 'secret123' });
    expect(login.status).toBe(401);

    const [order] = await server.db.dataSource.query(
      `SELECT "user_id", "customer_name", "customer_email", "customer_phone", "shipping_address", "total_amount"
         FROM "orders" WHERE "id" = $1`,
      [customer.orderId],
    );
    expect(order).toMatchObject({
      user_id: null,
      customer_name: ANONYMISED_CUSTOMER.name,
      customer_email: ANONYMISED_CUSTOMER.email,
      customer_phone: null,
      shipping_address: null,
      total_amount: total,
    });
    const items = await server.db.dataSource.query(`SELECT 1 FROM "order_items" WHERE "order_id" = $1`, [
      customer.orderId,
    ]);
    expect(items).toHaveLength(1);
    // Still counted by the shop's order lists, under the anonymised buyer.
    expect(await countOf(ANONYMISED_CUSTOMER.email)).toBe(anonymisedBefore + 1);
    expect(await countOf(customer.email)).toBe(0);

    const left = await server.db.dataSource.query(
      `SELECT (SELECT count(*) FROM "tickets" WHERE "id" = $1)::int AS tickets,
              (SELECT count(*) FROM "ticket_messages" WHERE "ticket_id" = $1)::int AS messages,
              (SELECT count(*) FROM "waitlist_entries" WHERE lower("email") = lower($2))::int AS waitlist,
              (SELECT count(*) FROM "mail_outbox" WHERE lower("to_address") = lower($2))::int AS mails,
              (SELECT count(*) FROM "checkout_events" WHERE "user_id" = $3)::int AS linked_events,
              (SELECT count(*) FROM "checkout_events" WHERE "session_id" = $4)::int AS events,
              (SELECT count(*) FROM "checkouts" WHERE lower("email") = lower($2))::int AS checkouts`,
      [customer.ticketId, customer.email, customer.userId, customer.sessionId],
    );
    expect(left[0]).toEqual({
      tickets: 0,
      messages: 0,
      waitlist: 0,
      mails: 0,
      linked_events: 0,
      events: 1,
      checkouts: 0,
    });

    const again = server.client();
    const registered = await again.post('/api/auth/register', {
      email: customer.email,
      password: 'another123',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.id).not.toBe(customer.userId);
  });

  it('GraphQL deleteAccount works alike; a guest is refused', async () => {
    const guest = await server.client().gql('mutation { deleteAccount(input: { password: "x" }) }');
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const client = server.client();
    const { email } = await client.register(uniqueEmail('gql-leaver'));
    const wrong = await client.gql('mutation { deleteAccount(input: { password: "wrong-one" }) }');
    expect(wrong.errors?.[0]).toMatchObject({
      message: privacyMessages.deletePasswordWrong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const done = await client.gql('mutation { deleteAccount(input: { password: "secret123" }) }');
    expect(done.data).toEqual({ deleteAccount: true });
    expect((await server.client().post('/api/auth/login', { email, password: 'secret123' })).status).toBe(
      401,
    );
  });
});
