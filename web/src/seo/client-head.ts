/**
 * Writes a page's head into the document on client-side navigation. Loaded on the first
 * navigation only (use-document-head imports it lazily): the route table, the structured data and
 * the content they read stay out of the JavaScript a visitor needs for the first page.
 */
import { buildHead, type HeadContext, type HeadData } from './head';
import { serializeJsonLd } from './json-ld';

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
  upsertMeta(doc, 'name', 'description', head.description);
  upsertMeta(doc, 'name', 'robots', head.robots);
  setCanonical(doc, head.status === 404 ? undefined : head.canonical);
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

/** The head of `pathname`, written into the document. */
export function writeHead(pathname: string, ctx: HeadContext): void {
  applyHead(document, buildHead(pathname, ctx));
}
