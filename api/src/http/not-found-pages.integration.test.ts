import path from 'node:path';
import { existsSync } from 'node:fs';
import { SESSION_COOKIE } from '../auth/session';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Issue 28, item 5: an unknown URL costs a cache read, not a render. Every unknown path shares one
 * server-rendered 404 page (an unknown help article its own), kept by the public response cache;
 * renders nobody else is answered from are bounded per client. Needs the web app's server build.
 */
const WEB_DIST = path.resolve(__dirname, '../../../web/dist');
const built = existsSync(path.join(WEB_DIST, '..', 'dist-server', 'entry-server.cjs'));
const describeBuilt = built ? describe : describe.skip;

async function get(server: TestServer, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + pathname, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function cacheOf(server: TestServer) {
  if (!server.publicCache) throw new Error('the public cache is off');
  return server.publicCache;
}

describeBuilt('unknown pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST_DIR: WEB_DIST });
  });
  afterAll(() => server.close());

  it('answers many distinct made-up paths 404 from one render, with a page that names none of them', async () => {
    const stats = cacheOf(server).stats;
    const first = await get(server, '/first-made-up-path');
    const before = { ...stats };
    const paths = Array.from({ length: 40 }, (_, i) => `/made-up-${i}/x${i}${i % 3 ? '' : '?utm=' + i}`);
    const pages = await Promise.all(paths.map((p) => get(server, p)));

    for (const [i, page] of pages.entries()) {
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.body).toBe(first.body);
      expect(page.body).not.toContain(`made-up-${i}`);
    }
    // One render kept (the first request's), every other answered from it before Express.
    expect(stats.stored - before.stored).toBe(0);
    expect(stats.misses - before.misses).toBe(0);
    expect(stats.hits - before.hits).toBe(paths.length);
    expect(new Set(pages.map((page) => page.headers.get('x-request-id'))).size).toBe(paths.length);

    expect(first.status).toBe(404);
    expect(first.body).toContain('404 Page Not Found');
    expect(first.body).toContain('The address may be mistyped, or the page has moved.');
    expect(first.body).toMatch(/<title>Page Not Found \| [^<]+<\/title>/);
    expect(first.body).toContain('<meta name="robots" content="noindex">');
    expect(first.body).not.toContain('rel="canonical"');
    expect(first.body).not.toContain('first-made-up-path');
  });

  it('answers an unknown help article 404 with the missing-article page, one render for all of them', async () => {
    const stats = cacheOf(server).stats;
    const first = await get(server, '/help-center/no-such-article');
    const before = { ...stats };
    const other = await get(server, '/help-center/another-missing-one/');

    for (const page of [first, other]) {
      expect(page.status).toBe(404);
      expect(page.body).toContain('This help article does not exist or has moved.');
      expect(page.body).toContain('Browse the Help Center');
      expect(page.body).not.toMatch(/no-such-article|another-missing-one/);
    }
    expect(other.body).toBe(first.body);
    expect(stats.hits - before.hits).toBe(1);
    // The 404 page of other unknown paths is another page.
    expect((await get(server, '/still-made-up')).body).not.toContain('This help article does not exist');
  });

  it('still renders every page that exists with its 200', async () => {
    for (const pathname of ['/', '/help', '/help-center', '/help/anything', '/login']) {
      const page = await get(server, pathname);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('404 Page Not Found');
    }
  });
});

describeBuilt('renders no cache entry is made from', () => {
  const LIMIT = 3;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST_DIR: WEB_DIST, PAGE_RENDERS_MAX_PER_IP: String(LIMIT) });
  });
  afterAll(() => server.close());

  it('are bounded per client: 429 with Retry-After past the bound, while cached pages still answer', async () => {
    const signedIn = { cookie: `${SESSION_COOKIE}=not-a-real-session` };
    // A signed-in visitor's pages and a page with a query string are rendered for that request alone.
    const renders = [
      await get(server, '/help', signedIn),
      await get(server, '/help?ref=mail'),
      await get(server, '/made-up-while-signed-in', signedIn),
    ];
    expect(renders.map((page) => page.status)).toEqual([200, 200, 404]);

    const refused = await get(server, '/help-center', signedIn);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({ message: expect.stringMatching(/too many/i) });
    expect((await get(server, '/?ref=ad')).status).toBe(429);

    // Answers kept for everyone are not this client's renders: they go on.
    expect((await get(server, '/help')).status).toBe(200);
    expect((await get(server, '/yet-another-made-up-path')).status).toBe(404);
    expect((await get(server, '/unknown?with=query')).status).toBe(404);
  });
});
