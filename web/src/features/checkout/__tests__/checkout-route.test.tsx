import { cartMessages } from '@hometunnel/rules';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { LanguageProvider } from '../../../i18n';
import { resetToasts } from '../../../components/toast/toast-store';
import { Toaster } from '../../../components/toast';
import { hydrateServerMarkup } from '../../../test/hydrate';
import { theme } from '../../../theme/theme';
import {
  createTestClient,
  renderWithProviders,
  setGuestCart,
  customer,
  type Handler,
} from '../../../test/render';
import CheckoutRoute from '../checkout-route';
import { newCheckoutState, storeCheckoutState } from '../checkout-state';
import { guestHandlers, PRODUCTS } from './checkout-fixtures';

jest.setTimeout(30_000);

beforeEach(() => {
  resetToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

function open(handlers: Record<string, Handler> = guestHandlers(), route = '/checkout') {
  const api = createTestClient(handlers);
  renderWithProviders(<CheckoutRoute />, { client: api.client, path: '/checkout', route, toaster: true });
  return api;
}

describe('/checkout before the checkout loads', () => {
  it('shows a signed-out visitor with an empty cart the empty cart and its toast, asking the API nothing', async () => {
    const api = open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByText(cartMessages.emptyCartTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Devices' })).toHaveAttribute('href', '/#shop');
    expect(api.calls).toEqual([]);
  });

  it('opens the checkout itself for a guest cart', async () => {
    setGuestCart([{ productId: PRODUCTS.light.id }]);
    const api = open();
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    expect(api.callsOf('CartProducts').length).toBeGreaterThan(0);
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('asks the API when the server saw a session cookie, and shows the signed-in buyer their cart', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-session', '');
    document.body.append(root);
    const line = { __typename: 'CartItem', id: 'line-1', quantity: 1, product: PRODUCTS.light };
    const api = open(
      guestHandlers({
        Me: () => ({ data: { me: customer } }),
        Cart: () => ({ data: { cart: [line] } }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    expect(api.callsOf('Me').length).toBeGreaterThan(0);
  });

  it('shows the confirmation of an order this tab made, though the cart is empty now', async () => {
    storeCheckoutState({
      ...newCheckoutState(),
      paid: true,
      order: {
        id: 'abcdef12-0000-4000-8000-000000000001',
        totalAmount: '342.49',
        email: 'jane@example.com',
        hasDevice: true,
        productId: PRODUCTS.light.id,
      },
    });
    open(guestHandlers(), '/checkout?step=confirmation');
    expect(await screen.findByRole('heading', { name: 'Currently Out of Stock' })).toBeInTheDocument();
  });

  it('hydrates the server’s loading page without a mismatch, then shows the empty cart', async () => {
    const errors = jest.spyOn(console, 'error');
    const page = (
      <ThemeProvider theme={theme}>
        <LanguageProvider language="en">
          <MemoryRouter initialEntries={['/checkout']}>
            <CheckoutRoute />
            <Toaster />
          </MemoryRouter>
        </LanguageProvider>
      </ThemeProvider>
    );
    const { container, root } = await hydrateServerMarkup(page, page);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toContain('Your cart is empty');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
