import path from 'node:path';
import { existsSync } from 'node:fs';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Issue 27: every public page in English (today's URLs), German (/de/) and French (/fr/), each
 * rendered on the server in its language, with its alternates; no redirect by Accept-Language.
 */
const WEB_DIST = path.resolve(__dirname, '../../../web/dist');
const PUBLIC_URL = 'https://shop.example';
const built = existsSync(path.join(WEB_DIST, '..', 'dist-server', 'entry-server.cjs'));
const describeBuilt = built ? describe : describe.skip;

const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const htmlLang = (html: string) => html.match(/<html lang="([^"]+)"/)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
    lang,
    href,
  ]);

describeBuilt('pages in three languages', () => {
  let server: TestServer;
  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(server.url + pathname, { headers, redirect: 'manual' });
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST_DIR: WEB_DIST, PUBLIC_URL });
  });
  afterAll(() => server.close());

  it.each([
    ['/', 'en', 'HomeTunnel – Keep Your Home IP Anywhere | VPN Tunnel Routers &amp; Plans'],
    ['/de/', 'de', 'HomeTunnel – Ihre Heim-IP überall | VPN-Tunnel-Router &amp; Tarife'],
    ['/fr/help', 'fr', 'Aide et assistance – FAQ | HomeTunnel'],
    ['/de/help-center', 'de', 'Hilfe-Center – Anleitungen &amp; Artikel | HomeTunnel'],
  ])('%s is rendered in %s with its own title and its alternates', async (pathname, language, expected) => {
    const page = await get(pathname);
    expect(page.status).toBe(200);
    expect(htmlLang(page.html)).toBe(language);
    expect(title(page.html)).toBe(expected);
    expect(alternates(page.html).map(([lang]) => lang)).toEqual(['en', 'de', 'fr', 'x-default']);
  });

  it('a German or French article lives under its own slug', async () => {
    const page = await get('/fr/help-center/bases-du-vpn');
    expect(page.status).toBe(200);
    expect(htmlLang(page.html)).toBe('fr');
    expect(alternates(page.html)).toContainEqual(['de', `${PUBLIC_URL}/de/help-center/vpn-grundlagen`]);
  });

  it('an unknown path under /de/ is the German 404', async () => {
    const page = await get('/de/no-such-page');
    expect(page.status).toBe(404);
    expect(htmlLang(page.html)).toBe('de');
    expect(title(page.html)).toBe('Seite nicht gefunden | HomeTunnel');
    expect((await get('/de/admin/orders')).status).toBe(404);
  });

  it('private screens keep their language in the shell', async () => {
    const page = await get('/fr/account');
    expect(page.status).toBe(200);
    expect(htmlLang(page.html)).toBe('fr');
    expect(title(page.html)).toBe('Mon compte | HomeTunnel');
  });

  it('never redirects by Accept-Language: the URL decides', async () => {
    const english = await get('/help', { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(english.status).toBe(200);
    expect(htmlLang(english.html)).toBe('en');
    const german = await get('/de/help', { 'Accept-Language': 'en-GB' });
    expect(htmlLang(german.html)).toBe('de');
  });

  it('lists every page in every language in the sitemap, with alternates', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${PUBLIC_URL}/de/help-center/vpn-grundlagen</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/fr/</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/help"/>`);
  });
});
