import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import { SESSION_COOKIE } from '../auth/session';
import { incomingRequestId, type FastLaneRequest } from '../common/logger';
import type { TrustedDocumentManifest } from '../graphql/trusted-documents';

/**
 * The public response cache: the fast lane in front of Express.
 *
 * It runs in the `node:http` request handler, before Express, and answers anonymous reads of public
 * data from memory: the trusted documents whose root fields are only `products` / `countries`
 * (POST /graphql with the document's hash, as the web app sends them) and `GET /api/products`.
 * A miss goes through Express once while the response is captured; a 200 without GraphQL errors is
 * kept, with every header Express set (helmet's security headers, Content-Type, Content-Length,
 * ETag) except per-request ones. So a hit answers the very bytes and headers Express would.
 *
 * Never cached: requests with a session cookie or an Authorization header, mutations, documents
 * outside the allow-list, errors, anything else. `invalidate()` (called on every catalog change,
 * see CatalogService) empties it; a TTL bounds the age of an entry besides.
 */

/** Root fields that read public, actor-independent data. */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set(['products', 'countries']);

const GRAPHQL_PATH = '/graphql';
const REST_PRODUCTS_PATH = '/api/products';
/** A persisted-operation request body is ~200 bytes; anything much larger goes straight through. */
const MAX_BODY_BYTES = 8 * 1024;
const MAX_ENTRIES = 256;
const GRAPHQL_BODY_KEYS = new Set(['operationName', 'variables', 'extensions', 'documentId']);
/** Headers that belong to one response, never to a stored one. */
const PER_RESPONSE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  'x-request-id',
  'request-id',
  'x-response-time',
  'server-timing',
]);

interface Entry {
  /** Flat [name, value, name, value, …] for writeHead. */
  headers: string[];
  /** The same without the body's headers, for a 304. */
  notModifiedHeaders: string[];
  body: Buffer;
  etag: string;
  expiresAt: number;
}

export interface PublicCacheStats {
  hits: number;
  notModified: number;
  misses: number;
  stored: number;
  invalidations: number;
}

export interface PublicCacheOptions {
  /** How long an entry may be served without an invalidation. */
  ttlMs: number;
  /** Writes the request line of an answer given here (Express logs the misses). */
  log?: (request: FastLaneRequest) => void;
}

/** One request the fast lane may answer. */
interface LaneRequest {
  key: string;
  route: string;
  startedAt: number;
  /** GET: If-None-Match is answered with a 304. */
  conditional: boolean;
  /** A GraphQL answer is kept only without errors. */
  graphql: boolean;
  /** The body already read to compute the key, handed back to Express on a miss. */
  consumedBody?: Buffer;
}

/** Hashes (hex, without "sha256:") of the trusted documents that only read public root fields. */
export function publicDocumentHashes(manifest: TrustedDocumentManifest): Set<string> {
  const hashes = new Set<string>();
  for (const [hash, text] of manifest) {
    const hex = hash.replace(/^sha256:/, '');
    if (hashes.has(hex)) continue;
    let document: DocumentNode;
    try {
      document = parse(text);
    } catch {
      continue;
    }
    if (readsOnlyPublicFields(document)) hashes.add(hex);
  }
  return hashes;
}

function readsOnlyPublicFields(document: DocumentNode): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) return false;
  const [operation] = operations;
  if (operation.operation !== 'query' || operation.directives?.length) return false;
  if (operation.variableDefinitions?.length) return false;
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const rootFieldsArePublic = (selectionSet: SelectionSetNode, seen: Set<string>): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.directives?.length) return false;
      if (selection.kind === Kind.FIELD) {
        return selection.name.value === '__typename' || PUBLIC_ROOT_FIELDS.has(selection.name.value);
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldsArePublic(selection.selectionSet, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return false;
      return rootFieldsArePublic(fragment.selectionSet, new Set([...seen, fragment.name.value]));
    });
  const fields = operation.selectionSet.selections;
  return fields.length > 0 && rootFieldsArePublic(operation.selectionSet, new Set());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with object keys sorted, so equal variables give one key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function isAnonymous(req: IncomingMessage): boolean {
  if (req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  return cookie === undefined || !cookie.includes(SESSION_COOKIE);
}

function isPlainJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const normalized = value.toLowerCase().replace(/\s+/g, '');
  return normalized === 'application/json' || normalized === 'application/json;charset=utf-8';
}

