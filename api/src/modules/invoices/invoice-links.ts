import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed download links: `GET /api/invoices/<id>.pdf?expires=<unix seconds>&sig=<HMAC-SHA256>`
 * open a document without a session (the payment mail's link). The key is derived from the
 * session secret for this one purpose, so a signature made here is worth nothing anywhere else.
 */
export function invoiceLinkKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'hometunnel', 'invoice-download-links', 32));
}

function signature(key: Buffer, invoiceId: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`invoice:${invoiceId}:${expires}`).digest();
}

/** The query string (`expires=…&sig=…`) of a link to `invoiceId` valid until `expires` (unix seconds). */
export function signedQuery(key: Buffer, invoiceId: string, expires: number): string {
  return `expires=${expires}&sig=${signature(key, invoiceId, expires).toString('base64url')}`;
}

/**
 * Whether `expires` and `sig` from a link are a signature of ours for `invoiceId`, not yet
 * expired at `nowSeconds`. The signature is compared in constant time.
 */
export function linkIsValid(
  key: Buffer,
  invoiceId: string,
  link: { expires: string; sig: string },
  nowSeconds: number,
): boolean {
  if (!/^\d{1,12}$/.test(link.expires)) return false;
  const expires = Number(link.expires);
  if (expires < nowSeconds) return false;
  const given = Buffer.from(link.sig);
  const expected = Buffer.from(signature(key, invoiceId, expires).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
