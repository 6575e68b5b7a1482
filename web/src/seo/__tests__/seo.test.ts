import { faqEntries } from '../../content/faq';
import { helpArticles } from '../../content/help-center';
import { buildHead, renderHeadTags } from '../head';
import type { HeadContext } from '../head';
import { serializeJsonLd } from '../json-ld';
import { getRouteTable, listPublicPaths, matchRoute, normalizePathname } from '../routes';
import { buildRobotsTxt, buildSitemapXml } from '../sitemap';
import { toSeoProduct } from '../types';
import type { SeoProduct } from '../types';

const publicUrl = 'https://shop.example/';
const ctx: HeadContext = { publicUrl, brandName: 'HomeTunnel', supportEmail: 'help@shop.example' };

const products: SeoProduct[] = [
  toSeoProduct({
    id: 'p1',
    name: 'Light Package',
    description: 'Light',
    price: '149.00',
    type: 'device',
    category: 'light',
  }),
  toSeoProduct({
    id: 'p2',
    name: 'Pro Package',
    description: 'Pro',
    price: '249.00',
    type: 'device',
    category: 'pro',
    availability: 'LOW_STOCK',
  }),
  toSeoProduct({
    id: 's1',
    name: 'Flexi',
    description: 'Monthly',
    price: '29.00',
    type: 'subscription',
    category: 'flexi',
    duration: 1,
  }),
  toSeoProduct({
    id: 's2',
    name: 'Secure',
    description: '3 months',
    price: '79.00',
    type: 'subscription',
    category: 'secure',
    duration: 3,
  }),
  toSeoProduct({
    id: 's3',
    name: 'Ultimate',
    description: '6 months',
    price: '149.00',
    type: 'subscription',
    category: 'ultimate',
    duration: 6,
  }),
];

const articleSlugs = Object.keys(helpArticles);
const privatePaths = [
  '/login',
  '/checkout',
  '/account',
  '/account/subscriptions/0b7c1d2e-aaaa-4bbb-8ccc-123456789abc',
  '/admin/orders',
  '/admin/subscriptions',
  '/admin/mail',
  '/admin-users',
  '/verify-email',
  '/reset-password',
];

type Node = Record<string, unknown>;
const ofType = (docs: unknown[], type: string) => docs.filter((d) => (d as Node)['@type'] === type) as Node[];

