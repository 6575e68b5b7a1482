/**
 * sitemap.xml and robots.txt, built from the route table (routes.ts): the sitemap lists exactly
 * the public, indexable paths, so a new article or public page appears in it by itself. Pure.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '@hometunnel/rules';
import { alternatePaths } from '../i18n/paths';
import { listPublicPaths } from './routes';
import { absoluteUrl, escapeXml, normalizePublicUrl } from './url';

/** Paths robots.txt keeps crawlers out of (private pages and the API). */
export const ROBOTS_DISALLOW = [
  '/checkout',
  '/account',
  '/de/checkout',
  '/de/account',
  '/fr/checkout',
  '/fr/account',
  '/admin',
  '/admin-users',
  '/api/',
] as const;

/**
 * The sitemap of every public page in every language, each with its alternates (the same page in
 * each language and x-default, the English page), as XML (send with Content-Type application/xml).
 */
export function buildSitemapXml(publicUrl: string): string {
  const urls = listPublicPaths().flatMap((path) => {
    const paths = alternatePaths(path);
    const link = (hreflang: string, href: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(publicUrl, href))}"/>`;
    const links = [
      ...LANGUAGES.map((language) => link(language, paths[language])),
      link('x-default', paths[DEFAULT_LANGUAGE]),
    ];
    return LANGUAGES.map((language) =>
      [
        `  <url>`,
        `    <loc>${escapeXml(absoluteUrl(publicUrl, paths[language]))}</loc>`,
        ...links,
        `  </url>`,
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt (send as text/plain): everything allowed but the private paths, and the sitemap's address. */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${normalizePublicUrl(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
