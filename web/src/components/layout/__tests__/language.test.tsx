import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { LanguageProvider } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { theme } from '../../../theme/theme';
import { LanguageSuggestion, preferredLanguage } from '../language-suggestion';
import { LanguageSwitcher } from '../language-switcher';

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

const clearLanguageCookie = () => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
};

// jsdom cannot follow a link to another page: the tests look at where it points instead.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  clearLanguageCookie();
  window.history.replaceState(null, '', '/');
  document.addEventListener('click', stopNavigation);
});
afterEach(() => document.removeEventListener('click', stopNavigation));

describe('LanguageSwitcher', () => {
  it('links an English article to the same article in German and French, named in their language', () => {
    renderWithProviders(<LanguageSwitcher />, { route: '/help-center/vpn-basics?ref=mail' });
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const deutsch = within(nav).getByRole('link', { name: 'Deutsch' });
    expect(deutsch).toHaveAttribute('href', '/de/help-center/vpn-grundlagen?ref=mail');
    expect(deutsch).toHaveAttribute('lang', 'de');
    expect(deutsch).toHaveAttribute('hreflang', 'de');
    expect(within(nav).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/help-center/bases-du-vpn?ref=mail',
    );
    expect(within(nav).queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
  });

  it('on a German page offers English and French, and is labelled in German', () => {
    renderWithProviders(<LanguageSwitcher />, { route: '/de/help-center/vpn-grundlagen', language: 'de' });
    const nav = screen.getByRole('navigation', { name: 'Sprache' });
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/help-center/vpn-basics',
    );
    expect(within(nav).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/help-center/bases-du-vpn',
    );
    expect(within(nav).queryByRole('link', { name: 'Deutsch' })).not.toBeInTheDocument();
  });

  it('is labelled in French on a French page', () => {
    renderWithProviders(<LanguageSwitcher />, { route: '/fr/', language: 'fr' });
    const nav = screen.getByRole('navigation', { name: 'Langue' });
    expect(within(nav).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/');
  });

  it('keeps the choice in the preference cookie and follows the page with its query and hash', () => {
    window.history.replaceState(null, '', '/help-center/vpn-basics?ref=mail#setup');
    renderWithProviders(<LanguageSwitcher />, { route: '/help-center/vpn-basics?ref=mail' });
    const deutsch = screen.getByRole('link', { name: 'Deutsch' });
    fireEvent.click(deutsch);
    expect(document.cookie).toContain('lang=de');
    expect(deutsch).toHaveAttribute('href', '/de/help-center/vpn-grundlagen?ref=mail#setup');
  });
});

describe('LanguageSuggestion', () => {
  afterEach(() => setBrowserLanguages(['en-US', 'en']));

  it('reads the first of the browser languages the shop has', () => {
    expect(preferredLanguage(['de-DE', 'en'])).toBe('de');
    expect(preferredLanguage(['it-IT', 'fr-CH'])).toBe('fr');
    expect(preferredLanguage(['en-GB', 'de'])).toBe('en');
    expect(preferredLanguage(['it'])).toBeUndefined();
  });

  it('offers German, in German, on a first visit to an English page from a German browser', () => {
    setBrowserLanguages(['de-DE']);
    renderWithProviders(<LanguageSuggestion />, { route: '/help-center/vpn-basics' });
    const bar = screen.getByTestId('language-suggestion');
    expect(bar).toHaveAttribute('lang', 'de');
    expect(bar).toHaveTextContent('Diese Seite gibt es auch auf Deutsch.');
    expect(within(bar).getByRole('link')).toHaveAttribute('href', '/de/help-center/vpn-grundlagen');
  });

  it('offers French to a French browser', () => {
    setBrowserLanguages(['fr-CH', 'en']);
    renderWithProviders(<LanguageSuggestion />, { route: '/' });
    const bar = screen.getByTestId('language-suggestion');
    expect(bar).toHaveTextContent('Cette page existe aussi en français.');
    expect(within(bar).getByRole('link')).toHaveAttribute('href', '/fr/');
  });

  it('stays away once a language was chosen, and on a page already in that language', () => {
    setBrowserLanguages(['de-DE']);
    document.cookie = 'lang=en; Path=/';
    const first = renderWithProviders(<LanguageSuggestion />, { route: '/' });
    expect(screen.queryByTestId('language-suggestion')).not.toBeInTheDocument();
    first.unmount();
    clearLanguageCookie();
    renderWithProviders(<LanguageSuggestion />, { route: '/de/', language: 'de' });
    expect(screen.queryByTestId('language-suggestion')).not.toBeInTheDocument();
  });

  it('closes for good: the cookie keeps the page’s language', () => {
    setBrowserLanguages(['de-DE']);
    renderWithProviders(<LanguageSuggestion />, { route: '/' });
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' })));
    expect(screen.queryByTestId('language-suggestion')).not.toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
  });

  it('is never in the server’s HTML (the page is cached for every visitor)', () => {
    setBrowserLanguages(['de-DE']);
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <LanguageProvider language="en" messages={{}}>
          <MemoryRouter initialEntries={['/']}>
            <LanguageSuggestion />
          </MemoryRouter>
        </LanguageProvider>
      </ThemeProvider>,
    );
    expect(html).toBe('');
  });
});
