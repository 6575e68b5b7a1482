/**
 * The head of a page: `buildHead` turns a pathname and the shop's context into plain data (title,
 * description, canonical, robots, Open Graph, Twitter card, JSON-LD), and `renderHeadTags` turns that
 * into HTML for the server renderer. Pure: no React, no DOM.
 */
import { shopConfig } from '../config/shop-config';
import {
  articleBreadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from './json-ld';
import type { JsonLd } from './json-ld';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hometunnel/rules';
import type { ProductTexts } from '../content/products';
import { alternatePaths, languageOfPath } from '../i18n/paths';
import { seoLanguagePack } from './language-packs';
import { routeTexts } from './route-texts';
import { matchRoute, normalizePathname, getRouteTable, NOT_FOUND_PATTERN } from './routes';
import type { SeoRoute } from './routes';
import type { SeoProduct } from './types';
import { absoluteUrl, escapeHtml } from './url';

/** The share image (public/og-image.png, made by scripts/og-image.mjs). */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

export interface HeadContext {
  /** Where the shop is served, e.g. 'https://shop.example' (a trailing slash is fine). */
  publicUrl: string;
  brandName: string;
  /** For the Organization's contact point; default: shopConfig.supportEmail. */
  supportEmail?: string;
  /** The shop products; on '/' each becomes a Product with an Offer. Without them, no Product block. */
  products?: readonly SeoProduct[];
  /** 404: the page is the not-found page whatever the path matched (e.g. a route that found no data). */
  status?: 404;
}

export interface OpenGraphData {
  type: 'website' | 'article';
  siteName: string;
  title: string;
  description: string;
  url: string;
  locale: string;
  /** The other languages' Open Graph locales. */
  localeAlternates: string[];
  image: { url: string; width: number; height: number; type: string; alt: string };
}

export interface TwitterCardData {
  card: 'summary_large_image';
  title: string;
  description: string;
  image: string;
  imageAlt: string;
}

/** One `<link rel="alternate" hreflang>`: the page in a language, or `x-default` (the English page). */
export interface AlternateLink {
  hreflang: Language | 'x-default';
  href: string;
}

/** Open Graph's locale of each language. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR' };

export interface HeadData {
  /** The page's language, for `<html lang>`. */
  language: Language;
  /** The HTTP status the page should be sent with: 404 for unmatched paths and unknown articles. */
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute canonical URL. For the 404 page, the requested path (renderHeadTags then leaves the link out). */
  canonical: string;
  robots?: 'noindex';
  /** The page in every language (public pages only; none on a 404 or a noindex page). */
  alternates: AlternateLink[];
  openGraph: OpenGraphData;
  twitter: TwitterCardData;
  jsonLd: JsonLd[];
}

function resolveRoute(pathname: string, ctx: HeadContext): SeoRoute {
  if (ctx.status === 404) {
    const table = getRouteTable(ctx.brandName, languageOfPath(pathname));
    return table.find((r) => r.pattern === NOT_FOUND_PATTERN) as SeoRoute;
  }
  return matchRoute(pathname, ctx.brandName);
}

function alternateLinks(route: SeoRoute, publicUrl: string): AlternateLink[] {
  if (route.noindex || route.canonicalPath === null) return [];
  const paths = alternatePaths(route.canonicalPath);
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: absoluteUrl(publicUrl, paths[language]) })),
    { hreflang: 'x-default' as const, href: absoluteUrl(publicUrl, paths[DEFAULT_LANGUAGE]) },
  ];
}

/** A product with its description in the language (the catalog's English where no translation exists). */
function inLanguage(product: SeoProduct, productTexts: ProductTexts): SeoProduct {
  const texts = productTexts[product.name];
  return texts ? { ...product, description: texts.description } : product;
}

/** The head data of a page. */
export function buildHead(pathname: string, ctx: HeadContext): HeadData {
  const route = resolveRoute(pathname, ctx);
  const { language } = route;
  const pack = seoLanguagePack(language);
  const path = route.canonicalPath ?? normalizePathname(pathname);
  const canonical = absoluteUrl(ctx.publicUrl, path);
  const imageUrl = absoluteUrl(ctx.publicUrl, OG_IMAGE.path);
  const imageAlt = pack.intl.formatMessage(routeTexts.imageAlt, { brand: ctx.brandName });

  const jsonLd: JsonLd[] = [
    organizationJsonLd(ctx.publicUrl, ctx.brandName, ctx.supportEmail ?? shopConfig.supportEmail),
    webSiteJsonLd(ctx.publicUrl, ctx.brandName, language),
  ];
  if (route.kind === 'landing') {
    for (const product of ctx.products ?? [])
      jsonLd.push(
        productJsonLd(inLanguage(product, pack.productTexts), ctx.publicUrl, ctx.brandName, language),
      );
  } else if (route.kind === 'faq') {
    jsonLd.push(faqPageJsonLd(ctx.publicUrl, pack.faq.faqEntries, language));
  } else if (route.kind === 'article' && route.canonicalPath) {
    const title = route.articleTitle ?? route.title;
    const names = {
      home: pack.intl.formatMessage(routeTexts.breadcrumbHome),
      helpCenter: pack.intl.formatMessage(routeTexts.breadcrumbHelpCenter),
    };
    jsonLd.push(
      articleBreadcrumbJsonLd(ctx.publicUrl, { title, path: route.canonicalPath }, language, names),
    );
  }

  return {
    status: route.kind === 'not-found' ? 404 : 200,
    language,
    title: route.title,
    description: route.description,
    canonical,
    ...(route.noindex ? { robots: 'noindex' as const } : {}),
    alternates: route.kind === 'not-found' ? [] : alternateLinks(route, ctx.publicUrl),
    openGraph: {
      type: route.kind === 'article' ? 'article' : 'website',
      siteName: ctx.brandName,
      title: route.title,
      description: route.description,
      url: canonical,
      locale: OG_LOCALES[language],
      localeAlternates: LANGUAGES.filter((other) => other !== language).map((other) => OG_LOCALES[other]),
      image: {
        url: imageUrl,
        width: OG_IMAGE.width,
        height: OG_IMAGE.height,
        type: OG_IMAGE.type,
        alt: imageAlt,
      },
    },
    twitter: {
      card: 'summary_large_image',
      title: route.title,
      description: route.description,
      image: imageUrl,
      imageAlt,
    },
    jsonLd,
  };
}

const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(String(content))}">`;

/**
 * The head as HTML tags, one per line, for the server renderer to put into `<head>` (in place of the
 * static `<title>` and description of index.html). Every text and attribute value is HTML-escaped;
 * JSON-LD is serialized with `<`, `>`, `&` as \u escapes.
 */
export function renderHeadTags(head: HeadData): string {
  const og = head.openGraph;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...(head.status === 404 ? [] : [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`]),
    ...head.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
    ),
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:locale', og.locale),
    ...og.localeAlternates.map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('property', 'og:image', og.image.url),
    meta('property', 'og:image:type', og.image.type),
    meta('property', 'og:image:width', og.image.width),
    meta('property', 'og:image:height', og.image.height),
    meta('property', 'og:image:alt', og.image.alt),
    meta('name', 'twitter:card', head.twitter.card),
    meta('name', 'twitter:title', head.twitter.title),
    meta('name', 'twitter:description', head.twitter.description),
    meta('name', 'twitter:image', head.twitter.image),
    meta('name', 'twitter:image:alt', head.twitter.imageAlt),
    ...head.jsonLd.map((doc) => `<script type="application/ld+json">${serializeJsonLd(doc)}</script>`),
  ];
  return tags.join('\n');
}
