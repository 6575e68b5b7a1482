import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { CONSENT_KEY, closeCookieSettings } from '../../../lib/consent';
import { renderWithProviders } from '../../../test/render';
import { CookieConsent } from '../cookie-consent';
import SiteFooter from '../site-footer';

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  act(() => closeCookieSettings());
});

describe('footer, legal dialogs and cookie bar in German and French', () => {
  it('German footer: German links, the language switcher, and the legal text in German', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteFooter />, { language: 'de', route: '/de/help' });
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Dokumentation' })).toHaveAttribute(
      'href',
      '/de/help-center',
    );
    expect(within(support).getByRole('link', { name: 'Hilfe & Support' })).toHaveAttribute(
      'href',
      '/de/help',
    );
    expect(screen.getByRole('navigation', { name: 'Produkte' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Sprache' })).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/help');
    expect(screen.getByText('© 2025 HomeTunnel. Alle Rechte vorbehalten.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Datenschutzerklärung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datenschutzerklärung' });
    expect(await within(dialog).findByText('Gültig ab: 6. September 2025')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/im Zweifelsfall ist die englische Fassung maßgebend/),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Schließen' })).toHaveLength(2);
  });

  it('French cookie bar and footer', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CookieConsent />
        <SiteFooter />
      </>,
      { language: 'fr', route: '/fr/' },
    );
    const bar = await screen.findByRole('region', { name: 'Cookies' });
    expect(within(bar).getByRole('button', { name: 'Politique relative aux cookies' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Nécessaires uniquement' }));
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ analytics: false });

    await user.click(screen.getByRole('button', { name: 'Paramètres des cookies' }));
    const again = await screen.findByRole('region', { name: 'Cookies' });
    expect(within(again).getByTestId('cookie-current-choice')).toHaveTextContent(
      /^Votre choix : cookies nécessaires uniquement \(\d{1,2} \S+ \d{4}\)\.$/,
    );
    expect(within(again).getByRole('button', { name: 'Conserver mon choix' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conditions générales' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Langue' })).getByRole('link', { name: 'Deutsch' }),
    ).toHaveAttribute('href', '/de/');
  });
});
