/**
 * The head data of every route (title, description, indexability), in one table. Pure data and
 * functions: no React, no DOM, so the browser bundle and the server renderer import it alike.
 *
 * The table follows the routes of App.tsx. Public, indexable routes go into the sitemap; the others
 * carry `noindex`. The article entries are generated from the help-center content, so a new article
 * gets its title, description, canonical and sitemap entry without touching this file.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@hometunnel/rules';
import type { HelpArticle, HelpTopicSlug } from '../content/help-center';
import { localizePath, splitLanguage } from '../i18n/paths';
import { seoLanguagePack } from './language-packs';
import { routeTexts } from './route-texts';

export const DEFAULT_BRAND_NAME = 'HomeTunnel';

/**
 * What a route is, for the JSON-LD and Open Graph choices made per page and for the server: 'private' screens are rendered in the browser
 * alone; 'checkout' is rendered on the server (loading) but, like them, never indexed.
 */
export type SeoRouteKind =
  'landing' | 'faq' | 'help-center' | 'article' | 'login' | 'checkout' | 'private' | 'not-found';

/** One row of a language's route table, with the brand name already filled in. */
export interface SeoRoute {
  /**
   * The path pattern, without the language's prefix: an exact path ('/help'), or a prefix pattern
   * ending in '/*' ('/admin/*', which matches '/admin' and everything below it). Article patterns
   * carry the language's slug.
   */
  pattern: string;
  /**
   * The canonical path of the page in its language ('/de/help-center' for '/de/help/*'); null for
   * prefix routes, whose canonical is the requested path.
   */
  canonicalPath: string | null;
  kind: SeoRouteKind;
  language: Language;
  title: string;
  description: string;
  /** true: `<meta name="robots" content="noindex">`, and never in the sitemap. */
  noindex: boolean;
  /** The article's (English) slug, for kind 'article'. */
  slug?: HelpTopicSlug;
  /** The article's own title (its page heading), for kind 'article'. */
  articleTitle?: string;
}

/** The pattern of the 404 entry; no path matches it, `matchRoute` falls back to it. */
export const NOT_FOUND_PATTERN = '*';

/** Meta descriptions are cut to this length (search results show about 150-160 characters). */
export const MAX_DESCRIPTION_LENGTH = 160;

/** Shortens text to `max` characters at a word boundary, ending in an ellipsis when cut. */
export function truncateText(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The articles in help-center order (the topic cards), then any article without a card. */
function orderedArticles(language: Language): HelpArticle[] {
  const { helpArticles, helpTopics } = seoLanguagePack(language).helpCenter;
  const bySlug = new Map(Object.entries(helpArticles));
  const ordered: HelpArticle[] = [];
  for (const topic of helpTopics) {
    const article = bySlug.get(topic.slug);
    if (article) {
      ordered.push(article);
      bySlug.delete(topic.slug);
    }
  }
  return [...ordered, ...bySlug.values()];
}

function buildRouteTable(brand: string, language: Language, intl: IntlShape): SeoRoute[] {
  const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor, { brand });
  const page = (
    pattern: string,
    kind: SeoRouteKind,
    title: string,
    description: string,
    noindex = false,
  ): SeoRoute => ({
    pattern,
    canonicalPath: pattern.endsWith('/*') ? null : localizePath(pattern, language),
    kind,
    language,
    title,
    description,
    noindex,
  });
  const article = (item: HelpArticle): SeoRoute => {
    const canonical = localizePath(`/help-center/${item.slug}`, language);
    return {
      pattern: splitLanguage(canonical).rest,
      canonicalPath: canonical,
      kind: 'article',
      language,
      title: intl.formatMessage(routeTexts.articleTitle as MessageDescriptor, { article: item.title, brand }),
      description: truncateText(item.intro),
      noindex: false,
      slug: item.slug,
      articleTitle: item.title,
    };
  };
  const helpCenter = (pattern: string) =>
    page(pattern, 'help-center', text(routeTexts.helpCenterTitle), text(routeTexts.helpCenterDescription));
  return [
    page('/', 'landing', text(routeTexts.landingTitle), text(routeTexts.landingDescription)),
    page('/help', 'faq', text(routeTexts.faqTitle), text(routeTexts.faqDescription)),
    helpCenter('/help-center'),
    // The help-center index is also shown under /help/*; its canonical is /help-center.
    { ...helpCenter('/help/*'), canonicalPath: localizePath('/help-center', language) },
    ...orderedArticles(language).map(article),
    page('/login', 'login', text(routeTexts.loginTitle), text(routeTexts.loginDescription), true),
    page('/checkout', 'checkout', text(routeTexts.checkoutTitle), text(routeTexts.checkoutDescription), true),
    page(
      '/checkout/return',
      'checkout',
      text(routeTexts.paymentTitle),
      text(routeTexts.paymentDescription),
      true,
    ),
    page('/account', 'private', text(routeTexts.accountTitle), text(routeTexts.accountDescription), true),
    page(
      '/account/subscriptions/*',
      'private',
      text(routeTexts.subscriptionTitle),
      text(routeTexts.subscriptionDescription),
      true,
    ),
    page(
      '/verify-email',
      'private',
      text(routeTexts.verifyEmailTitle),
      text(routeTexts.verifyEmailDescription),
      true,
    ),
    page(
      '/reset-password',
      'private',
      text(routeTexts.resetPasswordTitle),
      text(routeTexts.resetPasswordDescription),
      true,
    ),
    // The admin screens stay English: they exist at the root only.
    ...(language === DEFAULT_LANGUAGE
      ? [
          page('/admin/*', 'private', `Admin | ${brand}`, `${brand} shop administration.`, true),
          page(
            '/admin-users',
            'private',
            `User Management | ${brand}`,
            `${brand} user administration.`,
            true,
          ),
        ]
      : []),
    {
      pattern: NOT_FOUND_PATTERN,
      canonicalPath: null,
      kind: 'not-found',
      language,
      title: text(routeTexts.notFoundTitle),
      description: text(routeTexts.notFoundDescription),
      noindex: true,
    },
  ];
}

