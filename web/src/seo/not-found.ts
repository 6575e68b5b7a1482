import { matchRoute, normalizePathname } from './routes';

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
  if (matchRoute(path).kind !== 'not-found') return undefined;
  return ARTICLE_PATH.test(path) ? NOT_FOUND_STAND_INS.article : NOT_FOUND_STAND_INS.page;
}
