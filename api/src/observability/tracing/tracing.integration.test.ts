import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkToken } from '../../test/mailbox';
import { OtlpCollector } from '../../test/otlp-collector';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { loadTrustedDocuments } from '../../graphql/trusted-documents';
import { checkoutPayload } from '../../test/shop-fixtures';
import { spawnServer, type SpawnedServer } from '../../test/spawn-server';
import { TestClient, uniqueEmail } from '../../test/test-server';
import { WebhookReceiver } from '../../test/webhook-receiver';

const SERVER = 2; // OTLP SPAN_KIND_SERVER
const CLIENT = 3;

const work = mkdtempSync(path.join(tmpdir(), 'hometunnel-tracing-'));
/**
 * Loaded into the spawned server with --require: at exit, how many modules of the OpenTelemetry SDK
 * and its instrumentations it loaded. The API package alone is a no-op facade (prom-client loads it
 * for exemplars), so it does not count.
 */
const probe = path.join(work, 'count-otel-modules.js');
writeFileSync(
  probe,
  `process.on('exit', () => process.stdout.write('\\nOTEL_MODULES ' +
    Object.keys(require.cache).filter((file) => /[\\\\/]@opentelemetry[\\\\/](?!api[\\\\/])/.test(file)).length + '\\n'));\n`,
);

/**
 * A built server on the tests' database (its outbox workers and clocked jobs off: they would take
 * other files' rows), its stdout collected line by line from start on.
 */
async function start(env: Record<string, string>): Promise<Started> {
  const server = await spawnServer({
    DATABASE_URL: process.env.HT_TEST_DATABASE_URL ?? '',
    WEBHOOK_POLL_MS: '0',
    RETENTION_INTERVAL_MS: '0',
    COUNTS_FOLD_INTERVAL_MS: '0',
    RESERVATION_EXPIRY_INTERVAL_MS: '0',
    BANK_TRANSFER_JOB_INTERVAL_MS: '0',
    BILLING_INTERVAL_SECONDS: '0',
    // Per-address counters live in the run's shared database: the run's sign-ups, checkouts and
    // orders share one budget.
    REGISTRATION_MAX_PER_IP: '100000',
    LOGIN_MAX_PER_IP: '100000',
    CHECKOUT_MAX_PER_IP: '100000',
    WEB_DIST_DIR: path.join(work, 'no-web-build'),
    LOG_LEVEL: 'info',
    NODE_OPTIONS: `--require ${probe}`,
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
    OTEL_TRACES_EXPORTER: '',
    ...env,
  });
  running.push(server);
  const lines: string[] = [];
  let rest = '';
  server.process.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  const logLine = async (check: (line: Record<string, unknown>) => boolean) => {
    for (;;) {
      const found = lines
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line))
        .find(check);
      if (found) return found as Record<string, unknown>;
      await new Promise((resolve) => server.process.stdout?.once('data', resolve));
    }
  };
  return { server, lines, logLine };
}

