import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetToasts } from '../../../components/toast/toast-store';
import { createTestClient, products, renderWithProviders, type Resolver } from '../../../test/render';
import { DeviceShopSection, PlansSection } from '../shop-sections';

// The API's catalog is English; the page's language supplies the product texts.
const shopProducts = products.map((p) => ({
  ...p,
  description: `${p.name} description`,
  features: p.category === 'pro' ? ['Up to 150 Mbps Speed'] : ['Feature A'],
}));

const guest: Resolver = (name) => {
  if (name === 'Me') return { __typename: 'Query', me: null };
  if (name === 'CartProducts') return { __typename: 'Query', products };
  if (name === 'ShopProducts') return { __typename: 'Query', products: shopProducts };
  throw new Error(`unexpected ${name}`);
};

function renderShop(language: 'de' | 'fr') {
  renderWithProviders(
    <>
      <DeviceShopSection />
      <PlansSection />
    </>,
    { client: createTestClient(guest).client, language, toaster: true },
  );
}

describe('shop and plans in German and French', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => resetToasts());
  });

  it('shows German texts and prices, and says so when a device is added', async () => {
    renderShop('de');
    const light = await screen.findByTestId('device-card-light');
    expect(within(light).getByText('149,00 €')).toBeInTheDocument();
    expect(within(light).getByText('einmalig, inkl. MwSt.')).toBeInTheDocument();
    expect(
      within(light).getByText(/^Ein kompaktes Paar aus Heim-Router und Reise-Router/),
    ).toBeInTheDocument();
    expect(within(light).getByText('Wi-Fi-Abdeckung für einen Raum')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wählen Sie Ihr Gerätepaket' })).toBeInTheDocument();
    const pro = screen.getByTestId('device-card-pro');
    expect(within(pro).getByText('AM BELIEBTESTEN')).toBeInTheDocument();
    expect(within(pro).getByTestId('availability')).toHaveTextContent('Nur noch wenige verfügbar');
    expect(within(screen.getByTestId('plan-card-flexi')).getByText('pro Monat')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-card-ultimate')).getByText('für 6 Monate')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-card-flexi')).getByText('29,00 €')).toBeInTheDocument();
    fireEvent.click(within(pro).getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Pro Package wurde Ihrem Warenkorb hinzugefügt.')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Gerät ausgewählt' })).toBeDisabled();
  });

  it('shows French texts and prices', async () => {
    renderShop('fr');
    const pro = await screen.findByTestId('device-card-pro');
    expect(within(pro).getByText('249,00 €')).toBeInTheDocument();
    expect(within(pro).getByText('LE PLUS POPULAIRE')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Ajouter au panier' })).toBeInTheDocument();
    expect(within(pro).getByRole('group', { name: 'Photos du Pro Package' })).toBeInTheDocument();
    const secure = screen.getByTestId('plan-card-secure');
    expect(within(secure).getByText('pour 3 mois')).toBeInTheDocument();
    expect(within(secure).getByText('MEILLEUR RAPPORT QUALITÉ-PRIX')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choisissez votre forfait' })).toBeInTheDocument();
    fireEvent.click(within(secure).getByRole('button', { name: 'Choisir ce forfait' }));
    expect(await screen.findByText('L’abonnement Secure a été ajouté à votre panier.')).toBeInTheDocument();
  });
});
