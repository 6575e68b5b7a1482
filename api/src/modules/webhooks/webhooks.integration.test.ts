import { Webhook } from 'standardwebhooks';
import { Order } from '../orders/order.entity';
import { OrderItem } from '../orders/order-item.entity';
import { graphqlShape } from './webhook-data';
import { signedInAdmin } from '../../test/admin-client';
import { placeOrder, setOrderStatus } from '../../test/order-actions';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import { sleep, WebhookReceiver, type ReceivedWebhook } from '../../test/webhook-receiver';

/** Servers that deliver to the local receiver quickly: private addresses and http allowed. */
const FAST_DELIVERY = {
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_POLL_MS: '50',
  WEBHOOK_RETRY_SCHEDULE: '100ms,100ms,100ms',
};

let server: TestServer;
let admin: TestClient;
let adminEmail: string;
let ids: CatalogIds;
const receiver = new WebhookReceiver();
let base: string;
const created: string[] = [];

beforeAll(async () => {
  adminEmail = uniqueEmail('webhook-admin');
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, ...FAST_DELIVERY });
  admin = await signedInAdmin(server, adminEmail);
  ids = await catalogIds(admin);
  base = await receiver.start();
});
afterAll(async () => {
  // Endpoints of this run would otherwise stay in the shared test database, pointing at a closed port.
  for (const id of created) await admin.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id });
  await server.close();
  await receiver.close();
});

const ENDPOINT = 'id url events description enabled disabledReason tokenId failingSince';

async function createEndpoint(
  client: TestClient,
  path: string,
  events = ['order.created'],
): Promise<{ secret: string; endpoint: { id: string; url: string; enabled: boolean } }> {
  const response = await client.gql(
    `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT} } } }`,
    { input: { url: `${base}${path}`, events, description: `test ${path}` } },
  );
  expect(response.errors).toBeUndefined();
  created.push(response.data.createWebhookEndpoint.endpoint.id);
  return response.data.createWebhookEndpoint;
}

/** The webhook-* headers as the standardwebhooks package reads them. */
const signedHeaders = (request: ReceivedWebhook) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

const ATTEMPTS = 'attempts { at statusCode durationMs responseExcerpt }';

async function delivery(id: string) {
  const page = await admin.gql(
    `query($endpointId: ID) { webhookDeliveries(first: 100, filter: { endpointId: $endpointId }) {
       edges { cursor node { id eventType status ${ATTEMPTS} } } pageInfo { hasNextPage endCursor } } }`,
    { endpointId: id },
  );
  expect(page.errors).toBeUndefined();
  return page.data.webhookDeliveries as {
    edges: { node: { id: string; eventType: string; status: string; attempts: { statusCode: number }[] } }[];
  };
}

