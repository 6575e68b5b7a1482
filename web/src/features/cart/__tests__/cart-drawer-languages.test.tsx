import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { writeGuestCart } from '../../../apollo/guest-cart';
import { createTestClient, products, renderWithProviders, type Resolver } from '../../../test/render';
import CartDrawer from '../cart-drawer';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const guest: Resolver = (name) => {
  if (name === 'Me') return { __typename: 'Query', me: null };
  if (name === 'CartProducts') return { __typename: 'Query', products };
  throw new Error(`unexpected ${name}`);
};

function renderDrawer(language: 'de' | 'fr') {
  writeGuestCart([
    { id: 'guest-1', productId: 'p-pro', quantity: 1 },
    { id: 'guest-2', productId: 'p-secure', quantity: 2 },
  ]);
  renderWithProviders(
    <>
      <CartDrawer open onClose={() => {}} />
      <Location />
    </>,
    { client: createTestClient(guest).client, language, route: `/${language}/` },
  );
}

describe('CartDrawer in German and French', () => {
  beforeEach(() => localStorage.clear());

  it('speaks German, with euro amounts as German writes them, and goes to the German checkout', async () => {
    renderDrawer('de');
    const drawer = await screen.findByRole('dialog', { name: 'Warenkorb' });
    const lines = await within(drawer).findAllByTestId('cart-line');
    expect(lines[0]).toHaveTextContent('249,00 € pro Stück');
    expect(within(lines[0]).getByTestId('availability')).toHaveTextContent('Nur noch wenige verfügbar');
    expect(lines[1]).toHaveTextContent('Secure-Abonnement');
    expect(within(lines[1]).getByTestId('cart-line-total')).toHaveTextContent('158,00 €');
    expect(screen.getByRole('button', { name: 'Menge von Pro Package erhöhen' })).toBeEnabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('407,00 €');
    expect(within(drawer).getByRole('button', { name: 'Warenkorb schließen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zur Kasse' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/de/checkout?amount=407.00');
  });

  it('speaks French', async () => {
    renderDrawer('fr');
    const drawer = await screen.findByRole('dialog', { name: 'Panier' });
    const lines = await within(drawer).findAllByTestId('cart-line');
    expect(lines[0]).toHaveTextContent('249,00 € l’unité');
    expect(lines[1]).toHaveTextContent('Abonnement Secure');
    expect(screen.getByRole('button', { name: 'Retirer Pro Package' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('407,00 €');
    fireEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/checkout?amount=407.00');
  });
});
