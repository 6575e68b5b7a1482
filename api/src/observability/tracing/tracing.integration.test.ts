import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OtlpCollector } from '../../test/otlp-collector';
import { spawnServer, type SpawnedServer } from '../../test/spawn-server';
import { TestClient, uniqueEmail } from '../../test/test-server';

const SERVER = 2; // OTLP SPAN_KIND_SERVER

const work = mkdtempSync(path.join(tmpdir(), 'hometunnel-tracing-'));
/** Loaded into the spawned server with --require: at exit, how many OpenTelemetry modules it loaded. */
const probe = path.join(work, 'count-otel-modules.js');
writeFileSync(
  probe,
  `process.on('exit', () => process.stdout.write('\\nOTEL_MODULES ' +
    Object.keys(require.cache).filter((file) => file.includes('@opentelemetry')).length + '\\n'));\n`,
);

/** A built server on the tests' database, its stdout collected line by line from start on. */
async function start(env: Record<string, string>): Promise<{ server: SpawnedServer; lines: string[] }> {
  const server = await spawnServer({
    DATABASE_URL: process.env.HT_TEST_DATABASE_URL ?? '',
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
  return { server, lines };
}

/** Stops the server (SIGTERM: its last spans are flushed) and reads the probe's count. */
async function stopAndCountOtelModules(started: { server: SpawnedServer; lines: string[] }): Promise<number> {
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
afterAll(() => collector.stop());

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

    const requestLine = started.lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request completed' && line.trace_id === traceId);
    expect(requestLine).toMatchObject({ url: '/graphql', status: 200 });

    expect(await stopAndCountOtelModules(started)).toBeGreaterThan(0);
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

  it('are off by default, and then no OpenTelemetry module is loaded at all', async () => {
    const started = await start({});
    const client = new TestClient(started.server.url);
    await client.register(uniqueEmail('untraced'), 'secret123');
    expect((await client.gql('query UntracedTickets { myTickets { id } }')).errors).toBeUndefined();
    expect(await stopAndCountOtelModules(started)).toBe(0);
  }, 120_000);
});
