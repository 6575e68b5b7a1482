/**
 * Keeps `<head>` right on client-side navigation: the server renderer writes the full head once
 * (renderHeadTags); after that, React Router changes pages without a load, and this hook writes
 * the new page's title, description, canonical, robots, Open Graph/Twitter texts and JSON-LD.
 *
 * SSR-safe: `document` and `window` are only touched inside useEffect, which never runs on the server.
 */
import { useEffect, useRef } from 'react';
import { shopConfig } from '../config/shop-config';
import { buildHead } from './head';
import type { HeadData } from './head';
import { serializeJsonLd } from './json-ld';
import type { SeoProduct } from './types';

export interface DocumentHeadOptions {
  /** The shop products once known: on '/' they become the Product JSON-LD. */
  products?: readonly SeoProduct[];
  /** Default: window.location.origin. */
  publicUrl?: string;
  /** Default: shopConfig.brandName. */
  brandName?: string;
  /** Default: shopConfig.supportEmail. */
  supportEmail?: string;
  /** 404 when the page found nothing to show on a path the table accepts. */
  status?: 404;
}

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

/** Call in the app shell with the current pathname (useLocation().pathname). */
export function useDocumentHead(pathname: string, options: DocumentHeadOptions = {}): void {
  const { products, publicUrl, brandName, supportEmail, status } = options;
  // By value, not identity: a products array rebuilt on every render does not rewrite the head.
  const productsKey = products ? JSON.stringify(products) : undefined;
  const firstRun = useRef(true);
  useEffect(() => {
    // The page as the server sent it already carries its full head (Product and FAQ data
    // included): keep it; rewrite the head on client-side navigation only.
    const serverHead =
      firstRun.current && document.head.querySelector('link[rel="canonical"], meta[name="robots"]');
    firstRun.current = false;
    if (serverHead) return;
    const head = buildHead(pathname, {
      publicUrl: publicUrl ?? shopConfig.publicUrl ?? window.location.origin,
      brandName: brandName ?? shopConfig.brandName,
      supportEmail: supportEmail ?? shopConfig.supportEmail,
      products: productsKey ? (JSON.parse(productsKey) as SeoProduct[]) : undefined,
      status,
    });
    applyHead(document, head);
  }, [pathname, productsKey, publicUrl, brandName, supportEmail, status]);
}

/** The hook as a component: `createElement(DocumentHead, { pathname })` or `<DocumentHead pathname={pathname} />`. */
export function DocumentHead(props: DocumentHeadOptions & { pathname: string }): null {
  const { pathname, ...options } = props;
  useDocumentHead(pathname, options);
  return null;
}
