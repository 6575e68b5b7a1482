/** The head/SEO layer: route table, head data and tags, JSON-LD, sitemap and robots.txt. Pure (no DOM). */
export { buildHead, renderHeadTags, OG_IMAGE } from './head';
export type { HeadContext, HeadData, OpenGraphData, TwitterCardData } from './head';
export { getRouteTable, matchRoute, listPublicPaths, normalizePathname, DEFAULT_BRAND_NAME } from './routes';
export type { SeoRoute, SeoRouteKind } from './routes';
export { buildSitemapXml, buildRobotsTxt, ROBOTS_DISALLOW } from './sitemap';
export { serializeJsonLd } from './json-ld';
export type { JsonLd } from './json-ld';
export { toSeoProduct } from './types';
export type { SeoProduct, ProductLike } from './types';
export { absoluteUrl, escapeHtml } from './url';
