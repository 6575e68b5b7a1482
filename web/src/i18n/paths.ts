import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@hometunnel/rules';
import type { HelpTopicSlug } from '../content/help-center';
import { ARTICLE_SLUGS } from './article-slugs';

/**
 * The language is part of the URL: English at the root, German under /de/, French under /fr/. These
 * pure functions are the one place that maps a path between languages (router, server render, head,
 * sitemap and language switcher alike). A "canonical" path is the English form of a page's path.
 */

const ARTICLE_PREFIX = '/help-center/';

/** Admin screens stay English: they have no German or French path. */
export function isLocalizable(canonical: string): boolean {
  return !/^\/admin(\/|-|$)/i.test(canonical);
}

/** The language a path is in, and the rest of the path (still in that language's slugs). */
export function splitLanguage(pathname: string): { language: Language; rest: string } {
  const match = /^\/(de|fr)(?=\/|$)(.*)$/i.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, rest: pathname || '/' };
  const code = match[1]!.toLowerCase();
  return { language: isLanguage(code) ? code : DEFAULT_LANGUAGE, rest: match[2] || '/' };
}

export function languageOfPath(pathname: string): Language {
  return splitLanguage(pathname).language;
}

function translateArticleSlug(path: string, from: Language, to: Language): string {
  if (!path.toLowerCase().startsWith(ARTICLE_PREFIX)) return path;
  const slug = path.slice(ARTICLE_PREFIX.length);
  const english =
    from === 'en'
      ? slug
      : ((Object.entries(ARTICLE_SLUGS[from]).find(([, local]) => local === slug.toLowerCase())?.[0] ??
          slug) as string);
  const target = to === 'en' ? english : (ARTICLE_SLUGS[to][english as HelpTopicSlug] ?? english);
  return `${ARTICLE_PREFIX}${target}`;
}

/** The English form of a path in any language: '/de/help-center/vpn-grundlagen' → '/help-center/vpn-basics'. */
export function canonicalPath(pathname: string): string {
  const { language, rest } = splitLanguage(pathname);
  return translateArticleSlug(rest, language, 'en');
}

/**
 * A path (English form, with an optional query and hash) as it reads in `language`:
 * ('/help-center/vpn-basics', 'de') → '/de/help-center/vpn-grundlagen'. Admin paths stay as they are.
 */
export function localizePath(path: string, language: Language): string {
  const [, given = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  if (!given.startsWith('/')) return path;
  // A path already in a language (a returnTo from a German page) is taken to its English form first.
  const pathname = canonicalPath(given);
  if (language === DEFAULT_LANGUAGE || !isLocalizable(pathname)) return `${pathname}${suffix}`;
  const local = translateArticleSlug(pathname, 'en', language);
  return `/${language}${local === '/' ? '/' : local}${suffix}`;
}

/** The same page in every language, for hreflang and the language switcher. */
export function alternatePaths(pathname: string): Record<Language, string> {
  const canonical = canonicalPath(pathname);
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, localizePath(canonical, language)]),
  ) as Record<Language, string>;
}
