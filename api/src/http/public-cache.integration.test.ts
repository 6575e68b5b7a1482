import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { CATALOG_CHANNEL } from '../db/catalog-changes';
import { startTestServer, type TestServer } from '../test/test-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastLaneRequest } from '../common/request-lines';
import { PublicResponseCache } from './public-cache';
import { publicDocumentHashes } from './public-cache-requests';
import { loadTrustedDocuments } from '../graphql/trusted-documents';

const MANIFEST_FILE = path.join(__dirname, '../../../web/src/gql/persisted-documents.json');
const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, string>;

/** The hex hash of the web app's persisted operation named `name`. */
function hashOf(name: string): string {
  const found = Object.entries(manifest).find(([, text]) =>
    new RegExp(`^(query|mutation) ${name}\\b`, 'm').test(
      text.replace(/^fragment[^]*?(?=(query|mutation) )/, ''),
    ),
  );
  if (!found) throw new Error(`no persisted document ${name}`);
  return found[0].replace(/^sha256:/, '');
}

const persisted = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    operationName: name,
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(name) } },
    ...extra,
  });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    GRAPHQL_TRUSTED_DOCUMENTS: 'true',
    TRUSTED_DOCUMENTS_FILE: MANIFEST_FILE,
  });
});
afterAll(() => server.close());

const cache = () => {
  if (!server.publicCache) throw new Error('the public cache is off');
  return server.publicCache;
};

