import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { incomingRequestId, type FastLaneRequest } from '../common/request-lines';
import type { TrustedDocumentManifest } from '../graphql/trusted-documents';
import { markFastLaneAnswer, ROUTE } from '../observability/metrics/http-metrics';
import { tagRequest } from '../observability/tracing/spans';
import { captureResponse, readBody } from './public-cache-io';
import {
  GRAPHQL_PATH,
  REST_PRODUCTS_PATH,
  GraphqlCacheKeys,
  isAnonymous,
  isSmallPlainJsonPost,
  isPageRequest,
  markCacheFill,
  pageCacheKey,
  publicDocumentHashes,
  restProductsCacheKey,
} from './public-cache-requests';
import {
  PublicResponseStore,
  matchesEtag,
  type AnswerKind,
  type PublicCacheStats,
} from './public-cache-store';

/**
 * The public response cache: the fast lane in front of Express.
 *
 * It runs in the `node:http` request handler, before Express, and answers anonymous reads of public
 * data from memory: the trusted documents whose root fields are only `products` / `countries`
 * (POST /graphql with the document's hash, as the web app sends them), `GET /api/products`, and
 * the server-rendered pages (the same HTML for every visitor; see http/pages.ts), every unknown
 * path sharing one 404 page.
 * A miss goes through Express once while the response is captured; a 200 without GraphQL errors is
 * kept, with every header Express set (helmet's security headers, Content-Type, Content-Length,
 * ETag) except per-request ones. So a hit answers the very bytes and headers Express would.
 *
 * Never cached: requests with a session cookie or an Authorization header, mutations, documents
 * outside the allow-list, errors, anything else. `invalidate()` (called on every catalog change,
 * see CatalogService) empties it; a TTL bounds the age of an entry besides.
 *
 * This file is the request handler; which requests qualify and their keys are in
 * public-cache-requests.ts, the stored answers in public-cache-store.ts.
 */

export interface PublicCacheOptions {
  /** How long an entry may be served without an invalidation. */
  ttlMs: number;
  /** Writes the request line of an answer given here (Express logs the misses). */
  log?: (request: FastLaneRequest) => void;
  /**
   * The path whose page answers an unknown path (the server renderer's `notFoundStandIn`): every
   * unknown path, with any query string, shares that page's one entry, kept with its 404.
   */
  notFoundStandIn?: (pathname: string) => string | undefined;
}

/** One request the fast lane may answer. */
interface LaneRequest {
  key: string;
  route: string;
  startedAt: number;
  /** GET: If-None-Match is answered with a 304. */
  conditional: boolean;
  /** A GraphQL answer is kept only without errors; a page only as HTML. */
  kind: AnswerKind;
  /** The body already read to compute the key, handed back to Express on a miss. */
  consumedBody?: Buffer;
}

export class PublicResponseCache {
  readonly stats: PublicCacheStats;
  private readonly store: PublicResponseStore;
  private readonly publicHashes: Set<string>;
  private readonly graphqlKeys: GraphqlCacheKeys;

  constructor(
    manifest: TrustedDocumentManifest,
    private readonly options: PublicCacheOptions,
  ) {
    this.publicHashes = publicDocumentHashes(manifest);
    this.graphqlKeys = new GraphqlCacheKeys(this.publicHashes);
    this.store = new PublicResponseStore(options.ttlMs);
    this.stats = this.store.stats;
  }

  /** Hashes served from the cache (for tests and the bench). */
  get allowList(): ReadonlySet<string> {
    return this.publicHashes;
  }

  /** Forget every stored answer; requests already on their way to Express will not store theirs. */
  invalidate(): void {
    this.store.invalidate();
  }

