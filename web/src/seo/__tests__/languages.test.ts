import { LANGUAGES } from '@hometunnel/rules';
// Every language's texts, as the server renderer has them.
import '../../i18n/server-languages';
import { localizePath } from '../../i18n/paths';
import { faqEntries as englishFaq } from '../../content/faq';
import { faqEntries as germanFaq } from '../../content/de/faq';
import { buildHead, renderHeadTags } from '../head';
import { listPublicPaths, matchRoute } from '../routes';
import { notFoundStandIn } from '../not-found';

const ctx = { publicUrl: 'https://shop.example', brandName: 'HomeTunnel' };
const pages = listPublicPaths();

describe('the head of every public page in every language', () => {
  it.each(LANGUAGES)(
    '%s: its language, its own title, and alternates for en, de, fr and x-default',
    (language) => {
      const titles = new Set<string>();
      for (const page of pages) {
        const path = localizePath(page, language);
        const head = buildHead(path, ctx);
        expect(head.status).toBe(200);
        expect(head.language).toBe(language);
        expect(head.canonical).toBe(`https://shop.example${path}`);
        titles.add(head.title);
        expect(head.alternates.map((link) => link.hreflang)).toEqual(['en', 'de', 'fr', 'x-default']);
        expect(head.alternates.find((link) => link.hreflang === language)?.href).toBe(head.canonical);
        expect(head.alternates[3]!.href).toBe(`https://shop.example${page}`);
        // Reciprocal: each alternate names the same set.
        for (const link of head.alternates) {
          expect(buildHead(new URL(link.href).pathname, ctx).alternates).toEqual(head.alternates);
        }
      }
      expect(titles.size).toBe(pages.length);
    },
  );

  it('titles, descriptions, Open Graph locale and JSON-LD are in the page language', () => {
    const de = buildHead('/de/help', ctx);
    const fr = buildHead('/fr/help', ctx);
    expect(de.title).toBe('Hilfe & Support – häufige Fragen | HomeTunnel');
    expect(fr.title).toBe('Aide et assistance – FAQ | HomeTunnel');
    expect(de.openGraph.locale).toBe('de_DE');
    expect(de.openGraph.localeAlternates).toEqual(['en_GB', 'fr_FR']);
    const faq = de.jsonLd.find((doc) => (doc as { '@type': string })['@type'] === 'FAQPage') as {
      inLanguage: string;
      mainEntity: { name: string }[];
    };
    expect(faq.inLanguage).toBe('de');
    expect(faq.mainEntity).toHaveLength(19);
    expect(faq.mainEntity[0]!.name).toBe(germanFaq[0]!.question);
    expect(faq.mainEntity[0]!.name).not.toBe(englishFaq[0]!.question);
    const tags = renderHeadTags(fr);
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/help">');
    expect(tags).toContain('<meta property="og:locale" content="fr_FR">');
    expect(tags).toContain('<meta property="og:locale:alternate" content="de_DE">');
  });

  it('an article has its own slug in each language; another language’s slug is a 404 there', () => {
    expect(matchRoute('/de/help-center/vpn-grundlagen').kind).toBe('article');
    expect(matchRoute('/fr/help-center/bases-du-vpn').title).toMatch(/ – Centre d’aide HomeTunnel$/);
    expect(matchRoute('/de/help-center/vpn-basics').kind).toBe('not-found');
    expect(notFoundStandIn('/de/help-center/vpn-basics')).toBe('/de/help-center/article-not-found');
    expect(notFoundStandIn('/fr/nowhere')).toBe('/fr/page-not-found');
    expect(notFoundStandIn('/de/admin/orders')).toBe('/de/page-not-found');
    expect(buildHead('/fr/page-not-found', ctx)).toMatchObject({
      status: 404,
      language: 'fr',
      alternates: [],
    });
    expect(buildHead('/fr/page-not-found', ctx).title).toBe('Page introuvable | HomeTunnel');
  });

  it('products on the landing page carry the language’s texts', () => {
    const product = {
      id: 'p1',
      name: 'Light Package',
      description: 'English',
      price: '149.00',
      type: 'device' as const,
      category: 'light',
      availability: 'IN_STOCK' as const,
    };
    const head = buildHead('/de/', { ...ctx, products: [product] });
    const ld = head.jsonLd.find((doc) => (doc as { '@type': string })['@type'] === 'Product') as {
      description: string;
      offers: { url: string };
    };
    expect(ld.description).not.toBe('English');
    expect(ld.offers.url).toBe('https://shop.example/de/#shop');
  });
});
