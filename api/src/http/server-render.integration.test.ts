import { createHash } from 'node:crypto';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Issue 14: public pages arrive rendered (content, head, JSON-LD) from the web app's own server
 * build (web/dist-server, made by `npm run build -w web`, the first step of `npm test`).
 */
const WEB_DIST = path.resolve(__dirname, '../../../web/dist');
const PUBLIC_URL = 'https://shop.example';
/** Not the default brand: texts built when the renderer loads must carry the running shop's. */
const BRAND_NAME = 'Casa Tunnel';
const built = existsSync(path.join(WEB_DIST, '..', 'dist-server', 'entry-server.cjs'));
const describeBuilt = built ? describe : describe.skip;

interface Page {
  status: number;
  html: string;
  headers: Headers;
}

function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

function headTag(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

describeBuilt('server-rendered public pages', () => {
  let server: TestServer;
  const get = async (pathname: string, headers: Record<string, string> = {}): Promise<Page> => {
    const response = await fetch(server.url + pathname, { headers });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST_DIR: WEB_DIST, PUBLIC_URL, BRAND_NAME });
  });
  afterAll(() => server.close());

  it('renders the landing page whole: every section, each product with its price from the database, head and JSON-LD', async () => {
    const products = (await (await fetch(`${server.url}/api/products`)).json()) as {
      name: string;
      price: string;
      type: string;
      duration: number | null;
    }[];
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const body = text(page.html);
    for (const section of [
      'id="how-it-works"',
      'id="shop"',
      'id="subscription"',
      'id="about"',
      'id="footer"',
    ])
      expect(page.html).toContain(section);
    for (const product of products) {
      expect(body).toContain(product.name);
      if (product.type === 'device') expect(body).toContain(`€${product.price}`);
    }
    // Styles for the markup, the data it was rendered from, no outlined (script-revealed) parts.
    expect(page.html).toMatch(/<style data-styled="true"/);
    expect(page.html).toContain('<script id="apollo-state" type="application/json">');
    expect(page.html).not.toContain('<!--$?-->');
    // The content is in the HTML: the app's entry must not compete with it for the first paint.
    expect(page.html).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/,
    );
    // The early-press holder, the page's one inline script, runs: its hash and nothing wider.
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page.html)![1];
    const inlineHash = createHash('sha256').update(inline).digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(
      `script-src 'self' 'sha256-${inlineHash}';`,
    );

    expect(headTag(page.html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${PUBLIC_URL}/`);
    expect(headTag(page.html, /<meta property="og:image" content="([^"]+)"/)).toBe(
      `${PUBLIC_URL}/og-image.png`,
    );
    expect(page.html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(headTag(page.html, /<title>([^<]+)<\/title>/)).toContain(BRAND_NAME);
    expect(body).toContain(`© 2025 ${BRAND_NAME}`);
    expect(body).not.toContain('HomeTunnel');
    expect(page.html).not.toContain('name="robots"');

    const data = jsonLd(page.html);
    expect(data.map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'WebSite', 'Product']),
    );
    const offers = data
      .filter((item) => item['@type'] === 'Product')
      .map((item) => ({ name: item.name, offer: item.offers as Record<string, unknown> }));
    expect(offers).toHaveLength(products.length);
    for (const product of products) {
      const offer = offers.find((o) => o.name === product.name)?.offer;
      expect(offer).toMatchObject({ '@type': 'Offer', price: product.price, priceCurrency: 'EUR' });
      expect(String(offer?.availability)).toMatch(
        /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/,
      );
    }
  });

  it('renders /help with all 19 questions and answers, and their FAQPage data', async () => {
    const page = await get('/help');
    expect(page.status).toBe(200);
    const faq = jsonLd(page.html).find((item) => item['@type'] === 'FAQPage');
    const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(19);
    const body = text(page.html);
    for (const question of questions) expect(body).toContain(question.name);
  });

  it('lists every public page in sitemap.xml, each rendered with its own title, and robots.txt keeps crawlers out of private screens', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const urls = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/help`, `${PUBLIC_URL}/help-center`]),
    );
    const articles = urls.filter((url) => url.startsWith(`${PUBLIC_URL}/help-center/`));
    expect(articles).toHaveLength(6);
    const paths = urls.map((url) => new URL(url).pathname);
    for (const p of ['/checkout', '/account', '/admin/orders', '/admin-users', '/login', '/verify-email'])
      expect(paths).not.toContain(p);

    const titles = new Set<string>();
    for (const url of urls) {
      const page = await get(url.slice(PUBLIC_URL.length) || '/');
      expect(page.status).toBe(200);
      const title = headTag(page.html, /<title>([^<]+)<\/title>/);
      expect(title && !titles.has(title)).toBe(true);
      titles.add(title as string);
      expect(headTag(page.html, /<link rel="canonical" href="([^"]+)"/)).toBe(url);
      if (articles.includes(url)) {
        const crumbs = jsonLd(page.html).find((item) => item['@type'] === 'BreadcrumbList');
        expect((crumbs?.itemListElement as unknown[]).length).toBe(3);
      }
    }

    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    for (const rule of ['/checkout', '/account', '/admin', '/admin-users', '/api/'])
      expect(robots.html).toContain(`Disallow: ${rule}\n`);
    expect(robots.html).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("answers an unknown path with HTTP 404 and the '404 Page Not Found' card, not indexed", async () => {
    const page = await get('/no-such-page');
    expect(page.status).toBe(404);
    expect(text(page.html)).toContain('404 Page Not Found');
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    const unknownArticle = await get('/help-center/no-such-article');
    expect(unknownArticle.status).toBe(404);
  });

  it('renders sign-in (noindex) and sends private screens as a shell with their title and noindex', async () => {
    const login = await get('/login');
    expect(login.status).toBe(200);
    expect(login.html).toContain('<meta name="robots" content="noindex">');
    expect(login.html).not.toContain('<div id="root"></div>');
    for (const pathname of ['/account', '/admin/orders', '/admin-users']) {
      const shell = await get(pathname);
      expect(shell.status).toBe(200);
      expect(shell.html).toContain('<div id="root"></div>');
      expect(shell.html).toContain('<meta name="robots" content="noindex">');
      expect(shell.html).not.toContain('apollo-state');
    }
    // The screen's own chunk is announced with the entry, not discovered after it has run.
    const account = await get('/account');
    expect(account.html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/account-page-[\w-]+\.js">/,
    );
  });

  it('renders the checkout loading (noindex), with only its route chunk announced, and marks a request that carried a session', async () => {
    const checkout = await get('/checkout');
    expect(checkout.status).toBe(200);
    expect(checkout.html).toContain('<meta name="robots" content="noindex">');
    expect(text(checkout.html)).toContain(
      'Checkout Secure checkout · Prices include VAT Loading your checkout',
    );
    expect(checkout.html).toContain('<div id="root"><');
    expect(checkout.html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/checkout-route-[\w-]+\.js">/,
    );
    // The steps' code (forms, schemas) and the data layer wait until the browser knows there is a cart.
    expect(checkout.html).not.toMatch(/modulepreload[^>]+checkout-page-/);

    const customer = server.client();
    await customer.register();
    const signedIn = await customer.request('GET', '/checkout');
    expect(String(signedIn.body)).toContain('<div id="root" data-session>');
    const shell = await customer.request('GET', '/account');
    expect(String(shell.body)).toContain('<div id="root" data-session></div>');
  });

  it('serves anonymous pages from the public cache, the same bytes every time, forgotten when the catalog changes', async () => {
    const cache = server.publicCache;
    if (!cache) throw new Error('the public cache is off');
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await fetch(`${server.url}/help-center`, { headers });
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const before = { ...cache.stats };
    const second = await fetch(`${server.url}/help-center`, { headers });
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(cache.stats.hits).toBe(before.hits + 1);

    // A signed-in visitor gets the same page (who is signed in is learnt in the browser).
    const customer = server.client();
    await customer.register();
    const signedIn = await customer.request('GET', '/help-center');
    const anonymous = await get('/help-center', headers);
    expect(signedIn.status).toBe(200);
    expect(text(String(signedIn.body))).toBe(text(anonymous.html));
    expect(cache.stats.hits).toBe(before.hits + 2);

    await server.services.catalog.invalidateCatalog('test');
    const misses = cache.stats.misses;
    await fetch(`${server.url}/help-center`, { headers });
    expect(cache.stats.misses).toBe(misses + 1);
  });

  it('renders the first-visit cookie bar into a page until the consent cookie says a choice was made, and caches both', async () => {
    const cache = server.publicCache;
    if (!cache) throw new Error('the public cache is off');
    const consented = { cookie: 'cookie_consent=necessary' };
    const firstVisit = await get('/help');
    expect(firstVisit.html).toContain('data-testid="cookie-banner"');
    expect(text(firstVisit.html)).toContain('Cookies A necessary cookie keeps you signed in');
    expect(firstVisit.html).toMatch(/modulepreload[^>]+cookie-consent-banner-/);
    const chosen = await get('/help', consented);
    expect(chosen.html).not.toContain('cookie-banner');

    const hits = cache.stats.hits;
    expect((await get('/help')).html).toContain('data-testid="cookie-banner"');
    expect((await get('/help', consented)).html).not.toContain('cookie-banner');
    expect(cache.stats.hits).toBe(hits + 2);
  });

  it('keeps pages with a query string out of the cache, and every unknown path in one entry', async () => {
    const cache = server.publicCache;
    if (!cache) throw new Error('the public cache is off');
    const stored = cache.stats.stored;
    await get('/?utm_source=mail');
    expect(cache.stats.stored).toBe(stored);
    for (const pathname of ['/nothing-here-1', '/nothing-here-2', '/nothing-here-1?x=1'])
      expect((await get(pathname)).status).toBe(404);
    // An earlier test may have stored the 404 page already.
    expect(cache.stats.stored).toBeLessThanOrEqual(stored + 1);
  });
});
