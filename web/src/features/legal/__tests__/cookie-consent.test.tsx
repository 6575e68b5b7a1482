import { hasConsentCookie } from '@hometunnel/rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import CookieConsentBanner from '../cookie-consent-banner';
import { CookieConsent } from '../cookie-consent';
import SiteFooter from '../site-footer';
import { theme } from '../../../theme/theme';
import { hydrateServerMarkup } from '../../../test/hydrate';
import { LanguageProvider } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import {
  CONSENT_KEY,
  ConsentAskedOnServer,
  mirrorConsentCookie,
  serverAskedConsent,
  closeCookieSettings,
  consentExpiry,
  hasAnalyticsConsent,
  parseConsent,
  readConsent,
  saveConsent,
} from '../../../lib/consent';
import { trackCheckoutEvent } from '../../../lib/tracking';

const stored = (analytics: boolean, decidedAt: string) =>
  window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ analytics, decidedAt }));

function fakeClient() {
  const mutate = jest.fn(() => Promise.resolve({ data: { trackCheckoutEvent: true } }));
  return { client: { mutate } as unknown as Parameters<typeof trackCheckoutEvent>[0], mutate };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  act(() => closeCookieSettings());
});

describe('consent rules', () => {
  it('remembers a choice for 12 months and asks again after', () => {
    const decidedAt = new Date('2025-03-10T12:00:00Z');
    stored(true, decidedAt.toISOString());
    expect(consentExpiry(decidedAt).toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(readConsent(new Date('2025-03-10T12:00:01Z'))).toEqual({
      analytics: true,
      decidedAt: decidedAt.toISOString(),
    });
    expect(readConsent(new Date('2026-03-10T11:59:59Z'))?.analytics).toBe(true);
    expect(readConsent(new Date('2026-03-10T12:00:00Z'))).toBeNull();
    expect(hasAnalyticsConsent(new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });

  it('stores the choice with its date; refuses malformed values', () => {
    const now = new Date('2025-06-01T08:00:00Z');
    saveConsent(false, now);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toEqual({
      analytics: false,
      decidedAt: now.toISOString(),
    });
    expect(hasAnalyticsConsent(now)).toBe(false);
    saveConsent(true, now);
    expect(hasAnalyticsConsent(now)).toBe(true);
    for (const raw of [
      '',
      'yes',
      '{}',
      '{"analytics":"true","decidedAt":"2025-01-01"}',
      '{"analytics":true}',
    ])
      expect(parseConsent(raw, now)).toBeNull();
    expect(parseConsent('{"analytics":true,"decidedAt":"not a date"}', now)).toBeNull();
  });
});

describe('checkout events are gated by analytics consent', () => {
  it('sends nothing without a choice or with necessary only, and sends once analytics is accepted', () => {
    const { client, mutate } = fakeClient();
    trackCheckoutEvent(client, 'add_to_cart', { productId: 'p1' });
    expect(mutate).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);

    saveConsent(false);
    trackCheckoutEvent(client, 'add_to_cart', { productId: 'p1' });
    expect(mutate).not.toHaveBeenCalled();

    saveConsent(true);
    trackCheckoutEvent(client, 'add_to_cart', { productId: 'p1' });
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('stops sending when an accepted choice is older than 12 months', () => {
    const { client, mutate } = fakeClient();
    const thirteenMonthsAgo = new Date();
    thirteenMonthsAgo.setMonth(thirteenMonthsAgo.getMonth() - 13);
    stored(true, thirteenMonthsAgo.toISOString());
    trackCheckoutEvent(client, 'begin_checkout');
    expect(mutate).not.toHaveBeenCalled();
  });
});

describe('cookie consent banner', () => {
  it('renders nothing on the server for a request with the consent cookie (no storage read before hydration)', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <LanguageProvider language="en">
          <CookieConsent />
          <CookieConsentBanner />
        </LanguageProvider>
      </ThemeProvider>,
    );
    expect(html).toBe('');
  });

  it('renders the bar on the server for a request without the consent cookie', () => {
    const html = renderToString(
      <ConsentAskedOnServer.Provider value={true}>
        <ThemeProvider theme={theme}>
          <LanguageProvider language="en">
            <CookieConsentBanner />
          </LanguageProvider>
        </ThemeProvider>
      </ConsentAskedOnServer.Provider>,
    );
    expect(html).toContain('data-testid="cookie-banner"');
    expect(html).toContain('Accept analytics');
  });

  it('hydrates the server’s bar without a mismatch and removes it when this browser has chosen already', async () => {
    const errors = jest.spyOn(console, 'error');
    const bar = (
      <ConsentAskedOnServer.Provider value={true}>
        <ThemeProvider theme={theme}>
          <LanguageProvider language="en">
            <CookieConsentBanner />
          </LanguageProvider>
        </ThemeProvider>
      </ConsentAskedOnServer.Provider>
    );
    stored(true, new Date().toISOString());
    const { container, root } = await hydrateServerMarkup(bar, bar);
    expect(container.querySelector('[data-testid="cookie-banner"]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    errors.mockRestore();
  });

  it('mirrors the choice in a preference cookie until it expires, so the server leaves the bar out', () => {
    expect(hasConsentCookie(document.cookie)).toBe(false);
    saveConsent(false);
    expect(hasConsentCookie(document.cookie)).toBe(true);
    expect(serverAskedConsent()).toBe(false);
    window.localStorage.clear();
    mirrorConsentCookie();
    expect(hasConsentCookie(document.cookie)).toBe(false);
    expect(serverAskedConsent()).toBe(true);
  });

  it('sets the cookie for a choice stored before the cookie existed', async () => {
    stored(true, new Date().toISOString());
    renderWithProviders(<CookieConsent />);
    await waitFor(() => expect(hasConsentCookie(document.cookie)).toBe(true));
  });

  it('asks on the first visit, remembers the choice, and is reopened from the footer', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SiteFooter />
        <CookieConsent />
      </>,
    );
    const banner = await screen.findByRole('region', { name: 'Cookies' });
    await user.click(within(banner).getByRole('button', { name: 'Necessary only' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    expect(readConsent()?.analytics).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const again = await screen.findByRole('region', { name: 'Cookies' });
    expect(again).toHaveFocus();
    expect(within(again).getByTestId('cookie-current-choice')).toHaveTextContent('necessary cookies only');
    await user.click(within(again).getByRole('button', { name: 'Accept analytics' }));
    expect(readConsent()?.analytics).toBe(true);
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  it('does not ask while a choice holds, and asks again once it has expired', async () => {
    const recent = new Date();
    recent.setMonth(recent.getMonth() - 11);
    stored(false, recent.toISOString());
    const { unmount, container } = renderWithProviders(<CookieConsent />);
    expect(container).toBeEmptyDOMElement();
    unmount();

    const old = new Date();
    old.setMonth(old.getMonth() - 12);
    old.setDate(old.getDate() - 1);
    stored(true, old.toISOString());
    renderWithProviders(<CookieConsent />);
    expect(await screen.findByRole('region', { name: 'Cookies' })).toBeInTheDocument();
  });
});
