import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { isPlainObject } from '../common/plain-object';
import type { Capture } from './public-cache-io';

/**
 * The public response cache's memory: answers by key, each with its headers, body and ETag, for at
 * most `ttlMs`, all forgotten at once by `invalidate()`. What may be kept is decided here: a 200
 * with a JSON body (an HTML one for a page; the 404 page unknown paths share with its 404), no
 * Set-Cookie, no `no-store` and (for GraphQL) no errors, captured after the last invalidation.
 */

const MAX_ENTRIES = 256;
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

/**
 * What an answer is: a GraphQL result, a REST JSON body, a rendered page, or the 404 page every
 * unknown path shares (kept with its status; any other answer under its key is not kept).
 */
export type AnswerKind = 'graphql' | 'json' | 'page' | 'not-found';

export interface Entry {
  status: number;
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

export class PublicResponseStore {
  readonly stats: PublicCacheStats = { hits: 0, notModified: 0, misses: 0, stored: 0, invalidations: 0 };
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** Forget every stored answer; requests already on their way to Express will not store theirs. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.stats.invalidations += 1;
  }

  /**
   * Whether an answer may be added now. When full, stale entries go first: keys requested once
   * (made-up URLs) would otherwise hold the room until the next invalidation.
   */
  hasRoom(): boolean {
    if (this.entries.size < MAX_ENTRIES) return true;
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    return this.entries.size < MAX_ENTRIES;
  }

  /** The entry stored under `key` while it is fresh (a stale one is dropped). */
  fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > Date.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * On a miss: what keeps Express's answer under `key` if it may be kept, and if no invalidation
   * came in between (it would have been computed from the old catalog).
   */
  keeper(key: string, kind: AnswerKind): Capture {
    this.stats.misses += 1;
    const generation = this.generation;
    return (status, headers, body) => {
      if (status !== (kind === 'not-found' ? 404 : 200) || generation !== this.generation) return;
      if (!this.hasRoom()) return;
      if (headers['set-cookie'] !== undefined || /no-store/.test(String(headers['cache-control'] ?? '')))
        return;
      const html = kind === 'page' || kind === 'not-found';
      if (!String(headers['content-type'] ?? '').includes(html ? 'text/html' : 'json')) return;
      if (kind === 'graphql' && !isCleanGraphqlResult(body, headers['content-encoding'])) return;
      const etag =
        typeof headers.etag === 'string'
          ? headers.etag
          : `"${createHash('sha1').update(body).digest('base64url')}"`;
      const all = { ...headers, etag, 'content-length': String(body.length) };
      this.entries.set(key, {
        status,
        headers: flatten(all, (name) => PER_RESPONSE_HEADERS.has(name)),
        notModifiedHeaders: flatten(
          all,
          (name) => PER_RESPONSE_HEADERS.has(name) || name === 'content-type' || name === 'content-length',
        ),
        body,
        etag,
        expiresAt: Date.now() + this.ttlMs,
      });
      this.stats.stored += 1;
    };
  }
}

/** If-None-Match against a stored ETag, with the weak comparison Express (`fresh`) uses. */
export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
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
