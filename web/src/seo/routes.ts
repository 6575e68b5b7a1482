/**
 * The head data of every route (title, description, indexability), in one table. Pure data and
 * functions: no React, no DOM, so the browser bundle and the server renderer import it alike.
 *
 * The table follows the routes of App.tsx. Public, indexable routes go into the sitemap; the others
 * carry `noindex`. The article entries are generated from the help-center content, so a new article
 * gets its title, description, canonical and sitemap entry without touching this file.
 */
import { helpArticles, helpTopics } from '../content/help-center';
import type { HelpArticle, HelpTopicSlug } from '../content/help-center';

export const DEFAULT_BRAND_NAME = 'HomeTunnel';

/**
 * What a route is, for the JSON-LD and Open Graph choices made per page and for the server: 'private' screens are rendered in the browser
 * alone; 'checkout' is rendered on the server (loading) but, like them, never indexed.
 */
export type SeoRouteKind =
  'landing' | 'faq' | 'help-center' | 'article' | 'login' | 'checkout' | 'private' | 'not-found';

/** One row of the route table, with the brand name already filled in. */
export interface SeoRoute {
  /**
   * The path pattern: an exact path ('/help'), or a prefix pattern ending in '/*' ('/admin/*', which
   * matches '/admin' and everything below it).
   */
  pattern: string;
  /** The canonical path of the page ('/help-center' for '/help/*'); null for prefix routes, whose canonical is the requested path. */
  canonicalPath: string | null;
  kind: SeoRouteKind;
  title: string;
  description: string;
  /** true: `<meta name="robots" content="noindex">`, and never in the sitemap. */
  noindex: boolean;
  /** The article's slug, for kind 'article'. */
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
function orderedArticles(): HelpArticle[] {
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

function articleRoute(article: HelpArticle, brand: string): SeoRoute {
  const path = `/help-center/${article.slug}`;
  return {
    pattern: path,
    canonicalPath: path,
    kind: 'article',
    title: `${article.title} – ${brand} Help Center`,
    description: truncateText(article.intro),
    noindex: false,
    slug: article.slug,
    articleTitle: article.title,
  };
}

/**
 * The route table for a brand: the public pages, each help article, the private pages and, last,
 * the 404 entry. Titles and descriptions are unique across the table (a test holds it to that).
 */
export function getRouteTable(brandName: string = DEFAULT_BRAND_NAME): SeoRoute[] {
  const b = brandName;
  const page = (
    pattern: string,
    kind: SeoRouteKind,
    title: string,
    description: string,
    noindex = false,
  ): SeoRoute => ({
    pattern,
    canonicalPath: pattern.endsWith('/*') ? null : pattern,
    kind,
    title,
    description,
    noindex,
  });
  return [
    page(
      '/',
      'landing',
      `${b} – Keep Your Home IP Anywhere | VPN Tunnel Routers & Plans`,
      `${b} routers tunnel your traffic back to your own home connection: keep your home IP abroad, works with corporate VPNs, no software. Ships across Europe.`,
    ),
    page(
      '/help',
      'faq',
      `Help & Support – FAQ | ${b}`,
      `Answers to common questions about ${b}: how the home-IP tunnel works, corporate VPNs, speed, setup, plans, shipping, refunds and 24/7 support.`,
    ),
    page(
      '/help-center',
      'help-center',
      `Help Center – Guides & Articles | ${b}`,
      `Guides for your ${b} routers: VPN basics, Light and Pro packages, setup, security and privacy, billing, and troubleshooting.`,
    ),
    // The help-center index is also shown under /help/*; its canonical is /help-center.
    {
      ...page(
        '/help/*',
        'help-center',
        `Help Center – Guides & Articles | ${b}`,
        `Guides for your ${b} routers: VPN basics, Light and Pro packages, setup, security and privacy, billing, and troubleshooting.`,
      ),
      canonicalPath: '/help-center',
    },
    ...orderedArticles().map((article) => articleRoute(article, b)),
    page(
      '/login',
      'login',
      `Sign In | ${b}`,
      `Sign in to your ${b} account to manage your devices, orders and subscription.`,
      true,
    ),
    page(
      '/checkout',
      'checkout',
      `Checkout | ${b}`,
      `Complete your ${b} order: personal details, shipping address and payment.`,
      true,
    ),
    page(
      '/checkout/return',
      'checkout',
      `Payment | ${b}`,
      `The result of your ${b} payment: paid, being confirmed, or not completed.`,
      true,
    ),
    page(
      '/account',
      'private',
      `My Account | ${b}`,
      `Your ${b} account: profile, recent orders and active subscriptions.`,
      true,
    ),
    page(
      '/account/subscriptions/*',
      'private',
      `Subscription | My Account | ${b}`,
      `One of your ${b} subscriptions: its renewal, payment method and history.`,
      true,
    ),
    page(
      '/verify-email',
      'private',
      `Verify Your Email | ${b}`,
      `Confirm the email address of your ${b} account.`,
      true,
    ),
    page(
      '/reset-password',
      'private',
      `Reset Your Password | ${b}`,
      `Choose a new password for your ${b} account.`,
      true,
    ),
    page('/admin/*', 'private', `Admin | ${b}`, `${b} shop administration.`, true),
    page('/admin-users', 'private', `User Management | ${b}`, `${b} user administration.`, true),
    {
      pattern: NOT_FOUND_PATTERN,
      canonicalPath: null,
      kind: 'not-found',
      title: `Page Not Found | ${b}`,
      description: `The page you are looking for does not exist. Visit the ${b} home page or the Help Center.`,
      noindex: true,
    },
  ];
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
  const path = normalizePathname(pathname);
  const table = getRouteTable(brandName);
  const found = table.find((route) => matchesPattern(route.pattern, path));
  return found ?? table[table.length - 1];
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