describe('webhook endpoints', () => {
  it('show the whsec_ secret once and store it only encrypted', async () => {
    const { secret, endpoint } = await createEndpoint(admin, '/secret');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await admin.gql(`{ webhookEndpoints { ${ENDPOINT} } }`);
    expect(list.data.webhookEndpoints.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(JSON.stringify(list)).not.toContain(secret.slice(6));
    const rows = await server.db.dataSource.query(`SELECT * FROM "webhook_endpoints" WHERE "id" = $1`, [
      endpoint.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(6));
  });

  it('refuse unknown events, and anyone but staff', async () => {
    const bad = await admin.gql(
      `mutation { createWebhookEndpoint(input: { url: "${base}/x", events: ["order.eaten"] }) { secret } }`,
    );
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(bad.errors?.[0].message).toContain('Unknown event "order.eaten"');
    // PostgreSQL refuses a NUL in text with an error of its own: refused before it gets there.
    const create = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`;
    const nul = await admin.gql(create, {
      input: { url: `${base}/x`, events: ['order.created'], description: 'ERP\u0000' },
    });
    expect(nul.errors?.[0]).toMatchObject({
      message: 'Description must not contain control characters or invalid Unicode',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const customer = server.client();
    await customer.register();
    const refused = await customer.gql(`{ webhookEndpoints { id } }`);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('page deliveries with a checked first and after', async () => {
    const tooMany = await admin.gql(`{ webhookDeliveries(first: 101) { edges { cursor } } }`);
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const malformed = await admin.gql(`{ webhookDeliveries(after: "nonsense") { edges { cursor } } }`);
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('webhook delivery', () => {
  it('delivers order.created once, signed so that standardwebhooks verifies it', async () => {
    const { secret } = await createEndpoint(admin, '/orders');
    const customer = server.client();
    await customer.register();
    const orderId = await placeOrder(customer, [ids.pro]);
    const forOrder = () => receiver.on('/orders').filter((request) => request.json.data.id === orderId);
    await receiver.waitFor(() => forOrder().length > 0);
    await sleep(400); // time for a second (wrong) delivery to arrive
    expect(forOrder()).toHaveLength(1);
    const [request] = forOrder();
    const verified = new Webhook(secret).verify(
      request.body,
      signedHeaders(request),
    ) as ReceivedWebhook['json'];
    expect(verified.type).toBe('order.created');
    expect(Date.parse(verified.timestamp)).not.toBeNaN();
    expect(verified.data).toMatchObject({
      id: orderId,
      status: 'pending',
      totalAmount: expect.stringMatching(/^\d+\.\d{2}$/),
      items: [
        expect.objectContaining({
          price: '249.00',
          quantity: 1,
          product: expect.objectContaining({ name: 'Pro Package' }),
        }),
      ],
    });
    expect(request.body).not.toMatch(/password|token_hash|idempotency/i);
    // The body is made before the order is written (one statement): it is the order as stored.
    const stored = await server.db.dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
    const items = await server.db.dataSource
      .getRepository(OrderItem)
      .find({ where: { orderId }, order: { productType: 'ASC', id: 'ASC' } });
    expect(verified.data).toEqual(JSON.parse(JSON.stringify(graphqlShape(Object.assign(stored, { items })))));
  });

  it('retries a failing receiver with the same webhook-id and shows every attempt', async () => {
    const { endpoint } = await createEndpoint(admin, '/flaky', ['order.created']);
    // Only the test event is failed, and only it is counted (see WebhookReceiver.testEvents).
    const testEvents = () => receiver.testEvents('/flaky');
    receiver.answer = (request) =>
      request.path === '/flaky' && request.json.type === 'webhook.test' && testEvents().length <= 2
        ? 500
        : 204;
    const test = await admin.gql(`mutation($id: ID!) { sendTestWebhook(id: $id) { id eventType status } }`, {
      id: endpoint.id,
    });
    expect(test.data.sendTestWebhook).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    await receiver.waitFor(() => testEvents().length >= 3);
    const ids3 = testEvents().map((request) => request.headers['webhook-id']);
    expect(new Set(ids3)).toEqual(new Set([test.data.sendTestWebhook.id]));
    const testDelivery = async () =>
      (await delivery(endpoint.id)).edges.find((edge) => edge.node.id === test.data.sendTestWebhook.id)!.node;
    let node = await testDelivery();
    for (let i = 0; node.status !== 'succeeded' && i < 40; i += 1) {
      await sleep(50);
      node = await testDelivery();
    }
    expect(node.status).toBe('succeeded');
    expect(node.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 204]);
    receiver.answer = () => 204;
  });

  it('sends nothing to a disabled or deleted endpoint', async () => {
    const disabled = await createEndpoint(admin, '/disabled');
    const deleted = await createEndpoint(admin, '/deleted');
    await createEndpoint(admin, '/control');
    const off = await admin.gql(
      `mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { enabled } }`,
      { id: disabled.endpoint.id },
    );
    expect(off.data.updateWebhookEndpoint.enabled).toBe(false);
    const gone = await admin.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, {
      id: deleted.endpoint.id,
    });
    expect(gone.data.deleteWebhookEndpoint).toBe(true);
    const customer = server.client();
    await customer.register();
    const orderId = await placeOrder(customer, [ids.light]);
    await receiver.waitFor(() => receiver.on('/control').some((request) => request.json.data.id === orderId));
    await sleep(300);
    // Only this order's event counts: test files share the database, and an order placed by another
    // file in the moment before the endpoint was disabled or deleted was rightly sent to it.
    const about = (path: string) => receiver.on(path).filter((request) => request.json.data?.id === orderId);
    expect(about('/control')).toHaveLength(1);
    expect(about('/disabled')).toHaveLength(0);
    expect(about('/deleted')).toHaveLength(0);
  });

  it('redelivers with the same id; a rotated secret signs twice for a day', async () => {
    const { endpoint, secret: oldSecret } = await createEndpoint(admin, '/again', ['order.created']);
    const test = await admin.gql(`mutation($id: ID!) { sendTestWebhook(id: $id) { id } }`, {
      id: endpoint.id,
    });
    const deliveryId = test.data.sendTestWebhook.id as string;
    await receiver.waitFor(() => receiver.testEvents('/again').length === 1);
    const rotated = await admin.gql(
      `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { previousSecretExpiresAt } } }`,
      { id: endpoint.id },
    );
    const newSecret = rotated.data.rotateWebhookSecret.secret as string;
    expect(newSecret).not.toBe(oldSecret);
    // The worker records the answer just after the receiver gives it: redeliver once it has.
    const statusOf = async () =>
      (await delivery(endpoint.id)).edges.find(
        (edge: { node: { id: string } }) => edge.node.id === deliveryId,
      )?.node.status;
    for (let i = 0; i < 40 && (await statusOf()) === 'sending'; i += 1) await sleep(50);
    const again = await admin.gql(`mutation($id: ID!) { redeliverWebhook(id: $id) { id status } }`, {
      id: deliveryId,
    });
    expect(again.data.redeliverWebhook).toEqual({ id: deliveryId, status: 'pending' });
    await receiver.waitFor(() => receiver.testEvents('/again').length === 2);
    const [first, second] = receiver.testEvents('/again');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [newSecret, oldSecret])
      expect(() => new Webhook(secret).verify(second.body, signedHeaders(second))).not.toThrow();
  });

  it('announces every change of the shop with the object as an admin reads it', async () => {
    const all = await admin.gql(`{ webhookEventTypes }`);
    await createEndpoint(admin, '/all', all.data.webhookEventTypes);
    const customer = server.client();
    const { user } = await customer.register(uniqueEmail('webhook-customer'));
    const ticket = await customer.post('/api/tickets', {
      fullName: 'Ada Lovelace',
      email: user.email,
      subject: 'Router lights',
      message: 'The status light blinks orange.',
    });
    expect(ticket.status).toBe(201);
    expect(
      (await admin.request('PATCH', `/api/admin/tickets/${ticket.body.id}/status`, { status: 'resolved' }))
        .status,
    ).toBe(200);
    expect((await customer.post('/api/waitlist', { email: user.email, productId: ids.pro })).status).toBe(
      201,
    );
    const orderId = await placeOrder(customer, [ids.secure]);
    expect((await setOrderStatus(admin, orderId, 'paid')).status).toBe(200);
    const plans = (await customer.get('/api/subscriptions')).body as { id: string; orderId: string }[];
    const plan = plans.find((subscription) => subscription.orderId === orderId);
    expect((await customer.post(`/api/subscriptions/${plan!.id}/cancel`)).status).toBe(200);

    const about = (type: string, id: string) => (request: ReceivedWebhook) =>
      request.json.type === type && request.json.data.id === id;
    const expected = [
      about('customer.created', user.id),
      about('ticket.created', ticket.body.id),
      about('ticket.updated', ticket.body.id),
      about('order.created', orderId),
      about('order.status_changed', orderId),
      about('subscription.created', plan!.id),
      about('subscription.cancelled', plan!.id),
    ];
    await receiver.waitFor(() => expected.every((match) => receiver.on('/all').some(match)));
    await receiver.waitFor(() =>
      receiver.on('/all').some((r) => r.json.type === 'waitlist.joined' && r.json.data.email === user.email),
    );
    const body = (match: (request: ReceivedWebhook) => boolean) => receiver.on('/all').find(match)!.json.data;
    expect(body(expected[0])).toEqual(
      expect.objectContaining({ email: user.email, role: 'user', emailVerified: false }),
    );
    expect(body(expected[0])).not.toHaveProperty('passwordHash');
    expect(body(expected[2])).toMatchObject({ status: 'resolved', subject: 'Router lights' });
    expect(body(expected[4])).toMatchObject({
      status: 'paid',
      items: [expect.objectContaining({ price: '79.00' })],
    });
    expect(body(expected[6])).toMatchObject({ autoRenew: false, cancelledAt: expect.any(String) });
    expect(
      receiver
        .on('/all')
        .map((r) => r.body)
        .join('\n'),
    ).not.toMatch(/password_?hash|argon2/i);
  });

  it('writes nothing when the transaction of the change rolls back', async () => {
    await createEndpoint(admin, '/rollback', ['customer.created']);
    await expect(
      server.db.dataSource.transaction(async (manager) => {
        await server.services.webhooks.emit(manager, 'customer.created', { id: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await sleep(300);
    expect(receiver.on('/rollback').filter((request) => request.json.data.id === 'rolled-back')).toHaveLength(
      0,
    );
    const rows = await server.db.dataSource.query(
      `SELECT 1 FROM "webhook_deliveries" WHERE "body" LIKE '%rolled-back%'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('is sent once per delivery by two instances on one database', async () => {
    const second = await startTestServer({ ADMIN_EMAILS: adminEmail, ...FAST_DELIVERY });
    try {
      const { endpoint } = await createEndpoint(admin, '/pair', ['order.created']);
      const sent: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        const test = await admin.gql(`mutation($id: ID!) { sendTestWebhook(id: $id) { id } }`, {
          id: endpoint.id,
        });
        sent.push(test.data.sendTestWebhook.id);
      }
      await receiver.waitFor(() => receiver.testEvents('/pair').length >= 30);
      await sleep(400);
      const got = receiver.testEvents('/pair').map((request) => String(request.headers['webhook-id']));
      expect(got.sort()).toEqual(sent.sort());
    } finally {
      await second.close();
    }
  });

  it('disables an endpoint failing for 3 days and mails the admins', async () => {
    const { endpoint } = await createEndpoint(admin, '/dead', ['order.created']);
    receiver.answer = (request) => (request.path === '/dead' ? 503 : 204);
    await server.db.dataSource.query(
      `UPDATE "webhook_endpoints" SET "failing_since" = now() - interval '3 days 1 minute' WHERE "id" = $1`,
      [endpoint.id],
    );
    await admin.gql(`mutation($id: ID!) { sendTestWebhook(id: $id) { id } }`, { id: endpoint.id });
    await receiver.waitFor(() => receiver.on('/dead').length >= 1);
    let state: { enabled: boolean; disabledReason: string | null } | undefined;
    for (let i = 0; i < 40 && state?.enabled !== false; i += 1) {
      await sleep(50);
      const list = await admin.gql(`{ webhookEndpoints { ${ENDPOINT} } }`);
      state = list.data.webhookEndpoints.find((e: { id: string }) => e.id === endpoint.id);
    }
    expect(state).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for 3 days' });
    const mails = await server.db.dataSource.query(
      `SELECT "subject" FROM "mail_outbox" WHERE "kind" = 'webhook-disabled' AND "to_address" = $1`,
      [adminEmail],
    );
    expect(mails).toHaveLength(1);
    receiver.answer = () => 204;
  });

  it('keeps done deliveries for the retention period only, never pending ones', async () => {
    const { endpoint } = await createEndpoint(admin, '/retention', ['order.created']);
    // Disabled, so no worker claims its rows: every test server's worker polls this database, and
    // one that stopped mid-send left a row `sending` past this test's end.
    await admin.gql(
      `mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }`,
      { id: endpoint.id },
    );
    for (const status of ['succeeded', 'failed', 'pending'])
      await server.db.dataSource.query(
        `INSERT INTO "webhook_deliveries" ("endpoint_id", "event_type", "body", "status")
         VALUES ($1, 'webhook.test', '{}', $2)`,
        [endpoint.id, status],
      );
    const deleteDoneBefore = (before: Date) =>
      server.db.dataSource.transaction((manager) =>
        server.services.webhooks.deleteDoneBefore(manager, before),
      );
    const statuses = async () => (await delivery(endpoint.id)).edges.map((edge) => edge.node.status).sort();

    // Younger than the retention period: kept.
    await deleteDoneBefore(new Date(Date.now() - 60_000));
    expect(await statuses()).toEqual(['failed', 'pending', 'succeeded']);
    // Past it: the done ones go, the pending one stays.
    expect(await deleteDoneBefore(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(2);
    expect(await statuses()).toEqual(['pending']);
  });
});
