/**
 * Cookie consent as the server sees it. The choice itself is kept in the browser (web
 * lib/consent.ts); a preference cookie mirrors that one was made, so the server can render the
 * first-visit cookie bar into the page, or leave it out, and the public cache keeps both variants.
 */
export const CONSENT_COOKIE = 'cookie_consent';

/** Whether a Cookie header (or `document.cookie`) holds the consent mirror. */
export function hasConsentCookie(cookies: string | undefined | null): boolean {
  return !!cookies && cookies.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}
