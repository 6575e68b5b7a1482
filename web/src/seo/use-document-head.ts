/**
 * Keeps `<head>` right on client-side navigation: the server renderer writes the full head once
 * (renderHeadTags); after that, React Router changes pages without a load, and this hook writes
 * the new page's title, description, canonical, robots, Open Graph/Twitter texts and JSON-LD
 * (seo/client-head, fetched on the first navigation).
 *
 * SSR-safe: `document` and `window` are only touched inside useEffect, which never runs on the server.
 */
import { useEffect, useRef } from 'react';
import { shopConfig } from '../config/shop-config';
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
    let current = true;
    void import('./client-head').then(({ writeHead }) => {
      // A later navigation wins over a slower earlier one.
      if (!current) return;
      writeHead(
        pathname,
        {
          publicUrl: publicUrl ?? shopConfig.publicUrl ?? window.location.origin,
          brandName: brandName ?? shopConfig.brandName,
          supportEmail: supportEmail ?? shopConfig.supportEmail,
          products: productsKey ? (JSON.parse(productsKey) as SeoProduct[]) : undefined,
          status,
        },
        () => current,
      );
    });
    return () => {
      current = false;
    };
  }, [pathname, productsKey, publicUrl, brandName, supportEmail, status]);
}

/** The hook as a component: `createElement(DocumentHead, { pathname })` or `<DocumentHead pathname={pathname} />`. */
export function DocumentHead(props: DocumentHeadOptions & { pathname: string }): null {
  const { pathname, ...options } = props;
  useDocumentHead(pathname, options);
  return null;
}