// Built once per language pack and brand: matchRoute runs for every page request.
const tables = new WeakMap<object, Map<string, SeoRoute[]>>();

/**
 * A language's route table for a brand: the public pages, each help article, the private pages
 * and, last, the 404 entry. Titles and descriptions are unique across a table (a test holds it to that).
 */
export function getRouteTable(
  brandName: string = DEFAULT_BRAND_NAME,
  language: Language = DEFAULT_LANGUAGE,
): SeoRoute[] {
  const pack = seoLanguagePack(language);
  let byBrand = tables.get(pack);
  if (!byBrand) tables.set(pack, (byBrand = new Map()));
  let table = byBrand.get(brandName);
  if (!table) {
    // Bounded: one table per brand name, and a shop has one.
    if (byBrand.size > 8) byBrand.clear();
    table = buildRouteTable(brandName, language, pack.intl);
    byBrand.set(brandName, table);
  }
  return table;
}

/**
 * A pathname without query, hash, repeated or trailing slashes ('/help/' → '/help'); '' and '/'
 * give '/'. Percent-encoding is kept as it came.
 */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : '/';
}

/** Whether a normalized pathname matches a pattern (case-insensitive, as React Router matches). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.toLowerCase();
  const p = pattern.toLowerCase();
  if (p === NOT_FOUND_PATTERN) return false;
  if (p.endsWith('/*')) {
    const prefix = p.slice(0, -2);
    return path === prefix || path.startsWith(`${prefix}/`);
  }
  return path === p;
}

/** The route-table entry for a pathname; the 404 entry when nothing matches (an unknown article too). */
export function matchRoute(pathname: string, brandName: string = DEFAULT_BRAND_NAME): SeoRoute {
  const { language, rest } = splitLanguage(normalizePathname(pathname));
  const table = getRouteTable(brandName, language);
  const found = table.find((route) => matchesPattern(route.pattern, rest));
  return found ?? table[table.length - 1]!;
}

/**
 * Every public, indexable URL path, for the sitemap: the exact, indexable routes of the table (each
 * article included). Prefix routes and the 404 entry are left out.
 */
export function listPublicPaths(): string[] {
  const paths = getRouteTable()
    .filter(
      (route) => !route.noindex && route.canonicalPath !== null && route.canonicalPath === route.pattern,
    )
    .map((route) => route.canonicalPath as string);
  return [...new Set(paths)];
}