async function raw(method: string, urlPath: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + urlPath, {
    method,
    body,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  // Per-response headers (the request id differs on every answer), and framing: a miss streams its
  // compressed answer chunked, a hit knows its length.
  const headerMap = Object.fromEntries(
    [...response.headers].filter(
      ([name]) =>
        !['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding', 'content-length'].includes(
          name,
        ),
    ),
  );
  return { status: response.status, bytes, headers: headerMap };
}

describe('public response cache (in front of Express)', () => {
  it('allow-lists exactly the web app documents that read only products/countries', () => {
    const allowed = publicDocumentHashes(loadTrustedDocuments(MANIFEST_FILE));
    expect([...allowed].sort()).toEqual(
      [
        hashOf('ShopProducts'),
        hashOf('CartProducts'),
        hashOf('CheckoutCountries'),
        // The plans a subscription may switch to (My Account): the catalog's public fields only.
        hashOf('SwitchablePlans'),
      ].sort(),
    );
    // AdminCatalog reads products too, but with staff-only stock fields.
    for (const name of [
      'Cart',
      'Me',
      'MyOrders',
      'AddToCart',
      'ClearCart',
      'CheckoutQuote',
      'AdminOrders',
      'AdminCatalog',
    ]) {
      expect(allowed.has(hashOf(name))).toBe(false);
    }
  });

  it('answers a hit with the same status, headers and bytes as the uncached answer', async () => {
    for (const name of ['ShopProducts', 'CartProducts', 'CheckoutCountries']) {
      cache().invalidate();
      const before = { ...cache().stats };
      const miss = await raw('POST', '/graphql', persisted(name));
      const hit = await raw('POST', '/graphql', persisted(name));
      const hitByDocumentId = await raw(
        'POST',
        '/graphql',
        JSON.stringify({ operationName: name, documentId: `sha256:${hashOf(name)}` }),
      );
      expect(cache().stats.misses - before.misses).toBe(1);
      expect(cache().stats.hits - before.hits).toBe(2);
      expect(miss.status).toBe(200);
      expect(JSON.parse(miss.bytes.toString()).data).toBeTruthy();
      expect(hit.bytes.equals(miss.bytes)).toBe(true);
      expect(hitByDocumentId.bytes.equals(miss.bytes)).toBe(true);
      expect(hit.headers).toEqual(miss.headers);
      expect(hit.headers['content-type']).toMatch(/^application\/json/);
      expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      expect(hit.headers.etag).toBeTruthy();
    }
  });

  it('keeps one answer per Accept-Encoding: compressed for browsers, plain for clients that ask so', async () => {
    cache().invalidate();
    const before = { ...cache().stats };
    for (const encoding of ['gzip, deflate, br', 'identity', 'gzip, deflate, br', 'identity']) {
      const response = await fetch(server.url + '/graphql', {
        method: 'POST',
        body: persisted('CheckoutCountries'),
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : 'br');
      expect((await response.json()).data.countries.length).toBeGreaterThan(200);
    }
    expect([cache().stats.misses - before.misses, cache().stats.hits - before.hits]).toEqual([2, 2]);
  });

  it('serves GET /api/products from the cache with an ETag, and 304 for If-None-Match', async () => {
    cache().invalidate();
    const miss = await raw('GET', '/api/products');
    const hit = await raw('GET', '/api/products');
    expect(miss.status).toBe(200);
    expect(JSON.parse(miss.bytes.toString())).toHaveLength(5);
    expect(hit.bytes.equals(miss.bytes)).toBe(true);
    expect(hit.headers).toEqual(miss.headers);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = hit.headers.etag;
    expect(etag).toBeTruthy();
    const before = cache().stats.notModified;
    const notModified = await raw('GET', '/api/products', undefined, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.bytes.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['content-security-policy']).toBeTruthy();
    expect(cache().stats.notModified).toBe(before + 1);
    const changed = await raw('GET', '/api/products', undefined, { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.bytes.equals(miss.bytes)).toBe(true);
    // Over REST too: compressed for a client that asks, plain for one that does not.
    expect(hit.headers['content-encoding']).toBe('gzip');
    const plain = await fetch(server.url + '/api/products', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toHaveLength(5);
  });

  it('never serves or stores signed-in or token-authenticated requests', async () => {
    const customer = server.client();
    await customer.register();
    const before = { ...cache().stats };
    const signedIn = await customer.request('POST', '/graphql', persisted('ShopProducts'));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.products).toHaveLength(5);
    expect((await customer.get('/api/products')).status).toBe(200);
    const withToken = await raw('POST', '/graphql', persisted('ShopProducts'), {
      authorization: 'Bearer nope',
    });
    expect(withToken.status).toBe(401);
    expect(cache().stats).toEqual(before);
  });

  it('never stores mutations, private or unknown operations, or errors', async () => {
    const before = { ...cache().stats };
    const addToCart = await raw(
      'POST',
      '/graphql',
      persisted('AddToCart', {
        variables: { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      }),
    );
    expect(addToCart.status).toBeLessThan(500);
    expect(JSON.parse(addToCart.bytes.toString()).errors).toBeTruthy();
    const cart = await raw('POST', '/graphql', persisted('Cart'));
    expect(JSON.parse(cart.bytes.toString()).errors).toBeTruthy();
    const unknown = await raw('POST', '/graphql', JSON.stringify({ documentId: 'sha256:abc' }));
    expect(unknown.status).toBe(400);
    // Not the fast lane's shape (extra key, arbitrary text, malformed JSON): Express answers as ever.
    const withQuery = await raw(
      'POST',
      '/graphql',
      persisted('ShopProducts', { query: '{ products { id } }' }),
    );
    expect(withQuery.status).toBe(200);
    const text = await raw('POST', '/graphql', JSON.stringify({ query: '{ products { id } }' }));
    expect(text.status).toBe(403);
    const malformed = await raw('POST', '/graphql', '{"operationName": ');
    expect(malformed.status).toBe(400);
    expect(cache().stats.stored).toBe(before.stored);
    expect(cache().stats.hits).toBe(before.hits);
    // An allow-listed document that fails (wrong operation name) is answered but not kept.
    cache().invalidate();
    const failing = await raw('POST', '/graphql', persisted('ShopProducts', { operationName: 'Nope' }));
    expect(failing.status).toBeGreaterThanOrEqual(400);
    const again = await raw('POST', '/graphql', persisted('ShopProducts', { operationName: 'Nope' }));
    expect(again.bytes.equals(failing.bytes)).toBe(true);
    expect(cache().stats.stored).toBe(before.stored);
  });

  it('forgets everything when this instance changes the catalog', async () => {
    await raw('POST', '/graphql', persisted('ShopProducts'));
    await raw('POST', '/graphql', persisted('ShopProducts'));
    const before = { ...cache().stats };
    await server.services.catalog.invalidateCatalog('test');
    await raw('POST', '/graphql', persisted('ShopProducts'));
    expect(cache().stats.misses).toBe(before.misses + 1);
  });

  const onPostgres = process.env.HT_TEST_DATABASE_MODE === 'postgresql' ? it : it.skip;
  onPostgres(
    'forgets everything on a NOTIFY catalog_changed from another connection (every instance)',
    async () => {
      await raw('POST', '/graphql', persisted('ShopProducts'));
      const warm = await raw('POST', '/graphql', persisted('ShopProducts'));
      expect(warm.status).toBe(200);
      const before = { ...cache().stats };
      const other = new Client({ connectionString: process.env.HT_TEST_DATABASE_URL });
      await other.connect();
      try {
        await other.query(`NOTIFY ${CATALOG_CHANNEL}, 'from another instance'`);
      } finally {
        await other.end();
      }
      const deadline = Date.now() + 5_000;
      while (cache().stats.invalidations === before.invalidations && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(cache().stats.invalidations).toBeGreaterThan(before.invalidations);
      const after = await raw('POST', '/graphql', persisted('ShopProducts'));
      expect(cache().stats.misses).toBe(before.misses + 1);
      expect(after.bytes.equals(warm.bytes)).toBe(true);
    },
  );
});

describe('public response cache: request lines', () => {
  let lane: Server;
  const lines: FastLaneRequest[] = [];
  let expressCalls = 0;

  beforeAll(async () => {
    const cacheInFront = new PublicResponseCache(loadTrustedDocuments(MANIFEST_FILE), {
      ttlMs: 60_000,
      log: (line) => lines.push(line),
    });
    lane = createServer(
      cacheInFront.handler((_req, res) => {
        expressCalls += 1;
        // As Express does: headers set one by one (the cache keeps what getHeaders() shows).
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('etag', 'W/"v1"');
        res.end('[]');
      }),
    );
    await new Promise<void>((resolve) => lane.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => lane.close(() => resolve())));

  it('writes a line for every answer it gives, with the request id it echoes; Express logs the misses', async () => {
    const url = `http://127.0.0.1:${(lane.address() as AddressInfo).port}/api/products`;
    await fetch(url);
    expect([expressCalls, lines.length]).toEqual([1, 0]);
    const hit = await fetch(url, { headers: { 'x-request-id': 'trace-7' } });
    const notModified = await fetch(url, { headers: { 'if-none-match': 'W/"v1"' } });
    expect([hit.status, notModified.status, expressCalls]).toEqual([200, 304, 1]);
    expect(hit.headers.get('x-request-id')).toBe('trace-7');
    expect(notModified.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      {
        reqId: 'trace-7',
        method: 'GET',
        url: '/api/products',
        route: '/api/products',
        status: 200,
        durationMs: expect.any(Number),
        cache: 'hit',
      },
      expect.objectContaining({
        reqId: notModified.headers.get('x-request-id'),
        status: 304,
        cache: 'not-modified',
      }),
    ]);
  });
});