describe('route table', () => {
  const table = getRouteTable('HomeTunnel');
  // '/help/*' shows the help-center index and shares its head (its canonical is /help-center).
  const pages = table.filter((r) => r.canonicalPath === null || r.canonicalPath === r.pattern);

  it('gives every page a unique, non-empty title and description', () => {
    const titles = pages.map((r) => r.title);
    const descriptions = pages.map((r) => r.description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const r of pages) {
      expect(r.title.length).toBeGreaterThan(5);
      expect(r.description.length).toBeGreaterThan(30);
      expect(r.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('has one entry per article, titled from the article content', () => {
    expect(articleSlugs).toHaveLength(6);
    for (const slug of articleSlugs) {
      const route = matchRoute(`/help-center/${slug}`);
      expect(route.kind).toBe('article');
      expect(route.title).toContain(helpArticles[slug].title);
      expect(helpArticles[slug].intro.replace(/\s+/g, ' ')).toContain(route.description.replace(/…$/, ''));
    }
  });

  it('takes the brand name from its parameter', () => {
    expect(matchRoute('/', 'Acme').title).toContain('Acme');
    expect(matchRoute('/help', 'Acme').title).toContain('Acme');
    expect(matchRoute('/').title).toContain('HomeTunnel');
  });

  it('matches paths loosely and falls back to the 404 entry', () => {
    expect(normalizePathname('/help/?x=1#top')).toBe('/help');
    expect(normalizePathname('')).toBe('/');
    expect(matchRoute('/help/').kind).toBe('faq');
    expect(matchRoute('/help/anything').canonicalPath).toBe('/help-center');
    expect(matchRoute('/help-center/no-such-article').kind).toBe('not-found');
    expect(matchRoute('/nowhere').kind).toBe('not-found');
  });
});

describe('buildHead', () => {
  it('makes absolute canonicals without double or trailing slashes', () => {
    expect(buildHead('/', ctx).canonical).toBe('https://shop.example/');
    expect(buildHead('/help/', ctx).canonical).toBe('https://shop.example/help');
    expect(
      buildHead('/help-center/vpn-basics', { ...ctx, publicUrl: 'https://shop.example' }).canonical,
    ).toBe('https://shop.example/help-center/vpn-basics');
    expect(buildHead('/help/topics', ctx).canonical).toBe('https://shop.example/help-center');
    for (const path of listPublicPaths()) {
      const { canonical, openGraph } = buildHead(path, ctx);
      expect(canonical).toMatch(/^https:\/\/shop\.example\//);
      expect(canonical.slice('https://'.length)).not.toContain('//');
      expect(openGraph.url).toBe(canonical);
    }
  });

  it('marks the private pages and the 404 noindex, and only those', () => {
    for (const path of [...privatePaths, '/nowhere', '/help-center/nope']) {
      expect(buildHead(path, ctx).robots).toBe('noindex');
    }
    for (const path of listPublicPaths()) expect(buildHead(path, ctx).robots).toBeUndefined();
    expect(buildHead('/', { ...ctx, status: 404 })).toMatchObject({ robots: 'noindex', status: 404 });
    expect(buildHead('/nowhere', ctx).status).toBe(404);
    expect(buildHead('/help', ctx).status).toBe(200);
  });

  it('fills Open Graph and the Twitter card with the share image', () => {
    const head = buildHead('/help-center/vpn-basics', ctx);
    expect(head.openGraph).toMatchObject({
      type: 'article',
      siteName: 'HomeTunnel',
      image: { url: 'https://shop.example/og-image.png', width: 1200, height: 630 },
    });
    expect(head.twitter).toMatchObject({
      card: 'summary_large_image',
      image: 'https://shop.example/og-image.png',
    });
    expect(buildHead('/', ctx).openGraph.type).toBe('website');
  });

  it('puts Organization and WebSite on every page', () => {
    for (const path of [...listPublicPaths(), ...privatePaths, '/nowhere']) {
      const { jsonLd } = buildHead(path, ctx);
      const [org] = ofType(jsonLd, 'Organization');
      expect(org).toMatchObject({ name: 'HomeTunnel', url: 'https://shop.example/' });
      expect(org.contactPoint).toMatchObject({ email: 'help@shop.example' });
      expect(ofType(jsonLd, 'WebSite')).toHaveLength(1);
    }
  });

  it('puts one Product with a EUR Offer per shop product on the landing page', () => {
    const { jsonLd } = buildHead('/', { ...ctx, products });
    const found = ofType(jsonLd, 'Product');
    expect(found).toHaveLength(products.length);
    found.forEach((product, i) => {
      const offer = product.offers as Node;
      expect(product.name).toBe(products[i].name);
      expect(offer).toMatchObject({ '@type': 'Offer', price: products[i].price, priceCurrency: 'EUR' });
      expect(offer.availability).toBe(
        {
          'Light Package': 'https://schema.org/OutOfStock',
          'Pro Package': 'https://schema.org/LimitedAvailability',
        }[products[i].name] ?? 'https://schema.org/InStock',
      );
      expect(String(offer.url)).toMatch(/^https:\/\/shop\.example\/#(shop|subscription)$/);
    });
    expect(ofType(buildHead('/', ctx).jsonLd, 'Product')).toHaveLength(0);
    expect(ofType(buildHead('/help', { ...ctx, products }).jsonLd, 'Product')).toHaveLength(0);
  });

  it('puts a FAQPage with all 19 questions on /help', () => {
    const [faq] = ofType(buildHead('/help', ctx).jsonLd, 'FAQPage');
    const questions = faq.mainEntity as Node[];
    expect(faqEntries).toHaveLength(19);
    expect(questions).toHaveLength(19);
    questions.forEach((q, i) => {
      expect(q['@type']).toBe('Question');
      expect(q.name).toBe(faqEntries[i].question);
      expect(q.acceptedAnswer).toEqual({ '@type': 'Answer', text: faqEntries[i].answer });
    });
  });

  it('puts a Home → Help Center → article BreadcrumbList on each article', () => {
    for (const slug of articleSlugs) {
      const [crumbs] = ofType(buildHead(`/help-center/${slug}`, ctx).jsonLd, 'BreadcrumbList');
      expect(crumbs.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Help Center', item: 'https://shop.example/help-center' },
        {
          '@type': 'ListItem',
          position: 3,
          name: helpArticles[slug].title,
          item: `https://shop.example/help-center/${slug}`,
        },
      ]);
    }
  });
});

describe('renderHeadTags', () => {
  const scripts = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);

  it('renders every tag, with JSON-LD that parses', () => {
    const html = renderHeadTags(buildHead('/help', ctx));
    expect(html).toContain('<title>Help &amp; Support – FAQ | HomeTunnel</title>');
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/help">');
    for (const key of [
      'og:type',
      'og:site_name',
      'og:title',
      'og:description',
      'og:url',
      'og:image',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
    ]) {
      expect(html).toContain(`<meta property="${key}" content="`);
    }
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://shop.example/og-image.png">');
    expect(html).not.toContain('name="robots"');
    const docs = scripts(html).map((s) => JSON.parse(s) as Node);
    expect(docs.map((d) => d['@type'])).toEqual(['Organization', 'WebSite', 'FAQPage']);
    for (const d of docs) expect(d['@context']).toBe('https://schema.org');
  });

  it('renders robots noindex on private pages and no canonical on the 404', () => {
    expect(renderHeadTags(buildHead('/checkout', ctx))).toContain('<meta name="robots" content="noindex">');
    const notFound = renderHeadTags(buildHead('/nowhere', ctx));
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('escapes < " & in texts, attributes and JSON-LD', () => {
    const evil = 'Bad <b>"Shop"</b> & </script><script>alert(1)</script>';
    const evilProduct: SeoProduct = { ...products[0], name: evil, description: '</script><!--' };
    const head = buildHead('/', { ...ctx, brandName: evil, products: [evilProduct] });
    const html = renderHeadTags(head);
    expect(html).toContain('Bad &lt;b&gt;&quot;Shop&quot;&lt;/b&gt; &amp; &lt;/script&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('"Shop"');
    // Only our own script tags open and close; the injected ones are escaped.
    expect(html.match(/<script/g)).toHaveLength(head.jsonLd.length);
    expect(html.match(/<\/script>/g)).toHaveLength(head.jsonLd.length);
    expect(html).not.toContain('<!--');
    const json = scripts(html);
    expect(json.join('')).toContain('\\u003c/script\\u003e');
    const product = json.map((s) => JSON.parse(s) as Node).find((d) => d['@type'] === 'Product');
    expect(product?.name).toBe(evil);
    expect(product?.description).toBe('</script><!--');
  });

  it('serializes JSON-LD reversibly', () => {
    const value = { a: '<&>\u2028\u2029"' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('sitemap and robots.txt', () => {
  const xml = buildSitemapXml('https://shop.example/');
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

  it('lists every public page and all six articles in every language, and nothing private', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://shop.example/',
        'https://shop.example/help',
        'https://shop.example/help-center',
      ]),
    );
    for (const slug of articleSlugs) expect(locs).toContain(`https://shop.example/help-center/${slug}`);
    expect(locs).toContain('https://shop.example/de/help-center/vpn-grundlagen');
    expect(locs).toContain('https://shop.example/fr/help');
    expect(locs).toHaveLength(3 * (3 + articleSlugs.length));
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [...privatePaths, '/admin', '/help/*']) {
      expect(locs).not.toContain(`https://shop.example${path}`);
    }
    for (const loc of locs) {
      expect(new URL(loc).pathname).not.toMatch(
        /^(\/de|\/fr)?\/(login|checkout|account|admin|verify-email|reset-password)\b/,
      );
    }
  });

  it('gives each page its alternates: the same page in every language, and x-default the English one', () => {
    const entry = xml
      .split('<url>')
      .find((block) => block.includes('<loc>https://shop.example/fr/help-center/bases-du-vpn</loc>'));
    expect(entry).toBeDefined();
    const links = [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang,
      href,
    ]);
    expect(links).toEqual([
      ['en', 'https://shop.example/help-center/vpn-basics'],
      ['de', 'https://shop.example/de/help-center/vpn-grundlagen'],
      ['fr', 'https://shop.example/fr/help-center/bases-du-vpn'],
      ['x-default', 'https://shop.example/help-center/vpn-basics'],
    ]);
  });

  it('escapes the locations', () => {
    expect(buildSitemapXml('https://shop.example/?a=1&b=<2>')).toContain(
      '<loc>https://shop.example/?a=1&amp;b=&lt;2&gt;/help</loc>',
    );
  });

  it('disallows the private paths and names the sitemap', () => {
    const txt = buildRobotsTxt('https://shop.example/');
    const lines = txt.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/checkout', '/account', '/admin', '/admin-users', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(9);
  });
});
