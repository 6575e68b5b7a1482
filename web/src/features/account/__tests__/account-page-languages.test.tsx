import { screen, within } from '@testing-library/react';
import type { Language } from '@hometunnel/rules';
import { renderWithProviders } from '../../../test/render';
import AccountPage from '../account-page';
import { accountMocks, order } from './account-fixtures';

function renderPage(language: Language) {
  return renderWithProviders(<AccountPage />, {
    mocks: accountMocks({ orders: [{ ...order, totalAmount: '249.00' }] }),
    route: `/${language}/account`,
    language,
  });
}

describe('My Account in German and French', () => {
  it('shows its headings, the order total in euros and the statuses in German', async () => {
    renderPage('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    for (const name of [
      'Profilinformationen',
      'Letzte Bestellungen',
      'Aktive Abonnements',
      'Anmeldung und Sicherheit',
      'Support-Tickets',
      'Ihre Daten',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Abmelden/ })).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Letzte Bestellungen' });
    expect(within(orders).getByText('249,00 €')).toBeInTheDocument();
    expect(within(orders).getByText('Bestellung #abcdef12')).toBeInTheDocument();
    expect(within(orders).getByText('ausstehend')).toBeInTheDocument();
    expect(within(orders).getByText('14. März 2025')).toBeInTheDocument();
    const subscriptions = screen.getByRole('region', { name: 'Aktive Abonnements' });
    expect(within(subscriptions).getByText('Automatische Verlängerung')).toBeInTheDocument();
    expect(within(subscriptions).getByText('Manuelle Verlängerung')).toBeInTheDocument();
  });

  it('shows its headings and the order total in euros in French', async () => {
    renderPage('fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    for (const name of ['Informations du profil', 'Commandes récentes', 'Abonnements actifs', 'Vos données'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Se déconnecter/ })).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Commandes récentes' });
    expect(within(orders).getByText('249,00 €')).toBeInTheDocument();
    expect(within(orders).getByText('Commande n° abcdef12')).toBeInTheDocument();
    expect(
      within(orders).getByRole('button', { name: 'Voir les détails de la commande n° abcdef12' }),
    ).toBeInTheDocument();
  });
});
