import { Suspense, useEffect, useState } from 'react';
import { QuietErrorBoundary } from '../../components/route-error-boundary';
import { mirrorConsentCookie, useConsent } from '../../lib/consent';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// The bar's chunk (and the legal dialog it opens) loads only when it has to show: visitors who
// chose already download nothing more than this gate.
const CookieConsentBanner = lazyWithRetry(() => import('./cookie-consent-banner'));

/**
 * Mounted once in the shell: shows the cookie bar on a first visit, after 12 months, or when the
 * footer's "Cookie settings" asks for it. The server renders the bar when the request had no
 * consent cookie (lib/consent.ts), so a first visit sees it with the page's first paint.
 */
export function CookieConsent() {
  const consent = useConsent();
  const show = consent.status === 'ask' || consent.settingsOpen;
  // The cookie follows the stored choice: one made in another tab, one made before the cookie
  // existed, one that has expired.
  const decidedAt = consent.status === 'decided' ? consent.choice.decidedAt : null;
  useEffect(() => {
    if (consent.status !== 'unknown') mirrorConsentCookie();
  }, [consent.status, decidedAt]);
  // Once loaded it stays mounted (it renders nothing when not needed), so its dialog can close itself.
  const [mounted, setMounted] = useState(false);
  if (show && !mounted) setMounted(true);
  if (!mounted && !show) return null;
  return (
    <QuietErrorBoundary resetKey="cookie-consent" fallback={null}>
      <Suspense fallback={null}>
        <CookieConsentBanner />
      </Suspense>
    </QuietErrorBoundary>
  );
}
