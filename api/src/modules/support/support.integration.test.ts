import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: TestClient;

const [adminEmail] = adminEmails(1, 'support-admin');
const valid = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Router will not connect',
  message: 'The travel router shows a red light after setup.',
};

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, REGISTRATION_MAX_PER_IP: '1000' });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

describe('POST /api/tickets', () => {
  it('stores a trimmed ticket with status open and answers 201 with the ticket JSON', async () => {
    const response = await server.client().post('/api/tickets', {
      fullName: '  Ada Lovelace ',
      email: ' Ada@Example.com ',
      phoneNumber: ' +41 44 123 45 67 ',
      subject: '  Router will not connect ',
      message: valid.message,
      status: 'resolved',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      userId: null,
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+41 44 123 45 67',
      subject: 'Router will not connect',
      message: valid.message,
      status: 'open',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('takes the phone number as optional and remembers a signed-in sender', async () => {
    const client = server.client();
    const { user } = await client.register(uniqueEmail('ticket-user'));
    const response = await client.post('/api/tickets', { ...valid, phoneNumber: '' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ phoneNumber: null, userId: user.id, status: 'open' });
  });

  it.each([
    [{ fullName: 'A' }, 'Full name must be at least 2 characters'],
    [{ fullName: undefined }, 'Full name must be at least 2 characters'],
    [{ fullName: '  A   ' }, 'Full name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: undefined }, 'Please enter a valid email address'],
    [{ subject: 'Help' }, 'Subject must be at least 5 characters'],
    [{ message: 'Too short message' }, 'Message must be at least 20 characters'],
    [{ message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [{ phoneNumber: '1'.repeat(41) }, 'Phone number must be at most 40 characters'],
  ])('answers 400 for %j', async (change, message) => {
    const response = await server.client().post('/api/tickets', { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('submitTicket over GraphQL', () => {
  it('gives the same ticket and the same messages', async () => {
    const mutation = `mutation($input: SubmitTicketInput!) {
      submitTicket(input: $input) { id fullName email phoneNumber subject message status }
    }`;
    const ok = await server.client().gql(mutation, { input: valid });
    expect(ok.data.submitTicket).toMatchObject({ ...valid, phoneNumber: null, status: 'open' });
    const bad = await server.client().gql(mutation, { input: { ...valid, subject: 'Hey' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Subject must be at least 5 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('admin tickets', () => {
  it('lists tickets newest first, filters by status and sets open/resolved (REST)', async () => {
    const first = (await server.client().post('/api/tickets', { ...valid, subject: 'First ticket here' }))
      .body;
    const second = (await server.client().post('/api/tickets', { ...valid, subject: 'Second ticket here' }))
      .body;
    const list = await admin.get('/api/admin/tickets');
    expect(list.status).toBe(200);
    const ids = list.body.map((ticket: { id: string }) => ticket.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const resolved = await admin.request('PATCH', `/api/admin/tickets/${first.id}/status`, {
      status: 'resolved',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ id: first.id, status: 'resolved' });

    const onlyResolved = (await admin.get('/api/admin/tickets?status=resolved')).body as {
      id: string;
      status: string;
    }[];
    expect(onlyResolved.map((ticket) => ticket.id)).toContain(first.id);
    expect(onlyResolved.every((ticket) => ticket.status === 'resolved')).toBe(true);
    const onlyOpen = (await admin.get('/api/admin/tickets?status=open')).body as { id: string }[];
    expect(onlyOpen.map((ticket) => ticket.id)).toContain(second.id);
    expect(onlyOpen.map((ticket) => ticket.id)).not.toContain(first.id);

    const reopened = await admin.request('PATCH', `/api/admin/tickets/${first.id}/status`, {
      status: 'open',
    });
    expect(reopened.body.status).toBe('open');
  });

  it('refuses unknown statuses and tickets', async () => {
    const ticket = (await server.client().post('/api/tickets', valid)).body;
    const badStatus = await admin.request('PATCH', `/api/admin/tickets/${ticket.id}/status`, {
      status: 'closed',
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toEqual({
      message: 'Status must be open, answered or resolved',
      error: 'Status must be open, answered or resolved',
    });
    const badFilter = await admin.get('/api/admin/tickets?status=closed');
    expect(badFilter.status).toBe(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await admin.request('PATCH', `/api/admin/tickets/${id}/status`, { status: 'resolved' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Ticket not found');
    }
  });

  it('works the same over GraphQL', async () => {
    const ticket = (await server.client().post('/api/tickets', valid)).body;
    const set = await admin.gql(
      `mutation($id: ID!) { setTicketStatus(id: $id, status: resolved) { id status } }`,
      {
        id: ticket.id,
      },
    );
    expect(set.data.setTicketStatus).toEqual({ id: ticket.id, status: 'resolved' });
    const list = await admin.gql(`{ adminTickets(status: resolved) { id status } }`);
    expect(list.data.adminTickets).toContainEqual({ id: ticket.id, status: 'resolved' });
    const missing = await admin.gql(
      `mutation { setTicketStatus(id: "00000000-0000-4000-8000-000000000000", status: open) { id } }`,
    );
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Ticket not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