  /** The `node:http` request listener: the fast lane, then `next` (Express) for everything else. */
  handler(next: RequestListener): RequestListener {
    return (req, res) => {
      const { method, url } = req;
      if (method === 'POST' && url === GRAPHQL_PATH && isAnonymous(req))
        return this.graphqlPost(req, res, next, performance.now());
      if (method === 'GET' && url === REST_PRODUCTS_PATH && isAnonymous(req)) {
        return this.serve(req, res, next, {
          key: restProductsCacheKey(req),
          route: REST_PRODUCTS_PATH,
          startedAt: performance.now(),
          conditional: true,
          kind: 'json',
        });
      }
      if (method === 'GET' && url !== undefined && isAnonymous(req)) {
        const page = this.pageLane(req, url);
        if (page) return this.serve(req, res, next, page);
      }
      next(req, res);
    };
  }

  /** A page's entry is its URL's; an unknown path's (query or not) is its stand-in's. */
  private pageLane(req: IncomingMessage, url: string): LaneRequest | undefined {
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (!isPageRequest(path)) return undefined;
    const standIn = this.options.notFoundStandIn?.(path);
    if (standIn === undefined && !isPageRequest(url)) return undefined;
    return {
      key: pageCacheKey(req, standIn ?? url),
      route: 'page',
      startedAt: performance.now(),
      // Express answers no 404 with a 304 either.
      conditional: standIn === undefined,
      kind: standIn === undefined ? 'page' : 'not-found',
    };
  }

  private graphqlPost(
    req: IncomingMessage,
    res: ServerResponse,
    next: RequestListener,
    startedAt: number,
  ): void {
    if (!isSmallPlainJsonPost(req)) return next(req, res);
    const { headers } = req;
    readBody(req, Number(headers['content-length']), (body) => {
      const key = this.graphqlKeys.keyOf(body, headers.accept, headers['accept-encoding']);
      if (key) {
        return this.serve(req, res, next, {
          key,
          route: GRAPHQL_PATH,
          startedAt,
          conditional: false,
          kind: 'graphql',
          consumedBody: body,
        });
      }
      // Not ours: hand Express the untouched request, body included.
      req.unshift(body);
      next(req, res);
    });
  }

  /** A hit answers from memory; a miss goes through Express once, and a clean 200 is kept. */
  private serve(req: IncomingMessage, res: ServerResponse, next: RequestListener, lane: LaneRequest): void {
    const { key, conditional, kind, consumedBody } = lane;
    const entry = this.store.fresh(key);
    if (entry !== undefined) {
      markFastLaneAnswer(
        req,
        lane.route === 'page' ? ROUTE.page : lane.route,
        kind === 'graphql' ? key : undefined,
      );
      const ifNoneMatch = req.headers['if-none-match'];
      const reqId = incomingRequestId(req);
      if (conditional && ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, entry.etag)) {
        this.stats.notModified += 1;
        res.writeHead(304, [...entry.notModifiedHeaders, 'x-request-id', reqId]);
        res.end();
        this.logAnswer(req, lane, reqId, 304, 'not-modified');
        return;
      }
      this.stats.hits += 1;
      res.writeHead(entry.status, [...entry.headers, 'x-request-id', reqId]);
      res.end(entry.body);
      this.logAnswer(req, lane, reqId, entry.status, 'hit');
      return;
    }
    // The page renderer bounds per client only the renders nobody else will be answered from.
    if (this.store.hasRoom()) markCacheFill(req);
    captureResponse(res, this.store.keeper(key, kind));
    if (consumedBody) req.unshift(consumedBody);
    next(req, res);
  }

  private logAnswer(
    req: IncomingMessage,
    lane: LaneRequest,
    reqId: string,
    status: number,
    cache: 'hit' | 'not-modified',
  ): void {
    tagRequest(lane.route.startsWith('/') ? lane.route : undefined, { 'hometunnel.cache': cache });
    this.options.log?.({
      reqId,
      method: req.method,
      url: req.url,
      route: lane.route,
      status,
      durationMs: Math.round(performance.now() - lane.startedAt),
      cache,
    });
  }
}