/** If-None-Match against a stored ETag, with the weak comparison Express (`fresh`) uses. */
function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function flatten(headers: OutgoingHttpHeaders, skip: (name: string) => boolean): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) flat.push(name, String(item));
  }
  return flat;
}

/** Express's captured answer, or undefined when it must not be kept. */
type Capture = (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void;

export class PublicResponseCache {
  readonly stats: PublicCacheStats = { hits: 0, notModified: 0, misses: 0, stored: 0, invalidations: 0 };
  private readonly entries = new Map<string, Entry>();
  private readonly publicHashes: Set<string>;
  private generation = 0;

  constructor(
    manifest: TrustedDocumentManifest,
    private readonly options: PublicCacheOptions,
  ) {
    this.publicHashes = publicDocumentHashes(manifest);
  }

  /** Hashes served from the cache (for tests and the bench). */
  get allowList(): ReadonlySet<string> {
    return this.publicHashes;
  }

  /** Forget every stored answer; requests already on their way to Express will not store theirs. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.stats.invalidations += 1;
  }

  /** The `node:http` request listener: the fast lane, then `next` (Express) for everything else. */
  handler(next: RequestListener): RequestListener {
    return (req, res) => {
      const { method, url } = req;
      if (method === 'POST' && url === GRAPHQL_PATH && isAnonymous(req))
        return this.graphqlPost(req, res, next, performance.now());
      if (method === 'GET' && url === REST_PRODUCTS_PATH && isAnonymous(req)) {
        const key = `rest ${REST_PRODUCTS_PATH} ${req.headers['accept-encoding'] ?? ''}`;
        return this.serve(req, res, next, {
          key,
          route: REST_PRODUCTS_PATH,
          startedAt: performance.now(),
          conditional: true,
          graphql: false,
        });
      }
      next(req, res);
    };
  }

  private graphqlPost(
    req: IncomingMessage,
    res: ServerResponse,
    next: RequestListener,
    startedAt: number,
  ): void {
    const { headers } = req;
    const length = Number(headers['content-length']);
    if (
      !isPlainJsonContentType(headers['content-type']) ||
      headers['transfer-encoding'] !== undefined ||
      (headers['content-encoding'] !== undefined && headers['content-encoding'] !== 'identity') ||
      !Number.isInteger(length) ||
      length <= 0 ||
      length > MAX_BODY_BYTES
    ) {
      return next(req, res);
    }
    readBody(req, length, (body) => {
      const key = this.graphqlKey(body, headers.accept, headers['accept-encoding']);
      if (key) {
        return this.serve(req, res, next, {
          key,
          route: GRAPHQL_PATH,
          startedAt,
          conditional: false,
          graphql: true,
          consumedBody: body,
        });
      }
      // Not ours: hand Express the untouched request, body included.
      req.unshift(body);
      next(req, res);
    });
  }

  /** The cache key of an allow-listed persisted-operation request, or undefined. */
  private graphqlKey(
    raw: Buffer,
    accept: string | undefined,
    acceptEncoding: string | undefined,
  ): string | undefined {
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return undefined;
    }
    if (!isPlainObject(body)) return undefined;
    for (const key of Object.keys(body)) if (!GRAPHQL_BODY_KEYS.has(key)) return undefined;
    const { operationName, variables, extensions, documentId } = body;
    let hash = documentId;
    if (extensions !== undefined) {
      if (!isPlainObject(extensions)) return undefined;
      const keys = Object.keys(extensions);
      if (keys.length !== 1 || keys[0] !== 'persistedQuery') return undefined;
      const persisted = extensions.persistedQuery;
      if (
        !isPlainObject(persisted) ||
        Object.keys(persisted).some((k) => k !== 'version' && k !== 'sha256Hash')
      ) {
        return undefined;
      }
      hash ??= persisted.sha256Hash;
    }
    if (typeof hash !== 'string') return undefined;
    const hex = hash.startsWith('sha256:') ? hash.slice('sha256:'.length) : hash;
    if (!this.publicHashes.has(hex)) return undefined;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      return undefined;
    if (variables !== undefined && variables !== null && !isPlainObject(variables)) return undefined;
    // Apollo negotiates the Content-Type from Accept, compression the encoding from
    // Accept-Encoding (browsers send one fixed value each): both are part of the key.
    return `gql ${hex} ${JSON.stringify(operationName ?? null)} ${canonicalJson(variables ?? {})} ${accept ?? ''} ${acceptEncoding ?? ''}`;
  }

  /** A hit answers from memory; a miss goes through Express once, and a clean 200 is kept. */
  private serve(req: IncomingMessage, res: ServerResponse, next: RequestListener, lane: LaneRequest): void {
    const { key, conditional, graphql, consumedBody } = lane;
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.expiresAt > Date.now()) {
      const ifNoneMatch = req.headers['if-none-match'];
      const reqId = incomingRequestId(req);
      if (conditional && ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, entry.etag)) {
        this.stats.notModified += 1;
        res.writeHead(304, [...entry.notModifiedHeaders, 'x-request-id', reqId]);
        res.end();
        this.logAnswer(req, lane, reqId, 304);
        return;
      }
      this.stats.hits += 1;
      res.writeHead(200, [...entry.headers, 'x-request-id', reqId]);
      res.end(entry.body);
      this.logAnswer(req, lane, reqId, 200);
      return;
    }
    if (entry !== undefined) this.entries.delete(key);
    this.stats.misses += 1;
    const generation = this.generation;
    captureResponse(res, (status, headers, body) => {
      if (status !== 200 || generation !== this.generation || this.entries.size >= MAX_ENTRIES) return;
      if (headers['set-cookie'] !== undefined || !String(headers['content-type'] ?? '').includes('json'))
        return;
      if (graphql && !isCleanGraphqlResult(body, headers['content-encoding'])) return;
      const etag =
        typeof headers.etag === 'string'
          ? headers.etag
          : `"${createHash('sha1').update(body).digest('base64url')}"`;
      const all = { ...headers, etag, 'content-length': String(body.length) };
      this.entries.set(key, {
        headers: flatten(all, (name) => PER_RESPONSE_HEADERS.has(name)),
        notModifiedHeaders: flatten(
          all,
          (name) => PER_RESPONSE_HEADERS.has(name) || name === 'content-type' || name === 'content-length',
        ),
        body,
        etag,
        expiresAt: Date.now() + this.options.ttlMs,
      });
      this.stats.stored += 1;
    });
    if (consumedBody) req.unshift(consumedBody);
    next(req, res);
  }

  private logAnswer(req: IncomingMessage, lane: LaneRequest, reqId: string, status: 200 | 304): void {
    this.options.log?.({
      reqId,
      method: req.method,
      url: req.url,
      route: lane.route,
      status,
      durationMs: Math.round(performance.now() - lane.startedAt),
      cache: status === 200 ? 'hit' : 'not-modified',
    });
  }
}

