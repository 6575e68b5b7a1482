import type { IncomingMessage } from 'node:http';
import { hasConsentCookie } from '@hometunnel/rules';
import { Kind, parse, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import { SESSION_COOKIE } from '../auth/session';
import { isPlainObject } from '../common/plain-object';
import type { TrustedDocumentManifest } from '../graphql/trusted-documents';
import { persistedOperationBody } from './persisted-operation-body';

/**
 * Which requests the public response cache may answer, and under which key: anonymous, and either
 * `GET /api/products` or an allow-listed persisted query (its document reads only public root
 * fields) posted to /graphql as plain JSON. Everything here is pure; the cache itself is in
 * public-cache.ts.
 */

/** Root fields that read public, actor-independent data. */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set(['products', 'countries']);
/** Fields below them that only staff may read (a document asking for one is never public). */
export const STAFF_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'stockOnHand',
  'stockReserved',
  'stockMovements',
]);

export const GRAPHQL_PATH = '/graphql';
export const REST_PRODUCTS_PATH = '/api/products';
/** A persisted-operation request body is ~200 bytes; anything much larger goes straight through. */
export const MAX_BODY_BYTES = 8 * 1024;
const GRAPHQL_BODY_KEYS = new Set(['operationName', 'variables', 'extensions', 'documentId']);

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

export function readsOnlyPublicFields(document: DocumentNode): boolean {
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
  return (
    fields.length > 0 &&
    rootFieldsArePublic(operation.selectionSet, new Set()) &&
    !selectsStaffOnlyField(document)
  );
}

/** Whether any field anywhere in the document (fragments included) is one only staff may read. */
function selectsStaffOnlyField(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (STAFF_ONLY_FIELDS.has(node.name.value)) found = true;
    },
  });
  return found;
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

export function isAnonymous(req: IncomingMessage): boolean {
  if (req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  return cookie === undefined || !cookie.includes(SESSION_COOKIE);
}

function isPlainJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const normalized = value.toLowerCase().replace(/\s+/g, '');
  return normalized === 'application/json' || normalized === 'application/json;charset=utf-8';
}

/**
 * Whether a POST's body may be read before Express (for a cache key, or by the signed-in lane): a
 * small plain-JSON body of known length.
 */
export function isSmallPlainJsonPost(req: IncomingMessage): boolean {
  const { headers } = req;
  const length = Number(headers['content-length']);
  return (
    isPlainJsonContentType(headers['content-type']) &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-encoding'] === undefined || headers['content-encoding'] === 'identity') &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= MAX_BODY_BYTES
  );
}

/** The cache key of a persisted-operation request for one of `publicHashes`, or undefined. */
export function graphqlCacheKey(
  publicHashes: ReadonlySet<string>,
  raw: Buffer,
  accept: string | undefined,
  acceptEncoding: string | undefined,
): string | undefined {
  const request = persistedOperationBody(raw);
  if (!request) return undefined;
  const { body, hash: hex, operationName, variables, extensions, persistedQuery } = request;
  // Exactly the shape the web app sends: anything more is left to Express.
  for (const key of Object.keys(body)) if (!GRAPHQL_BODY_KEYS.has(key)) return undefined;
  if (extensions !== undefined && Object.keys(extensions).some((k) => k !== 'persistedQuery'))
    return undefined;
  if (
    persistedQuery !== undefined &&
    Object.keys(persistedQuery).some((k) => k !== 'version' && k !== 'sha256Hash')
  )
    return undefined;
  if (!publicHashes.has(hex)) return undefined;
  // Apollo negotiates the Content-Type from Accept, compression the encoding from
  // Accept-Encoding (browsers send one fixed value each): both are part of the key.
  return `gql ${hex} ${JSON.stringify(operationName ?? null)} ${canonicalJson(variables ?? {})} ${accept ?? ''} ${acceptEncoding ?? ''}`;
}

/**
 * `graphqlCacheKey` remembered by the request's bytes. The web app sends a handful of fixed bodies,
 * and parsing one on every hit was ~8 % of a cached answer's CPU. Only keys of public reads with
 * browser-sized Accept headers are remembered (anything else is parsed each time), at most `max`
 * of them (a body ≤ 8 KB and headers ≤ 256 characters each), forgotten all at once when full.
 */
const MAX_REMEMBERED_HEADERS = 256;

export class GraphqlCacheKeys {
  private readonly known = new Map<string, string>();

  constructor(
    private readonly publicHashes: ReadonlySet<string>,
    private readonly max = 256,
  ) {}

  keyOf(raw: Buffer, accept: string | undefined, acceptEncoding: string | undefined): string | undefined {
    // Header values hold no line breaks (node:http refuses them): the three parts cannot run together.
    const bytes = `${accept ?? ''}\n${acceptEncoding ?? ''}\n${raw.toString('latin1')}`;
    const known = this.known.get(bytes);
    if (known !== undefined) return known;
    const key = graphqlCacheKey(this.publicHashes, raw, accept, acceptEncoding);
    if (key !== undefined && bytes.length - raw.length <= MAX_REMEMBERED_HEADERS) {
      if (this.known.size >= this.max) this.known.clear();
      this.known.set(bytes, key);
    }
    return key;
  }

  get size(): number {
    return this.known.size;
  }
}

/** The cache key of `GET /api/products`: one entry per compression. */
export function restProductsCacheKey(req: IncomingMessage): string {
  return `rest ${REST_PRODUCTS_PATH} ${req.headers['accept-encoding'] ?? ''}`;
}

/** Paths that are never pages: the API, GraphQL, health checks, the build's files. */
const NOT_PAGES = /^\/(?:api(?:\/|$)|graphql|healthz|readyz|assets\/)/;
const MAX_PAGE_URL_LENGTH = 200;

/**
 * A request for a page the server renders: a short path with no query string (a query would give
 * every made-up URL its own entry) whose last segment is no file name.
 */
export function isPageRequest(url: string): boolean {
  if (url.length > MAX_PAGE_URL_LENGTH || url[0] !== '/' || url.includes('?')) return false;
  if (NOT_PAGES.test(url)) return false;
  const last = url.slice(url.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The cache key of a page: one entry per path (`path`: the stand-in every unknown path shares,
 * else the URL), compression and whether the visitor has made the cookie choice (without it the
 * page holds the first-visit cookie bar).
 */
export function pageCacheKey(req: IncomingMessage, path: string = req.url ?? ''): string {
  const consent = hasConsentCookie(req.headers.cookie) ? 'consented' : 'ask';
  return `page ${path} ${req.headers['accept-encoding'] ?? ''} ${consent}`;
}

/** Requests the fast lane sent on to Express to fill the cache: their render is kept for others. */
const cacheFills = new WeakSet<IncomingMessage>();

export function markCacheFill(req: IncomingMessage): void {
  cacheFills.add(req);
}

/** Whether this request's answer will be kept by the fast lane (else its render serves it alone). */
export function isCacheFill(req: IncomingMessage): boolean {
  return cacheFills.has(req);
}
