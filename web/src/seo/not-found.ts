import { getRouteTable, matchesPattern, normalizePathname } from './routes';

/**
 * Every unknown path shows one of two pages: the 404 page, or the missing-article card under
 * /help-center/<slug>. The server renders such a path as its stand-in below instead of as it came,
 * and the public response cache keeps one answer for each stand-in (api/src/http/public-cache.ts):
 * a made-up URL then costs a cache read, not a render, and no visitor's path is written into a page
 * served to others (the header's sign-in link carries the path a page was rendered for).
 */
export const NOT_FOUND_STAND_INS = {
  page: '/page-not-found',
  article: '/help-center/article-not-found',
} as const;

const ARTICLE_PATH = /^\/help-center\/[^/]+$/i;

/**
 * The patterns of the pages that exist, built once: the server asks for every request of an
 * unknown-looking path, and building the route table each time cost ~20 µs a request.
 */
const PAGE_PATTERNS = getRouteTable()
  .filter((route) => route.kind !== 'not-found')
  .map((route) => route.pattern);

/** Decoded segment by segment, as React Router matches (an undecodable segment stays as it came). */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The stand-in of a path the app answers with a 404 page; undefined for a page that exists. */
export function notFoundStandIn(pathname: string): string | undefined {
  const path = normalizePathname(decodedPath(pathname));
  if (PAGE_PATTERNS.some((pattern) => matchesPattern(pattern, path))) return undefined;
  return ARTICLE_PATH.test(path) ? NOT_FOUND_STAND_INS.article : NOT_FOUND_STAND_INS.page;
}
