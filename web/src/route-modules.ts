import { hasConsentCookie, type Language } from '@hometunnel/rules';
import { canonicalPath, isLocalizable, splitLanguage } from './i18n/paths';
import { contentModuleFile, routeContentAreas } from './content/localized';
import { routeCatalogParts } from './i18n/catalog-parts';
import { matchesPattern, normalizePathname } from './seo/routes';

/**
 * The lazy modules each route renders first (App.tsx's lazy imports, by source path as Vite's
 * manifest names them). The server announces their chunks with `<link rel="modulepreload">`, so
 * the browser fetches them alongside the entry instead of after it has run (a test keeps this
 * list and App.tsx's imports in step). Private screens preload the data layer too.
 */
const FOOTER = 'src/features/legal/site-footer.tsx';
/** The data layer (Apollo): screens that read data at once need it with their own chunk. */
const DATA = 'src/apollo/runtime.tsx';
const NOT_FOUND: readonly string[] = ['src/features/not-found/not-found-page.tsx', FOOTER];

const ROUTE_MODULES: readonly (readonly [pattern: string, modules: readonly string[]])[] = [
  // The shop's sections and the data layer wait for the first interaction (apollo/data-layer.tsx).
  ['/', ['src/features/landing/landing-sections.tsx', FOOTER]],
  ['/help', ['src/features/help/help-page.tsx', FOOTER]],
  ['/help-center', ['src/features/help-center/help-center-page.tsx', FOOTER]],
  ['/help/*', ['src/features/help-center/help-center-page.tsx', FOOTER]],
  ['/help-center/*', ['src/features/help-center/help-article-page.tsx', FOOTER]],
  ['/login', ['src/features/auth/login-page.tsx', DATA, FOOTER]],
  // Rendered on the server, loading; an empty cart needs neither the checkout's code nor data.
  ['/checkout', ['src/features/checkout/checkout-route.tsx', FOOTER]],
  ['/checkout/return', ['src/features/checkout/checkout-return-page.tsx', FOOTER]],
  ['/account', ['src/features/account/account-page.tsx', DATA, FOOTER]],
  [
    '/account/subscriptions/*',
    ['src/features/account/subscription-detail/subscription-detail-page.tsx', DATA, FOOTER],
  ],
  ['/verify-email', ['src/features/auth/verify-email-page.tsx', DATA, FOOTER]],
  ['/reset-password', ['src/features/auth/reset-password-page.tsx', DATA, FOOTER]],
  ['/admin/orders', ['src/features/admin/admin-orders-page.tsx', DATA, FOOTER]],
  ['/admin-users', ['src/features/admin/admin-users-page.tsx', DATA, FOOTER]],
  ['/admin/support', ['src/features/admin/admin-support-page.tsx', DATA, FOOTER]],
  ['/admin/tokens', ['src/features/admin/admin-tokens-page.tsx', DATA, FOOTER]],
  ['/admin/mail', ['src/features/admin/admin-mail-page.tsx', DATA, FOOTER]],
  ['/admin/catalog', ['src/features/admin/admin-catalog-page.tsx', DATA, FOOTER]],
  ['/admin/subscriptions', ['src/features/admin/admin-subscriptions-page.tsx', DATA, FOOTER]],
];

/**
 * A page's language chunks: its message catalog and the long texts its route shows in that language.
 */
function languageModules(language: Language, path: string): string[] {
  const catalogs = routeCatalogParts(path).map((part) =>
    language === 'en' ? `src/i18n/catalogs/en.json?part=${part}` : `src/i18n/catalogs/${language}/${part}.ts`,
  );
  return [...catalogs, ...routeContentAreas(path).map((area) => contentModuleFile(language, area))];
}

/** The first-visit cookie bar, in a page rendered for a request without the consent cookie. */
const COOKIE_BAR = 'src/features/legal/cookie-consent-banner.tsx';

/**
 * The source modules of the route `pathname` renders (the 404 page's otherwise), and the cookie
 * bar's when the page holds it (`cookies`: the request's Cookie header, see lib/consent.ts).
 */
export function routeModules(pathname: string, cookies?: string): readonly string[] {
  const { language, rest } = splitLanguage(normalizePathname(pathname));
  const path = canonicalPath(rest);
  // Admin screens exist in English only: under /de/ or /fr/ they are the 404 page.
  const match =
    language === 'en' || isLocalizable(path)
      ? ROUTE_MODULES.find(([pattern]) => matchesPattern(pattern, path))
      : undefined;
  const modules = [...(match ? match[1] : NOT_FOUND), ...languageModules(language, path)];
  return hasConsentCookie(cookies) ? modules : [...modules, COOKIE_BAR];
}

/** Every module listed, for the test that checks them against App.tsx. */
export function listedRouteModules(): string[] {
  return [...new Set([...ROUTE_MODULES.flatMap(([, modules]) => modules), ...NOT_FOUND, COOKIE_BAR])];
}
