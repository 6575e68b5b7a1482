import { DEFAULT_LANGUAGE, type Language } from '@hometunnel/rules';
import { splitLanguage } from '../i18n/paths';
import { getRouteTable, matchesPattern, normalizePathname } from './routes';

/**
 * Every unknown path shows one of two pages: the 404 page, or the missing-article card under
 * /help-center/<slug>. The server renders such a path as its stand-in below instead of as it came,
 * and the public response cache keeps one answer for each stand-in (api/src/http/public-cache.ts):
 * a made-up URL then costs a cache read, not a render, and no visitor's path is written into a page
 * served to others (the header's sign-in link carries the path a page was rendered for). Each
 * language has its own pair, under its prefix ('/de/page-not-found').
 */
export const NOT_FOUND_STAND_INS = {
  page: '/page-not-found',
  article: '/help-center/article-not-found',
} as const;

const ARTICLE_PATH = /^\/help-center\/[^/]+$/i;

/**
 * The patterns of the pages that exist in a language, built once: the server asks for every
 * request of an unknown-looking path, and building the route table each time cost ~20 µs a request.
 */
const pagePatterns = new Map<Language, string[]>();
function patternsOf(language: Language): string[] {
  let patterns = pagePatterns.get(language);
  if (!patterns) {
    patterns = getRouteTable(undefined, language)
      .filter((route) => route.kind !== 'not-found')
      .map((route) => route.pattern);
    pagePatterns.set(language, patterns);
  }
  return patterns;
}

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
  const { language, rest } = splitLanguage(normalizePathname(decodedPath(pathname)));
  if (patternsOf(language).some((pattern) => matchesPattern(pattern, rest))) return undefined;
  const standIn = ARTICLE_PATH.test(rest) ? NOT_FOUND_STAND_INS.article : NOT_FOUND_STAND_INS.page;
  return language === DEFAULT_LANGUAGE ? standIn : `/${language}${standIn}`;
}
