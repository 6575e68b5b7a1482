import { adminEmails, signedInAdmin } from '../test/admin-client';
import { cloneRows, walkConnection, walkLinks } from '../test/paging';
import { catalogIds, type CatalogIds } from '../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../test/test-server';

// Orders have their own file (modules/orders/order-paging); these are the other lists that grow.
// Other test files share the database, so rows made here are told apart by an old created_at
// (they are the last pages) or a filter nobody else uses.

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'connections');

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000', ADMIN_EMAILS: adminEmail });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const query = (rows: { id: string }[]) => rows.map((row) => row.id);
const sql = <T = { id: string }>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.db.dataSource.query(text, params);

/** The walk read each row once, and `mine` in the list's order (newest first, then id). */
async function expectOnceEach(walked: string[], table: string, mine: string[]) {
  expect(new Set(walked).size).toBe(walked.length);
  const expected = query(
    await sql(`SELECT "id" FROM "${table}" WHERE "id" = ANY($1) ORDER BY "created_at" DESC, "id" DESC`, [
      mine,
    ]),
  );
  expect(walked.filter((id) => mine.includes(id))).toEqual(expected);
}

describe('users(first, after, filter: {role})', () => {
  const USERS = `query($first: Int, $after: String, $filter: UserFilter) {
    users(first: $first, after: $after, filter: $filter) {
      edges { cursor node { id role } } pageInfo { hasNextPage endCursor } totalCount } }`;

  it('walks every user once, by role too, and the REST list links its pages', async () => {
    const template = (await server.client().register(uniqueEmail('paging-user'))).user.id;
    const marker = uniqueEmail('clone');
    const clones = await cloneRows(
      server.db.dataSource,
      'users',
      template,
      120,
      {
        email: `'u' || g || '-' || $2`,
        created_at: `'2001-01-01T00:00:00Z'::timestamptz + g * interval '1 microsecond'`,
      },
      [marker],
    );
    const all = await walkConnection(admin, USERS, { first: 100 }, (data) => data.users);
    await expectOnceEach(all.ids, 'users', clones);
    const customers = await walkConnection(
      admin,
      USERS,
      { first: 100, filter: { role: 'user' } },
      (data) => data.users,
    );
    await expectOnceEach(customers.ids, 'users', clones);
    const admins = await admin.gql(USERS, { first: 100, filter: { role: 'admin' } });
    expect(admins.data.users.edges.every((edge: any) => edge.node.role === 'admin')).toBe(true);
    const rest = await walkLinks(admin, '/api/admin/users?role=user&limit=100');
    await expectOnceEach(rest.ids, 'users', clones);
    expect(Number(rest.totalCount)).toBeGreaterThanOrEqual(121);
  });

  it('refuses an unknown role, a bad first and a malformed after', async () => {
    expect((await admin.get('/api/admin/users?role=root')).body).toMatchObject({
      message: 'Role must be admin or user',
    });
    expect((await admin.gql(USERS, { first: 500 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await admin.gql(USERS, { after: 'x' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await admin.get('/api/admin/users?limit=500')).status).toBe(400);
  });
});

describe('tickets(first, after, filter: {status})', () => {
  const TICKETS = `query($first: Int, $after: String, $filter: TicketFilter) {
    tickets(first: $first, after: $after, filter: $filter) {
      edges { cursor node { id status messages { id } } } pageInfo { hasNextPage endCursor } totalCount } }`;

  it('walks every ticket of a status once, and the REST list links its pages', async () => {
    const submitted = await server.client().post('/api/tickets', {
      fullName: 'Paging Test',
      email: uniqueEmail('ticket'),
      subject: 'Paging question',
      message: 'Please walk me through every page of the queue.',
    });
    expect(submitted.status).toBe(201);
    const clones = await cloneRows(server.db.dataSource, 'tickets', submitted.body.id, 110, {
      status: `'resolved'`,
      created_at: `'2001-01-01T00:00:00Z'::timestamptz + g * interval '1 microsecond'`,
    });
    const walk = await walkConnection(
      admin,
      TICKETS,
      { first: 100, filter: { status: 'resolved' } },
      (data) => data.tickets,
    );
    await expectOnceEach(walk.ids, 'tickets', clones);
    const rest = await walkLinks(admin, '/api/admin/tickets?status=resolved&limit=100');
    await expectOnceEach(rest.ids, 'tickets', clones);
    expect(Number(rest.totalCount)).toBeGreaterThanOrEqual(110);
  });
});

describe('waitlistEntries(first, after, filter: {productId})', () => {
  const WAITLIST = `query($first: Int, $after: String, $filter: WaitlistEntryFilter) {
    waitlistEntries(first: $first, after: $after, filter: $filter) {
      edges { cursor node { id productId } } pageInfo { hasNextPage endCursor } totalCount } }`;

  it('walks every entry of a product once with its exact total, on GraphQL and REST', async () => {
    const email = uniqueEmail('waiting');
    expect(
      (await server.client().post('/api/waitlist', { email, productId: ids.ultimate })).status,
    ).toBeLessThan(300);
    const [template] = await sql(`SELECT "id" FROM "waitlist_entries" WHERE "email" = $1`, [email]);
    const product = `import-${process.pid}-${Date.now()}`;
    const clones = await cloneRows(
      server.db.dataSource,
      'waitlist_entries',
      template.id,
      75,
      {
        email: `'w' || g || '-' || $2`,
        product_id: '$3::varchar',
        created_at: `now() - (g % 7) * interval '1 hour'`,
      },
      [email, product],
    );
    const walk = await walkConnection(
      admin,
      WAITLIST,
      { first: 30, filter: { productId: product } },
      (data) => data.waitlistEntries,
    );
    expect(walk.pages).toBe(3);
    expect(walk.totalCount).toBe(75);
    await expectOnceEach(walk.ids, 'waitlist_entries', clones);
    expect(walk.ids).toHaveLength(75);
    const rest = await walkLinks(admin, `/api/admin/waitlist?productId=${product}&limit=30`);
    expect(rest).toMatchObject({ pages: 3, totalCount: '75' });
    expect(rest.ids).toEqual(walk.ids);
  });
});

describe('me { subscriptions(first, after) } and GET /api/subscriptions', () => {
  it("pages through the customer's subscriptions, and only theirs", async () => {
    const customer = server.client();
    const { user } = await customer.register();
    const [first] = await sql(
      `INSERT INTO "subscriptions" ("user_id", "product_id", "start_date", "end_date")
       VALUES ($1, $2, now(), now() + interval '30 days') RETURNING "id"`,
      [user.id, ids.secure],
    );
    const clones = await cloneRows(server.db.dataSource, 'subscriptions', first.id, 24, {
      created_at: `now() - g * interval '1 day'`,
    });
    const MINE = `query($first: Int, $after: String) { me { subscriptions(first: $first, after: $after) {
      edges { cursor node { id status product { name } } } pageInfo { hasNextPage endCursor } totalCount } } }`;
    const walk = await walkConnection(customer, MINE, { first: 10 }, (data) => data.me.subscriptions);
    expect(walk).toMatchObject({ pages: 3, totalCount: 25 });
    await expectOnceEach(walk.ids, 'subscriptions', [first.id, ...clones]);
    const rest = await walkLinks(customer, '/api/subscriptions?limit=10');
    expect(rest.ids).toEqual(walk.ids);
    const other = await admin.gql('{ me { id } adminUsers(limit: 1) { subscriptions { totalCount } } }');
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await customer.gql('{ mySubscriptions { id } }')).data.mySubscriptions).toHaveLength(25);
  });
});

describe('mails(first, after): the outbox', () => {
  it('walks every mail once and links the REST pages; admins only', async () => {
    const mail = await server.client().post('/api/tickets', {
      fullName: 'Mail Paging',
      email: uniqueEmail('mail-paging'),
      subject: 'Outbox paging',
      message: 'A receipt mail goes to the outbox.',
    });
    expect(mail.status).toBe(201);
    const [template] = await sql(`SELECT "id" FROM "mail_outbox" ORDER BY "created_at" DESC LIMIT 1`);
    // Pending and due only in 2999: retention (run by another file meanwhile) deletes old mails
    // that are done with, and the worker sends due ones; neither touches these.
    const clones = await cloneRows(server.db.dataSource, 'mail_outbox', template.id, 130, {
      dedupe_key: 'NULL',
      status: `'pending'`,
      next_attempt_at: `'2999-01-01T00:00:00Z'::timestamptz`,
      created_at: `'2001-01-01T00:00:00Z'::timestamptz + g * interval '1 microsecond'`,
    });
    const MAILS = `query($first: Int, $after: String) { mails(first: $first, after: $after) {
      edges { cursor node { id } } pageInfo { hasNextPage endCursor } totalCount } }`;
    const walk = await walkConnection(admin, MAILS, { first: 100 }, (data) => data.mails);
    await expectOnceEach(walk.ids, 'mail_outbox', clones);
    const rest = await walkLinks(admin, '/api/admin/mail?limit=100');
    await expectOnceEach(rest.ids, 'mail_outbox', clones);
    const customer = server.client();
    await customer.register();
    expect((await customer.gql(MAILS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('filters by status, counting exactly, and refuses an unknown status', async () => {
    const countHeld = async () =>
      Number(
        (await sql<{ n: string }>(`SELECT count(*) AS "n" FROM "mail_outbox" WHERE "status" = 'held'`))[0].n,
      );
    const before = await countHeld();
    const held = await admin.get('/api/admin/mail?status=held&limit=100');
    const after = await countHeld();
    expect(held.body.every((each: { status: string }) => each.status === 'held')).toBe(true);
    // Other files write mails meanwhile: the total is what SQL counted just before or just after.
    expect(Number(held.headers.get('x-total-count'))).toBeGreaterThanOrEqual(before);
    expect(Number(held.headers.get('x-total-count'))).toBeLessThanOrEqual(after);
    const refused = await admin.gql(`{ mails(filter: { status: "bogus" }) { totalCount } }`);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Status must be one of pending, sending, sent, held, failed',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await admin.get('/api/admin/mail?status=bogus')).status).toBe(400);
  });
});
