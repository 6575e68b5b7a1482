import path from 'node:path';
import { Kind, parse } from 'graphql';
import { PeriodicJob } from '../../common/periodic-job';
import { publicDocumentHashes } from '../../http/public-cache-requests';
import { loadTrustedDocuments } from '../../graphql/trusted-documents';
import { placeOrder, signedInWithCart } from '../../test/order-actions';
import { placePaidOrder, pressDemoButton } from '../../test/payment-actions';
import { scrape, type Scrape } from '../../test/prometheus-text';
import { catalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestServer } from '../../test/test-server';

const DURATION = 'http_server_request_duration_seconds';
const GRAPHQL = 'hometunnel_graphql_requests_total';
const TRUSTED_DOCUMENTS = path.resolve(__dirname, '../../../../web/src/gql/persisted-documents.json');

let server: TestServer;
let metricsUrl: string;

beforeAll(async () => {
  server = await startTestServer({
    METRICS_PORT: '0',
    GRAPHQL_TRUSTED_DOCUMENTS: 'true',
    PAYMENTS_DEMO: '1',
  });
  metricsUrl = server.metricsUrl ?? '';
});
afterAll(() => server.close());

const read = (): Promise<Scrape> => scrape(metricsUrl);
const requests = (s: Scrape, method: string, route: string, status: string) =>
  s.sum(`${DURATION}_count`, {
    http_request_method: method,
    http_route: route,
    http_response_status_code: status,
  });

/** A trusted document that reads only public fields (the fast lane answers it), and its name. */
function publicDocument(): { hash: string; name: string } {
  const manifest = loadTrustedDocuments(TRUSTED_DOCUMENTS);
  const [hash] = publicDocumentHashes(manifest);
  const operation = parse(manifest.get(hash) ?? '').definitions[0];
  if (operation.kind !== Kind.OPERATION_DEFINITION || !operation.name) throw new Error('unnamed document');
  return { hash, name: operation.name.value };
}

