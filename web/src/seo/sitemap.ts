/**
 * sitemap.xml and robots.txt, built from the route table (routes.ts): the sitemap lists exactly
 * the public, indexable paths, so a new article or public page appears in it by itself. Pure.
 */
import { listPublicPaths } from './routes';
import { absoluteUrl, escapeXml, normalizePublicUrl } from './url';

/** Paths robots.txt keeps crawlers out of (private pages and the API). */
export const ROBOTS_DISALLOW = ['/checkout', '/account', '/admin', '/admin-users', '/api/'] as const;

/** The sitemap of every public page, as XML (send with Content-Type application/xml). */
export function buildSitemapXml(publicUrl: string): string {
  const urls = listPublicPaths().map(
    (path) => `  <url>\n    <loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
