import { SpanKind, type Attributes } from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

/**
 * Who is asking: the client's address and browser (personal data), whatever the semantic
 * conventions' version calls them.
 */
const DROPPED = new Set([
  'http.client_ip',
  'client.address',
  'net.peer.ip',
  'net.sock.peer.addr',
  'network.peer.address',
  'http.user_agent',
  'user_agent.original',
  'url.query',
]);
const SERVER_URLS = ['http.url', 'url.full', 'http.target'];
const CLIENT_URLS = ['http.url', 'url.full'];
const CLIENT_PATHS = ['http.target', 'url.path'];

const withoutQuery = (url: string) => url.replace(/[?#].*$/s, '');

/** A webhook endpoint's path can be its secret (`/hooks/T0/B0/xyz`): an outgoing call keeps its origin. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '[url]';
  }
}

/**
 * The attributes a span may leave the process with. The instrumentations record what they see:
 * query strings (a password-reset token, a GraphQL GET's variables), the client's address and
 * browser, an outgoing call's full URL. Served paths are route-shaped (`/api/orders/:id` and the
 * like), so an incoming request keeps its path without the query; an outgoing one only its origin.
 */
export function privateAttributes(kind: SpanKind, attributes: Attributes): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (DROPPED.has(key)) continue;
    if (typeof value !== 'string') out[key] = value;
    else if (kind === SpanKind.CLIENT && CLIENT_URLS.includes(key)) out[key] = originOf(value);
    else if (kind === SpanKind.CLIENT && CLIENT_PATHS.includes(key)) continue;
    else if (SERVER_URLS.includes(key)) out[key] = withoutQuery(value);
    else out[key] = value;
  }
  return out;
}

/** Wraps the real exporter: every span is exported with `privateAttributes` only. */
export class PrivateAttributesExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(
      spans.map((span) => ({
        name: span.name,
        kind: span.kind,
        spanContext: () => span.spanContext(),
        parentSpanContext: span.parentSpanContext,
        startTime: span.startTime,
        endTime: span.endTime,
        status: span.status,
        attributes: privateAttributes(span.kind, span.attributes),
        links: span.links,
        events: span.events,
        duration: span.duration,
        ended: span.ended,
        resource: span.resource,
        instrumentationScope: span.instrumentationScope,
        droppedAttributesCount: span.droppedAttributesCount,
        droppedEventsCount: span.droppedEventsCount,
        droppedLinksCount: span.droppedLinksCount,
      })),
      done,
    );
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