describe('/metrics on METRICS_PORT', () => {
  it('is served on its own port, and not on the public one', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(new URL(server.url).port);
    const own = await fetch(metricsUrl);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await own.text()).toContain(`# TYPE ${DURATION} histogram`);

    const onPublic = await server.client().get('/metrics');
    // Only a page of the web app answers there (a 404 page with the web app built; here its stand-in).
    expect(onPublic.headers.get('content-type')).not.toMatch(/^text\/plain/);
    expect(String(onPublic.body)).not.toContain(DURATION);
    expect(String(onPublic.body)).not.toContain('# TYPE');
  });

  it('counts every request by method, route template and status, the fast lane included', async () => {
    const client = server.client();
    const { light } = await catalogIds(client);
    const before = await read();
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/products')).status).toBe(200);
    expect((await client.get(`/api/products/${light}`)).status).toBe(200);
    expect((await client.get('/api/no-such-thing')).status).toBe(404);
    const after = await read();
    // The fast lane answered some of them before Express saw them.
    expect(server.publicCache?.stats.hits).toBeGreaterThanOrEqual(2);
    const added = (method: string, route: string, status: string) =>
      requests(after, method, route, status) - requests(before, method, route, status);
    expect(added('GET', '/api/products', '200')).toBe(3);
    expect(added('GET', '/api/products/:id', '200')).toBe(1);
    expect(added('GET', 'unmatched', '404')).toBe(1);
    expect(after.labelValues(DURATION + '_count', 'http_route')).not.toContain(`/api/products/${light}`);
  });

  it('keeps the route label bounded: 600 made-up paths add no route', async () => {
    const client = server.client();
    // Warm up: the words an unknown path may take exist before the count.
    await client.get('/warm-up-page');
    await client.get('/api/warm-up');
    await client.get('/assets/warm-up.js');
    const before = await read();
    const routesBefore = before.labelValues(`${DURATION}_count`, 'http_route');
    const seriesBefore = before.samples.filter((s) => s.name === `${DURATION}_count`).length;
    for (let i = 0; i < 200; i += 1) {
      await Promise.all([
        client.get(`/made-up/${i}-${Date.now()}`),
        client.get(`/api/made-up/${i}`),
        client.get(`/assets/made-up-${i}.js`),
      ]);
    }
    const after = await read();
    expect(after.labelValues(`${DURATION}_count`, 'http_route')).toEqual(routesBefore);
    expect(after.samples.filter((s) => s.name === `${DURATION}_count`).length).toBe(seriesBefore);
    for (const route of routesBefore) expect(route).not.toMatch(/made-up|warm-up/);
  });

  it('counts GraphQL requests by trusted operation name and outcome, refusals and fast-lane answers included', async () => {
    const { hash, name } = publicDocument();
    const client = server.client();
    const persisted = () =>
      client.post('/graphql', {
        operationName: name,
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      });
    const before = await read();
    for (let i = 0; i < 3; i += 1) expect((await persisted()).status).toBe(200);
    // An ad-hoc query is refused (trusted documents enforced), as is an unknown hash.
    expect((await client.gql('query Sneaky { products { id } }')).status).toBe(403);
    expect((await client.post('/graphql', { documentId: 'sha256:' + '0'.repeat(64) })).status).toBe(400);
    const after = await read();
    const added = (labels: Record<string, string>) =>
      after.sum(GRAPHQL, labels) - before.sum(GRAPHQL, labels);
    expect(added({ graphql_operation_name: name, outcome: 'success', error_code: 'none' })).toBe(3);
    expect(server.publicCache?.stats.hits).toBeGreaterThan(0);
    expect(
      added({ graphql_operation_name: 'other', outcome: 'refused', error_code: 'TRUSTED_DOCUMENT_REQUIRED' }),
    ).toBe(1);
    expect(
      added({ graphql_operation_name: 'other', outcome: 'refused', error_code: 'PERSISTED_QUERY_NOT_FOUND' }),
    ).toBe(1);
    // Run by Apollo and failed: a guest emptying a server cart (a signed-in customer's).
    const clearCart = [...loadTrustedDocuments(TRUSTED_DOCUMENTS)].find(([, text]) =>
      text.startsWith('mutation ClearCart '),
    );
    const failed = await client.post('/graphql', {
      operationName: 'ClearCart',
      extensions: { persistedQuery: { version: 1, sha256Hash: clearCart?.[0].replace(/^sha256:/, '') } },
    });
    const code = failed.body.errors?.[0]?.extensions?.code as string;
    expect(code).toBe('UNAUTHENTICATED');
    const failures = { graphql_operation_name: 'ClearCart', outcome: 'error', error_code: code };
    expect((await read()).sum(GRAPHQL, failures) - before.sum(GRAPHQL, failures)).toBe(1);
    // A name outside the trusted documents never becomes a label.
    expect(after.labelValues(GRAPHQL, 'graphql_operation_name')).not.toContain('Sneaky');
  });

  it('counts the signed-in lane answers as GraphQL requests on /graphql, by name and outcome', async () => {
    const manifest = [...loadTrustedDocuments(TRUSTED_DOCUMENTS)];
    const hashOf = (start: string) =>
      manifest.find(([hash, text]) => !hash.startsWith('sha256:') && text.includes(start))?.[0];
    const client = server.client();
    await client.register(uniqueEmail('lane-metrics'));
    const before = await read();
    const cart = await client.post('/graphql', {
      operationName: 'Cart',
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf('query Cart ') } },
    });
    expect(cart.body.data.cart).toEqual([]);
    const unknown = await client.post('/graphql', {
      operationName: 'AddToCart',
      variables: { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf('mutation AddToCart(') } },
    });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const after = await read();
    const added = (labels: Record<string, string>) =>
      after.sum(GRAPHQL, labels) - before.sum(GRAPHQL, labels);
    expect(added({ graphql_operation_name: 'Cart', outcome: 'success', error_code: 'none' })).toBe(1);
    expect(added({ graphql_operation_name: 'AddToCart', outcome: 'error', error_code: 'NOT_FOUND' })).toBe(1);
    expect(requests(after, 'POST', '/graphql', '200') - requests(before, 'POST', '/graphql', '200')).toBe(2);
  });

  it('counts orders placed, and reads the database pool, query durations and the outbox backlog', async () => {
    const { light } = await catalogIds(server.client());
    const before = await read();
    await placeOrder(await signedInWithCart(server, [light]), [light]);
    // A mail waiting 11 minutes (not yet due, so no worker of another test file sends it).
    const [row] = await server.db.dataSource.query(
      `INSERT INTO "mail_outbox" ("kind", "to_address", "subject", "html", "text", "status", "next_attempt_at", "created_at")
       VALUES ('metrics-test', 'metrics@example.com', 'waiting', '<p>x</p>', 'x', 'pending',
               now() + interval '1 hour', now() - interval '11 minutes')
       RETURNING "id"`,
    );
    try {
      const after = await read();
      expect(
        after.sum('hometunnel_orders_placed_total', { payment_method: 'paypal' }) -
          before.sum('hometunnel_orders_placed_total', { payment_method: 'paypal' }),
      ).toBe(1);
      // A signed-in order is answered on the signed-in lane, under its Express route template.
      const orderRoute = ['POST', '/api/orders/from-checkout', '201'] as const;
      expect(requests(after, ...orderRoute) - requests(before, ...orderRoute)).toBe(1);
      expect(after.sum('hometunnel_outbox_pending', { outbox: 'mail' })).toBeGreaterThanOrEqual(1);
      expect(
        after.sum('hometunnel_outbox_oldest_pending_age_seconds', { outbox: 'mail' }),
      ).toBeGreaterThanOrEqual(660);
      expect(after.sum('hometunnel_database_up')).toBe(1);
      expect(after.sum('db_client_connection_max')).toBeGreaterThan(0);
      expect(after.sum('db_client_connection_count', { db_client_connection_state: 'idle' })).toBeGreaterThan(
        0,
      );
      expect(
        after.sum('db_client_operation_duration_seconds_count', { db_operation_name: 'INSERT' }) -
          before.sum('db_client_operation_duration_seconds_count', { db_operation_name: 'INSERT' }),
      ).toBeGreaterThanOrEqual(2);
      expect(after.families.get('hometunnel_subscriptions')).toBe('gauge');
    } finally {
      await server.db.dataSource.query(`DELETE FROM "mail_outbox" WHERE "id" = $1`, [row.id]);
    }
  });

  it('labels a failed REST call with its route template, from Express and from the signed-in lane', async () => {
    const route = '/api/orders/from-checkout';
    const before = await read();
    // A guest's call goes through Express; a signed-in shopper's takes the lane.
    const guest = await server.client().post(route, { checkoutData: {} });
    expect(guest.status).toBe(400);
    const shopper = server.client();
    await shopper.register(uniqueEmail('metrics-order'));
    const unknown = await shopper.post(route, {
      paymentMethod: 'paypal',
      checkoutData: { checkoutId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    const after = await read();
    expect(requests(after, 'POST', route, '400') - requests(before, 'POST', route, '400')).toBe(1);
    expect(requests(after, 'POST', route, '404') - requests(before, 'POST', route, '404')).toBe(1);
  });

  it('counts payment outcomes once each, by provider', async () => {
    const { flexi } = await catalogIds(server.client());
    const paid = await placePaidOrder(server.client(), [flexi], 'stripe', uniqueEmail('metrics'));
    const declined = await placePaidOrder(server.client(), [flexi], 'paypal', uniqueEmail('metrics'));
    const before = await read();
    // The same payment confirmed twice at once is one payment.
    await Promise.all([pressDemoButton(server, paid.id), pressDemoButton(server, paid.id)]);
    await pressDemoButton(server, declined.id, 'decline');
    const after = await read();
    const added = (outcome: string) =>
      after.sum('hometunnel_payments_total', { payment_provider: 'demo', outcome }) -
      before.sum('hometunnel_payments_total', { payment_provider: 'demo', outcome });
    expect(added('paid')).toBe(1);
    expect(added('failed')).toBe(1);
    expect(after.families.get('hometunnel_refunds_total')).toBe('counter');
    expect(after.sum('hometunnel_renewals_total', { outcome: 'declined' })).toBe(0);
  });

  it('records each scheduled run: last success, duration and failures', async () => {
    let runs = 0;
    const job = new PeriodicJob(
      'metrics test job',
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('first run fails');
      },
      20,
    );
    const started = Date.now() / 1000;
    job.start();
    while (runs < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    await job.stop();
    const after = await read();
    const labels = { job: 'metrics_test_job' };
    expect(after.sum('hometunnel_job_failures_total', labels)).toBe(1);
    expect(after.sum('hometunnel_job_duration_seconds_count', { ...labels, outcome: 'ok' })).toBe(runs - 1);
    expect(after.sum('hometunnel_job_interval_seconds', labels)).toBe(0.02);
    const lastSuccess = after.sum('hometunnel_job_last_success_timestamp_seconds', labels);
    expect(lastSuccess).toBeGreaterThanOrEqual(started);
    expect(lastSuccess).toBeLessThanOrEqual(Date.now() / 1000);
  });
});
