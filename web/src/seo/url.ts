/** URL and escaping helpers shared by the head, JSON-LD and sitemap modules. Pure, no DOM. */

/** The public origin (and optional base path) without trailing slashes: 'https://x.example/'→'https://x.example'. */
export function normalizePublicUrl(publicUrl: string): string {
  return publicUrl.trim().replace(/\/+$/, '');
}

/**
 * An absolute URL on the shop: publicUrl joined with a path, with exactly one slash between them.
 * The home page is `${publicUrl}/`; every other path has no trailing slash.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  const base = normalizePublicUrl(publicUrl);
  if (path === '' || path === '/') return `${base}/`;
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** Text or attribute value escaped for HTML (and XML): & < > " '. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The same escaping for XML (the sitemap); &apos; is XML's own name for the apostrophe. */
export function escapeXml(value: string): string {
  return escapeHtml(value).replace(/&#39;/g, '&apos;');
}
