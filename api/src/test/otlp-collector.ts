import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type AnyValue = {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
};

/** One span as OTLP/JSON carries it (ids in hex), with its instrumentation scope's name. */
export interface CollectedSpan {
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
}

interface OtlpJson {
  resourceSpans?: {
    scopeSpans?: {
      scope?: { name?: string };
      spans?: (Omit<CollectedSpan, 'scope' | 'attributes'> & {
        attributes?: { key: string; value: AnyValue }[];
      })[];
    }[];
  }[];
}

/**
 * A test OpenTelemetry collector: an HTTP server taking OTLP at /v1/traces. JSON bodies are parsed
 * into `spans`; every body (JSON or protobuf) is kept raw in `bodies` with its content type.
 */
export class OtlpCollector {
  readonly spans: CollectedSpan[] = [];
  readonly bodies: { contentType: string; body: Buffer }[] = [];
  private server: Server | undefined;
  private waiters: (() => void)[] = [];

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const contentType = req.headers['content-type'] ?? '';
        if (req.method !== 'POST' || req.url !== '/v1/traces') {
          res.writeHead(404).end();
          return;
        }
        this.bodies.push({ contentType, body });
        if (contentType.startsWith('application/json'))
          this.add(JSON.parse(body.toString('utf8')) as OtlpJson);
        res
          .writeHead(200, { 'content-type': contentType })
          .end(contentType.startsWith('application/json') ? '{}' : '');
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves once `check` holds for what has arrived (the test's own timeout bounds the wait). */
  async until(check: () => boolean): Promise<void> {
    while (!check()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  stop(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // The exporters keep their connections alive.
    server.closeAllConnections();
    return closed;
  }

  private add(payload: OtlpJson): void {
    for (const resource of payload.resourceSpans ?? [])
      for (const scopeSpans of resource.scopeSpans ?? [])
        for (const span of scopeSpans.spans ?? [])
          this.spans.push({
            ...span,
            scope: scopeSpans.scope?.name ?? '',
            attributes: Object.fromEntries(
              (span.attributes ?? []).map(({ key, value }) => [
                key,
                value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
              ]),
            ),
          });
  }
}
