import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { outboxFor } from '../../test/outbox';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'ticket-mail-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, REGISTRATION_MAX_PER_IP: '1000' });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const ticketBody = (email: string) => ({
  fullName: 'Grace Hopper',
  email,
  subject: 'Tunnel drops at night',
  message: 'The tunnel disconnects every night around 2 am.',
});

async function submitTicket(email: string): Promise<{ id: string; number: string }> {
  const response = await server.client().post('/api/tickets', ticketBody(email));
  expect(response.status).toBe(201);
  const id = response.body.id as string;
  return { id, number: id.slice(0, 8).toUpperCase() };
}

describe('ticket receipt mail', () => {
  it('is written with the ticket and carries its number', async () => {
    const email = uniqueEmail('Ticket');
    const { id, number } = await submitTicket(email);
    const mails = await outboxFor(server, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'ticket-receipt',
      toAddress: email.toLowerCase(),
      dedupeKey: `ticket-receipt:${id}`,
    });
    expect(mails[0].subject).toContain(number);
    expect(mails[0].text).toContain(number);
  });

  it('writes neither ticket nor receipt when the transaction fails', async () => {
    const email = uniqueEmail('ticket-fail');
    const { mail } = server.services;
    const enqueue = mail.enqueue.bind(mail);
    const spy = jest.spyOn(mail, 'enqueue').mockImplementation(async (manager, outgoing) => {
      await enqueue(manager, outgoing);
      throw new Error('boom after the mail was written');
    });
    try {
      expect((await server.client().post('/api/tickets', ticketBody(email))).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await outboxFor(server, email)).toEqual([]);
    const tickets: unknown[] = await server.db.dataSource.query(
      `SELECT 1 FROM "tickets" WHERE "email" = lower($1)`,
      [email],
    );
    expect(tickets).toEqual([]);
  });
});

describe('admin replies', () => {
  it('POST /api/admin/tickets/:id/replies stores the reply, answers the ticket and mails the customer once', async () => {
    const email = uniqueEmail('reply');
    const { id, number } = await submitTicket(email);
    const reply = 'Please update the router firmware to 2.4.1.\nThat fixes the nightly drop.';
    const response = await admin.post(`/api/admin/tickets/${id}/replies`, { body: `  ${reply}  ` });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id,
      status: 'answered',
      message: ticketBody(email).message,
      messages: [{ id: expect.any(String), author: 'staff', body: reply, createdAt: expect.any(String) }],
    });

    const mails = await outboxFor(server, email, 'ticket-reply');
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe(email.toLowerCase());
    expect(mails[0].subject).toContain(number);
    expect(mails[0].text).toContain('Please update the router firmware to 2.4.1.');

    // The admin list carries the conversation; the ticket is no longer open.
    const answered = await admin.get('/api/admin/tickets?status=answered');
    expect(answered.body.find((ticket: { id: string }) => ticket.id === id)?.messages).toHaveLength(1);
    const open = await admin.get('/api/admin/tickets?status=open');
    expect(open.body.some((ticket: { id: string }) => ticket.id === id)).toBe(false);
  });

  it('replyToTicket over GraphQL keeps the conversation in order; a resolved ticket stays resolved', async () => {
    const email = uniqueEmail('gql-reply');
    const { id } = await submitTicket(email);
    const mutation = `mutation($id: ID!, $body: String!) {
      replyToTicket(ticketId: $id, body: $body) { id status messages { author body } }
    }`;
    const first = await admin.gql(mutation, { id, body: 'First answer' });
    expect(first.errors).toBeUndefined();
    expect(first.data.replyToTicket).toEqual({
      id,
      status: 'answered',
      messages: [{ author: 'staff', body: 'First answer' }],
    });
    const resolve = await admin.gql(
      `mutation($id: ID!) { setTicketStatus(id: $id, status: resolved) { status } }`,
      { id },
    );
    expect(resolve.data.setTicketStatus.status).toBe('resolved');
    const second = await admin.gql(mutation, { id, body: 'A follow-up' });
    expect(second.data.replyToTicket.status).toBe('resolved');
    expect(second.data.replyToTicket.messages.map((m: { body: string }) => m.body)).toEqual([
      'First answer',
      'A follow-up',
    ]);
    expect(await outboxFor(server, email, 'ticket-reply')).toHaveLength(2);
  });

  it('refuses guests, customers, blank replies and unknown tickets, mailing nothing', async () => {
    const email = uniqueEmail('reply-refused');
    const { id } = await submitTicket(email);
    const path = `/api/admin/tickets/${id}/replies`;
    expect((await server.client().post(path, { body: 'Hello there' })).status).toBe(401);
    const customer = server.client();
    await customer.register();
    expect((await customer.post(path, { body: 'Hello there' })).status).toBe(403);
    const blank = await admin.post(path, { body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Reply must not be empty');
    const unknown = await admin.post('/api/admin/tickets/00000000-0000-4000-8000-000000000000/replies', {
      body: 'Hello there',
    });
    expect(unknown.status).toBe(404);
    expect(await outboxFor(server, email, 'ticket-reply')).toEqual([]);
    const ticket = (await admin.get('/api/admin/tickets?status=open')).body.find(
      (t: { id: string }) => t.id === id,
    );
    expect(ticket).toMatchObject({ status: 'open', messages: [] });
  });
});

describe("a customer's own tickets", () => {
  it('GET /api/tickets/mine and myTickets show the tickets sent signed in, with their replies', async () => {
    const customer = server.client();
    const { email } = await customer.register(uniqueEmail('my-tickets'));
    const sent = await customer.post('/api/tickets', ticketBody(email));
    expect(sent.status).toBe(201);
    expect(
      (await admin.post(`/api/admin/tickets/${sent.body.id}/replies`, { body: 'We are on it.' })).status,
    ).toBe(201);

    const mine = await customer.get('/api/tickets/mine');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        status: 'answered',
        messages: [expect.objectContaining({ author: 'staff', body: 'We are on it.' })],
      }),
    ]);
    const gql = await customer.gql(`{ myTickets { id status messages { author body } } }`);
    expect(gql.data.myTickets).toEqual([
      { id: sent.body.id, status: 'answered', messages: [{ author: 'staff', body: 'We are on it.' }] },
    ]);

    // Another customer sees none of them; a guest is asked to sign in.
    const other = server.client();
    await other.register();
    expect((await other.get('/api/tickets/mine')).body).toEqual([]);
    expect((await server.client().get('/api/tickets/mine')).status).toBe(401);
  });
});
