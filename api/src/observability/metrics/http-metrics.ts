import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Histogram } from 'prom-client';
import { countGraphqlRequest } from './graphql-metrics';

/**
 * `http_server_request_duration_seconds` (OpenTelemetry `http.server.request.duration`): every
 * request the server answers, the public cache's fast lane included, since the timer wraps the
 * `node:http` listener itself. The route label is a template (`/api/orders/:id`) or one of a few
 * fixed words, never a path: a scan of made-up URLs adds no series.
 */
const duration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP server requests, by method, route template and status code',
  labelNames: ['http_request_method', 'http_route', 'http_response_status_code'] as const,
  // OpenTelemetry's advised boundaries for this instrument.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10],
});

/** Methods outside this list share `_OTHER` (OpenTelemetry's word), so a made-up verb adds no series. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Route labels for requests no Express route template matched. */
export const ROUTE = {
  graphql: '/graphql',
  /** A page of the web app (server-rendered or the SPA shell), whatever its path. */
  page: 'page',
  /** Anything else: static files, unknown API paths, refused requests. */
  unmatched: 'unmatched',
} as const;

const STARTED = Symbol('metrics.startedAt');
const FAST_LANE_ROUTE = Symbol('metrics.fastLaneRoute');
const FAST_LANE_DOCUMENT = Symbol('metrics.fastLaneDocument');

interface TimedRequest extends IncomingMessage {
  [STARTED]?: number;
  [FAST_LANE_ROUTE]?: string;
  [FAST_LANE_DOCUMENT]?: string;
  /** Set by Express once it handles the request (absent on a fast-lane answer). */
  originalUrl?: string;
  baseUrl?: string;
  route?: { path?: unknown };
}

/**
 * Called by the public cache when it answers from memory: the route it answered, and for a GraphQL
 * answer the cache key (which carries the document hash, named in the GraphQL metric).
 */
export function markFastLaneAnswer(req: IncomingMessage, route: string, graphqlKey?: string): void {
  const timed = req as TimedRequest;
  timed[FAST_LANE_ROUTE] = route;
  if (graphqlKey !== undefined) timed[FAST_LANE_DOCUMENT] = graphqlKey;
}

/** The route template that matched, or one of ROUTE's words. */
export function routeLabel(req: IncomingMessage): string {
  const timed = req as TimedRequest;
  const fastLane = timed[FAST_LANE_ROUTE];
  if (fastLane !== undefined) return fastLane;
  const route = timed.route;
  if (route !== undefined && timed.originalUrl !== undefined) {
    // The web app's page handlers are the only routes matched by a RegExp (http/spa.ts).
    return typeof route.path === 'string' ? `${timed.baseUrl ?? ''}${route.path}` : ROUTE.page;
  }
  const url = timed.originalUrl ?? req.url ?? '';
  if (url === ROUTE.graphql || url.startsWith('/graphql?')) return ROUTE.graphql;
  return ROUTE.unmatched;
}

/** Children by method, route and status: the hot path looks one up instead of building a label object. */
const children = new Map<string, Map<string, Map<number, Histogram.Internal<string>>>>();

function child(method: string, route: string, status: number): Histogram.Internal<string> {
  let byRoute = children.get(method);
  if (!byRoute) children.set(method, (byRoute = new Map()));
  let byStatus = byRoute.get(route);
  if (!byStatus) byRoute.set(route, (byStatus = new Map()));
  let found = byStatus.get(status);
  if (!found) byStatus.set(status, (found = duration.labels(method, route, String(status))));
  return found;
}

/** One shared listener (no closure a request): `this` is the response. */
function observe(this: ServerResponse): void {
  const req = this.req as TimedRequest;
  const started = req[STARTED];
  if (started === undefined) return;
  const method = req.method !== undefined && KNOWN_METHODS.has(req.method) ? req.method : '_OTHER';
  const route = routeLabel(req);
  const status = this.statusCode;
  child(method, route, status).observe((performance.now() - started) / 1000);
  if (route === ROUTE.graphql && (method === 'POST' || (method === 'GET' && !isExplorerPage(this))))
    countGraphqlRequest(this, req[FAST_LANE_DOCUMENT]);
}

/** GET /graphql from a browser answers the explorer's page (http/explorer.ts), not an operation. */
function isExplorerPage(res: ServerResponse): boolean {
  return String(res.getHeader('content-type') ?? '').startsWith('text/html');
}

/** Wraps the server's request listener: every request is timed from its first byte handled to its close. */
export function timeRequests(next: RequestListener): RequestListener {
  return (req, res) => {
    (req as TimedRequest)[STARTED] = performance.now();
    res.on('close', observe);
    next(req, res);
  };
}