interface Started {
  server: SpawnedServer;
  lines: string[];
  /** The first JSON log line `check` accepts, once it is written. */
  logLine(check: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

/** Stops the server (SIGTERM: its last spans are flushed) and reads the probe's count. */
async function stopAndCountOtelModules(started: Started): Promise<number> {
  expect(await started.server.stop('SIGTERM')).toBe(0);
  const line = started.lines.find((text) => text.startsWith('OTEL_MODULES '));
  return Number(line?.split(' ')[1]);
}

const traceparent = () => {
  const traceId = randomBytes(16).toString('hex');
  const parentId = randomBytes(8).toString('hex');
  return { traceId, parentId, header: `00-${traceId}-${parentId}-01` };
};

const running: SpawnedServer[] = [];
let collector: OtlpCollector;
let collectorUrl: string;

beforeAll(async () => {
  collector = new OtlpCollector();
  collectorUrl = await collector.start();
});
afterEach(async () => {
  // A test that failed before stopping its server.
  for (const server of running.splice(0)) if (server.process.exitCode === null) await server.stop('SIGKILL');
});
afterAll(async () => {
  await collector.stop();
  rmSync(work, { recursive: true, force: true });
});

const TRUSTED_DOCUMENTS = path.resolve(__dirname, '../../../../web/src/gql/persisted-documents.json');

describe('traces (OTLP)', () => {
  it('continue an incoming traceparent through the HTTP, GraphQL and database spans, and the log line carries the trace id', async () => {
    const started = await start({
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    const email = uniqueEmail('traced');
    const client = new TestClient(started.server.url);
    await client.register(email, 'secret123');
    const { traceId, parentId, header } = traceparent();
    const answer = await client.request(
      'POST',
      '/graphql?token=secret-in-query',
      { query: 'query TracedTickets { myTickets { id } }', operationName: 'TracedTickets' },
      { traceparent: header },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();

    const ofTrace = () => collector.spans.filter((span) => span.traceId === traceId);
    const http = () =>
      ofTrace().find((span) => span.kind === SERVER && span.scope.includes('instrumentation-http'));
    const graphql = () =>
      ofTrace().find((span) => span.scope.includes('graphql') && span.name.includes('TracedTickets'));
    // The resolver's query, inside the operation's span.
    const database = () =>
      ofTrace().find(
        (span) => span.scope.includes('instrumentation-pg') && span.parentSpanId === graphql()?.spanId,
      );
    await collector.until(() => Boolean(http() && graphql() && database()));

    // The request's span is the child of the caller's; the GraphQL operation names itself, never its variables.
    expect(http()!.parentSpanId).toBe(parentId);
    expect(http()!.attributes['http.route']).toBe('/graphql');
    expect(graphql()!.attributes['graphql.operation.name']).toBe('TracedTickets');
    expect(database()!.attributes['db.query.text']).toMatch(/FROM "tickets"/);
    // No query string, no client address or browser, no e-mail anywhere in what left the process.
    const exported = JSON.stringify(collector.spans);
    expect(exported).not.toContain('secret-in-query');
    expect(exported).not.toContain(email);
    expect(exported).not.toMatch(/user_agent|client\.address|client_ip|net\.peer\.ip/);

    const requestLine = await started.logLine(
      (line) => line.msg === 'request completed' && line.trace_id === traceId,
    );
    expect(requestLine).toMatchObject({ url: '/graphql', status: 200 });

    // An answer of the public cache, before Express: its span too, with the route and the hit.
    const guest = new TestClient(started.server.url);
    await guest.get('/api/products');
    const hit = traceparent();
    await guest.request('GET', '/api/products', undefined, { traceparent: hit.header });
    const cached = () => collector.spans.find((span) => span.traceId === hit.traceId && span.kind === SERVER);
    await collector.until(() => Boolean(cached()));
    expect(cached()!.attributes).toMatchObject({ 'http.route': '/api/products', 'hometunnel.cache': 'hit' });
    expect(cached()!.parentSpanId).toBe(hit.parentId);

    // The signed-in lane, before Express: the request, its operation and its statement in one trace.
    const cartHash = [...loadTrustedDocuments(TRUSTED_DOCUMENTS)].find(
      ([hash, text]) => !hash.startsWith('sha256:') && text.includes('query Cart '),
    )![0];
    const laneTrace = traceparent();
    const cart = await client.request(
      'POST',
      '/graphql',
      { operationName: 'Cart', extensions: { persistedQuery: { version: 1, sha256Hash: cartHash } } },
      { traceparent: laneTrace.header },
    );
    expect(cart.body).toEqual({ data: { __typename: 'Query', cart: [] } });
    const ofLane = () => collector.spans.filter((span) => span.traceId === laneTrace.traceId);
    const laneHttp = () => ofLane().find((span) => span.kind === SERVER);
    const laneOperation = () => ofLane().find((span) => span.attributes['graphql.operation.name'] === 'Cart');
    const sessionRead = () =>
      ofLane().find(
        (span) =>
          span.scope.includes('instrumentation-pg') &&
          /FROM "session"/.test(String(span.attributes['db.query.text'])),
      );
    await collector.until(() => Boolean(laneHttp() && laneOperation() && sessionRead()));
    expect(laneHttp()!.attributes).toMatchObject({
      'http.route': '/graphql',
      'hometunnel.lane': 'signed-in',
    });
    expect(laneHttp()!.parentSpanId).toBe(laneTrace.parentId);
    const laneLine = await started.logLine(
      (line) => line.msg === 'request completed' && line.trace_id === laneTrace.traceId,
    );
    expect(laneLine).toMatchObject({ url: '/graphql', route: '/graphql', status: 200 });

    // A REST order on the signed-in lane: its span and line carry the route template.
    const products: { id: string; name: string }[] = (await client.get('/api/products')).body;
    const plan = products.find((product) => product.name === 'Secure')!;
    const saved = await client.post('/api/checkout', checkoutPayload(plan.id));
    expect(saved.status).toBe(201);
    const orderTrace = traceparent();
    const order = await client.request(
      'POST',
      '/api/orders/from-checkout',
      { paymentMethod: 'paypal', checkoutData: { checkoutId: saved.body.id } },
      { traceparent: orderTrace.header },
    );
    expect(order.status).toBe(201);
    const orderHttp = () =>
      collector.spans.find((span) => span.traceId === orderTrace.traceId && span.kind === SERVER);
    await collector.until(() => Boolean(orderHttp()));
    expect(orderHttp()!.attributes).toMatchObject({
      'http.route': '/api/orders/from-checkout',
      'hometunnel.lane': 'signed-in',
    });
    const orderLine = await started.logLine(
      (line) => line.msg === 'request completed' && line.trace_id === orderTrace.traceId,
    );
    expect(orderLine).toMatchObject({ route: '/api/orders/from-checkout', status: 201 });

    expect(await stopAndCountOtelModules(started)).toBeGreaterThan(0);
  }, 120_000);

  it('cover the outbox: a mail batch and its SMTP send, a webhook batch whose POST carries the trace', async () => {
    const smtp = await startSmtpCatcher();
    const receiver = new WebhookReceiver();
    const receiverUrl = await receiver.start();
    const email = uniqueEmail('traced-admin');
    // Its own embedded database: these workers claim every due row they find.
    const started = await start({
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(path.join(work, 'data-')),
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '50',
      WEBHOOK_POLL_MS: '50',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      ADMIN_EMAILS: email,
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    try {
      const admin = new TestClient(started.server.url);
      await admin.register(email, 'secret123');
      await collector.until(() => smtp.mails.some((mail) => mail.to === email));
      const verifyMail = smtp.mails.find((mail) => mail.to === email)!;
      const token = linkToken(verifyMail, '/verify-email');
      expect((await admin.post('/api/auth/verify-email', { token })).status).toBe(204);
      expect((await admin.post('/api/admin/make-admin')).status).toBe(200);
      const created = await admin.gql(
        `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`,
        {
          input: { url: `${receiverUrl}/hook-secret-path`, events: ['order.created'], description: 'traced' },
        },
      );
      await admin.gql(`mutation($id: ID!) { sendTestWebhook(id: $id) { id } }`, {
        id: created.data.createWebhookEndpoint.endpoint.id,
      });
      await receiver.waitFor((received) => received.length > 0, 30_000);
      const traceId = String(receiver.received[0].headers.traceparent).split('-')[1];
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);

      const named = (name: string) => collector.spans.find((span) => span.name === name);
      const post = () =>
        collector.spans.find(
          (span) => span.traceId === traceId && span.kind === CLIENT && span.scope.includes('http'),
        );
      await collector.until(() => Boolean(named('smtp send') && named('webhook outbox batch') && post()));
      const mailBatches = collector.spans
        .filter((span) => span.name === 'mail outbox batch')
        .map((span) => span.spanId);
      expect(mailBatches).toContain(named('smtp send')!.parentSpanId);
      expect(named('webhook outbox batch')!.traceId).toBe(traceId);
      // The receiver's address without its path (which can be the endpoint's secret).
      expect(post()!.attributes['url.full']).toBe(new URL(receiverUrl).origin);
      const exported = JSON.stringify(collector.spans);
      expect(exported).not.toContain('hook-secret-path');
      expect(exported).not.toContain(email);
    } finally {
      await stopAndCountOtelModules(started);
      await receiver.close();
      await smtp.stop();
    }
  }, 120_000);

  it('are sent as OTLP protobuf too (the default protocol)', async () => {
    const started = await start({
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    const { traceId, header } = traceparent();
    await new TestClient(started.server.url).request('GET', '/api/products', undefined, {
      traceparent: header,
    });
    // The trace id travels as its 16 raw bytes in the protobuf body.
    const id = Buffer.from(traceId, 'hex');
    await collector.until(() =>
      collector.bodies.some(
        (body) => body.contentType === 'application/x-protobuf' && body.body.includes(id),
      ),
    );
    await stopAndCountOtelModules(started);
  }, 120_000);

  it('are off by default, and then nothing of the OpenTelemetry SDK is loaded', async () => {
    const started = await start({});
    const client = new TestClient(started.server.url);
    await client.register(uniqueEmail('untraced'), 'secret123');
    expect((await client.gql('query UntracedTickets { myTickets { id } }')).errors).toBeUndefined();
    expect(await stopAndCountOtelModules(started)).toBe(0);
  }, 120_000);
});