/** Compression (inside Express) encoded what the capture sees; the check reads the JSON. */
function decoded(body: Buffer, encoding: unknown): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

function isCleanGraphqlResult(body: Buffer, encoding: unknown): boolean {
  try {
    const result = JSON.parse(decoded(body, encoding).toString('utf8')) as unknown;
    return isPlainObject(result) && result.errors === undefined && isPlainObject(result.data);
  } catch {
    return false;
  }
}

/**
 * Reads exactly `length` bytes without ending the stream: after `req.unshift(body)` Express's body
 * parser reads the same bytes again, as if nobody had looked. Must be called, and `unshift` done,
 * in the same tick as the last read (before the stream's end is emitted).
 */
function readBody(req: IncomingMessage, length: number, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  const onReadable = () => {
    let chunk: Buffer | null;
    while (received < length && (chunk = req.read() as Buffer | null) !== null) {
      chunks.push(chunk);
      received += chunk.length;
    }
    if (received >= length) {
      req.removeListener('readable', onReadable);
      done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received));
    }
  };
  req.on('readable', onReadable);
}

/** Calls `onComplete` with what Express sent once it has sent it all. */
function captureResponse(res: ServerResponse, onComplete: Capture): void {
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding: unknown): Buffer | undefined => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
    if (Buffer.isBuffer(chunk)) return chunk;
    if (chunk instanceof Uint8Array) return Buffer.from(chunk);
    return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    res.write = write;
    res.end = end;
    try {
      onComplete(this.statusCode, this.getHeaders(), Buffer.concat(chunks));
    } catch {
      // Caching is best effort: the answer itself goes out regardless.
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
}
