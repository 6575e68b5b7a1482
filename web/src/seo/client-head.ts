/**
 * Writes a page's head into the document on client-side navigation. Loaded on the first
 * navigation only (use-document-head imports it lazily): the route table, the structured data and
 * the content they read stay out of the JavaScript a visitor needs for the first page.
 */
import { buildHead, type HeadContext, type HeadData } from './head';
import { serializeJsonLd } from './json-ld';
import type { Language } from '@hometunnel/rules';
import { loadContent } from '../content/localized';
import { languageOfPath } from '../i18n/paths';
import { loadMessages } from '../i18n/messages';
import { hasSeoLanguagePack, registerSeoLanguagePack } from './language-packs';

function upsertMeta(
  doc: Document,
  attr: 'name' | 'property',
  key: string,
  content: string | undefined,
): void {
  let node = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === undefined) {
    node?.remove();
    return;
  }
  if (!node) {
    node = doc.createElement('meta');
    node.setAttribute(attr, key);
    doc.head.appendChild(node);
  }
  node.setAttribute('content', content);
}

function setCanonical(doc: Document, href: string | undefined): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement('link');
    link.setAttribute('rel', 'canonical');
    doc.head.appendChild(link);
  }
  link.setAttribute('href', href);
}

/** Writes a HeadData into a document's head (exported for tests and for callers outside React). */
export function applyHead(doc: Document, head: HeadData): void {
  doc.title = head.title;
  doc.documentElement.lang = head.language;
  upsertMeta(doc, 'name', 'description', head.description);
  upsertMeta(doc, 'name', 'robots', head.robots);
  setCanonical(doc, head.status === 404 ? undefined : head.canonical);
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((node) => node.remove());
  for (const alternate of head.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    doc.head.appendChild(link);
  }
  upsertMeta(doc, 'property', 'og:locale', head.openGraph.locale);
  upsertMeta(doc, 'property', 'og:type', head.openGraph.type);
  upsertMeta(doc, 'property', 'og:title', head.openGraph.title);
  upsertMeta(doc, 'property', 'og:description', head.openGraph.description);
  upsertMeta(doc, 'property', 'og:url', head.openGraph.url);
  upsertMeta(doc, 'name', 'twitter:title', head.twitter.title);
  upsertMeta(doc, 'name', 'twitter:description', head.twitter.description);
  doc.head.querySelectorAll('script[type="application/ld+json"]').forEach((node) => node.remove());
  for (const item of head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = serializeJsonLd(item);
    doc.head.appendChild(script);
  }
}

/** A language's head texts, fetched once (the server renders the first page's head itself). */
async function ensureLanguagePack(language: Language): Promise<void> {
  if (hasSeoLanguagePack(language)) return;
  const [messages, helpCenter, faq, products] = await Promise.all([
    loadMessages(language, 'pages'),
    loadContent(language, 'helpCenter'),
    loadContent(language, 'faq'),
    loadContent(language, 'products'),
  ]);
  registerSeoLanguagePack(language, { messages, helpCenter, faq, productTexts: products.productTexts });
}

/** The head of `pathname`, written into the document (`isCurrent`: the page is still shown). */
export async function writeHead(pathname: string, ctx: HeadContext, isCurrent = () => true): Promise<void> {
  await ensureLanguagePack(languageOfPath(pathname));
  if (isCurrent()) applyHead(document, buildHead(pathname, ctx));
}
