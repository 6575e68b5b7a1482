import { adminEmails, signedInAdmin } from '../test/admin-client';
import { placeOrder, setOrderStatus } from '../test/order-actions';
import { walkConnection } from '../test/paging';
import { catalogIds, type CatalogIds } from '../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../test/test-server';

// Change sync (issue: integrations): "everything changed since my last run", page by page, in
// (updated_at, id) order, missing no row that changes during the walk.

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'change-sync');

beforeAll(async () => {
  server = await startTestServer({
    REGISTRATION_MAX_PER_IP: '1000',
    ADMIN_EMAILS: adminEmail,
    // The webhook endpoint below points at this machine; no worker runs, so nothing is sent.
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const SYNC_ORDER = { field: 'UPDATED_AT', direction: 'ASC' };

async function openTicket(subject: string): Promise<string> {
  const response = await server.client().post('/api/tickets', {
    fullName: 'Sync Test',
    email: uniqueEmail('sync'),
    subject,
    message: 'Tickets for the change-sync walk.',
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

const TICKETS = `query($first: Int, $after: String, $orderBy: ListOrderInput, $filter: TicketFilter) {
  tickets(first: $first, after: $after, orderBy: $orderBy, filter: $filter) {
    edges { cursor node { id status updatedAt } } pageInfo { hasNextPage endCursor } totalCount } }`;

describe('tickets(orderBy: {UPDATED_AT, ASC}, filter: {updatedAfter})', () => {
  it('sees every row changed since, including those changed during the walk', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const mine: string[] = [];
    for (let n = 0; n < 6; n += 1) mine.push(await openTicket(`Sync ${n}`));
    let readThenChanged: string | undefined;
    let changedUnread: string | undefined;
    const walk = await walkConnection(
      admin,
      TICKETS,
      { first: 2, orderBy: SYNC_ORDER, filter: { updatedAfter: since } },
      (data) => data.tickets,
      async (_page, idsSoFar) => {
        if (readThenChanged) return;
        // One ticket already read and one not yet read change mid-walk: through the app and in SQL.
        readThenChanged = idsSoFar.find((id) => mine.includes(id));
        changedUnread = mine.find((id) => !idsSoFar.includes(id));
        if (!readThenChanged || !changedUnread) return;
        const resolved = await admin.gql(
          `mutation($id: ID!) { setTicketStatus(id: $id, status: resolved) { id } }`,
          {
            id: readThenChanged,
          },
        );
        expect(resolved.errors).toBeUndefined();
        await server.db.dataSource.query(`UPDATE "tickets" SET "status" = 'answered' WHERE "id" = $1`, [
          changedUnread,
        ]);
      },
    );
    expect(readThenChanged && changedUnread).toBeTruthy();
    for (const id of mine) expect(walk.ids).toContain(id);
    // Read before its change, it is read again after it; changed before being read, it is read once.
    expect(walk.ids.filter((id) => id === readThenChanged)).toHaveLength(2);
    expect(walk.ids.filter((id) => id === changedUnread)).toHaveLength(1);
  });

  it('stamps updated_at in the database, whatever writes the row, and filters strictly after', async () => {
    const id = await openTicket('Stamped');
    const [before] = await server.db.dataSource.query(`SELECT "updated_at" FROM "tickets" WHERE "id" = $1`, [
      id,
    ]);
    await server.db.dataSource.query(`UPDATE "tickets" SET "status" = 'resolved' WHERE "id" = $1`, [id]);
    const [after] = await server.db.dataSource.query(`SELECT "updated_at" FROM "tickets" WHERE "id" = $1`, [
      id,
    ]);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    const future = await admin.gql(TICKETS, { filter: { updatedAfter: '2999-01-01T00:00:00Z' } });
    expect(future.data.tickets).toMatchObject({ edges: [], totalCount: 0 });
  });

  it('refuses a cursor given out for another order', async () => {
    await openTicket('Order A');
    await openTicket('Order B');
    const first = await admin.gql(TICKETS, { first: 1 });
    const response = await admin.gql(TICKETS, {
      first: 1,
      orderBy: SYNC_ORDER,
      after: first.data.tickets.pageInfo.endCursor,
    });
    expect(response.errors?.[0]).toMatchObject({
      message: 'after was given out for another orderBy: pass the same orderBy as the page it came from',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('orders, users and waitlist entries sync the same way', () => {
  it('an order whose status changes is seen again after updatedAfter', async () => {
    const orderId = await placeOrder(server.client(), [ids.light]);
    const [{ updated_at: placedAt }] = await server.db.dataSource.query(
      `SELECT to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updated_at" FROM "orders" WHERE "id" = $1`,
      [orderId],
    );
    expect((await setOrderStatus(admin, orderId, 'paid')).status).toBe(200);
    const ORDERS = `query($after: String, $filter: OrderFilter, $orderBy: ListOrderInput) {
      orders(first: 100, after: $after, filter: $filter, orderBy: $orderBy) {
        edges { cursor node { id status updatedAt } } pageInfo { hasNextPage endCursor } } }`;
    const walk = await walkConnection(
      admin,
      ORDERS,
      { orderBy: SYNC_ORDER, filter: { updatedAfter: placedAt } },
      (data) => data.orders,
    );
    expect(walk.ids).toContain(orderId);
  });

  it("a user's sign-in is not a change; a new name is", async () => {
    const customer = server.client();
    const { user } = await customer.register(uniqueEmail('sync-user'));
    const stamp = async () =>
      (await server.db.dataSource.query(`SELECT "updated_at" FROM "users" WHERE "id" = $1`, [user.id]))[0]
        .updated_at as Date;
    const registered = await stamp();
    await server.db.dataSource.query(
      `UPDATE "users" SET "last_active_at" = now() + interval '1 hour' WHERE "id" = $1`,
      [user.id],
    );
    expect(await stamp()).toEqual(registered);
    await server.db.dataSource.query(`UPDATE "users" SET "first_name" = 'Synced' WHERE "id" = $1`, [user.id]);
    expect((await stamp()).getTime()).toBeGreaterThan(registered.getTime());
    const users = await admin.gql(
      `query($since: DateTimeISO) { users(first: 100, orderBy: { field: UPDATED_AT, direction: DESC }, filter: { updatedAfter: $since }) { edges { node { id updatedAt } } } }`,
      { since: registered.toISOString() },
    );
    expect(users.data.users.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(user.id);
  });

  it('waitlist entries expose updatedAt and filter by it', async () => {
    const email = uniqueEmail('sync-wait');
    await server.client().post('/api/waitlist', { email, productId: ids.ultimate });
    const response = await admin.gql(
      `{ waitlistEntries(first: 5, orderBy: { field: UPDATED_AT, direction: DESC }, filter: { updatedAfter: "2000-01-01T00:00:00Z" }) { edges { node { email updatedAt createdAt } } } }`,
    );
    expect(response.errors).toBeUndefined();
    const entry = response.data.waitlistEntries.edges.find(
      (edge: { node: { email: string } }) => edge.node.email === email,
    );
    expect(entry?.node.updatedAt).toBe(entry?.node.createdAt);
  });
});

describe('the outboxes (webhook deliveries, mails) sync the same way', () => {
  it('a delivery or a mail that changes is seen after updatedAfter, in UPDATED_AT order', async () => {
    const created = await admin.gql(
      `mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/hook", events: ["order.created"] }) { endpoint { id } } }`,
    );
    expect(created.errors).toBeUndefined();
    const endpointId = created.data.createWebhookEndpoint.endpoint.id;
    const sent = await admin.gql(`mutation($id: ID!) { sendTestWebhook(id: $id) { id updatedAt } }`, {
      id: endpointId,
    });
    expect(sent.errors).toBeUndefined();
    const delivery = sent.data.sendTestWebhook;
    await server.db.dataSource.query(`UPDATE "webhook_deliveries" SET "status" = 'failed' WHERE "id" = $1`, [
      delivery.id,
    ]);
    const deliveries = await admin.gql(
      `query($since: DateTimeISO, $endpointId: ID) { webhookDeliveries(first: 100, orderBy: { field: UPDATED_AT, direction: ASC },
         filter: { updatedAfter: $since, endpointId: $endpointId }) { edges { node { id status updatedAt } } } }`,
      { since: delivery.updatedAt, endpointId },
    );
    expect(deliveries.errors).toBeUndefined();
    expect(deliveries.data.webhookDeliveries.edges.map((edge: any) => edge.node)).toEqual([
      expect.objectContaining({ id: delivery.id, status: 'failed' }),
    ]);

    const [mail] = await server.db.dataSource.query(
      `SELECT "id", "updated_at" FROM "mail_outbox" ORDER BY "created_at" DESC LIMIT 1`,
    );
    await server.db.dataSource.query(`UPDATE "mail_outbox" SET "attempts" = "attempts" + 1 WHERE "id" = $1`, [
      mail.id,
    ]);
    const mails = await admin.gql(
      `query($since: DateTimeISO) { mails(first: 100, orderBy: { field: UPDATED_AT, direction: ASC }, filter: { updatedAfter: $since }) {
         edges { node { id updatedAt } } } }`,
      { since: new Date(mail.updated_at).toISOString() },
    );
    expect(mails.errors).toBeUndefined();
    expect(mails.data.mails.edges.map((edge: any) => edge.node.id)).toContain(mail.id);
  });
});
