import { screen, within } from '@testing-library/react';
import { createTestClient, products, renderWithProviders } from '../../../test/render';
import SessionBridge from '../../../lib/session/session-bridge';
import { Header } from '../header';

const guestResolver = (name: string) => {
  if (name === 'Me') return { __typename: 'Query', me: null };
  if (name === 'CartProducts') return { __typename: 'Query', products };
  throw new Error(`unexpected ${name}`);
};

function renderHeader(language: 'de' | 'fr') {
  const { client } = createTestClient(guestResolver);
  renderWithProviders(
    <>
      <SessionBridge />
      <Header onOpenCart={() => {}} />
    </>,
    { client, language, route: `/${language}/help` },
  );
}

describe('Header in German and French', () => {
  beforeEach(() => localStorage.clear());

  it('speaks German and keeps every link in German', async () => {
    renderHeader('de');
    await screen.findAllByText('Anmelden');
    const main = screen.getByLabelText('Hauptnavigation');
    expect(within(main).getByRole('link', { name: 'So funktioniert’s', hidden: true })).toHaveAttribute(
      'href',
      '/de/#how-it-works',
    );
    expect(within(main).getByRole('link', { name: 'Hilfe', hidden: true })).toHaveAttribute(
      'href',
      '/de/help',
    );
    expect(screen.getByRole('link', { name: 'HomeTunnel Startseite' })).toHaveAttribute('href', '/de/');
    expect(screen.getByRole('button', { name: 'Warenkorb öffnen, 0 Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
    // The switcher sits in the bar and in the mobile menu (both hidden from jsdom's narrow window).
    const switchers = screen.getAllByLabelText('Sprache');
    expect(switchers).toHaveLength(2);
    expect(within(switchers[0]!).getByRole('link', { name: 'English', hidden: true })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('speaks French', async () => {
    renderHeader('fr');
    await screen.findAllByText('Se connecter');
    const main = screen.getByLabelText('Navigation principale');
    expect(within(main).getByRole('link', { name: 'Aide', hidden: true })).toHaveAttribute(
      'href',
      '/fr/help',
    );
    expect(within(main).getByRole('link', { name: 'À propos', hidden: true })).toHaveAttribute(
      'href',
      '/fr/#about',
    );
    expect(screen.getByRole('button', { name: 'Ouvrir le panier, 0 article' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
    expect(
      within(screen.getAllByLabelText('Langue')[0]!).getByRole('link', {
        name: 'Deutsch',
        hidden: true,
      }),
    ).toHaveAttribute('href', '/de/help');
  });
});
