import type { ComponentProps } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createTestClient, products, renderWithProviders } from '../../../test/render';
import { writeGuestCart } from '../../../apollo/guest-cart';
import SessionBridge from '../../../lib/session/session-bridge';
import { Header } from '../header';

/** The header as the shell mounts it: beside the bridge that tells it who is signed in and the cart. */
function HeaderWithSession(props: ComponentProps<typeof Header>) {
  return (
    <>
      <SessionBridge />
      <Header {...props} />
    </>
  );
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

const guestResolver = (name: string) => {
  if (name === 'Me') return { __typename: 'Query', me: null };
  if (name === 'CartProducts') return { __typename: 'Query', products };
  throw new Error(`unexpected ${name}`);
};

describe('Header', () => {
  beforeEach(() => {
    localStorage.clear();
    setScrollY(0);
  });

  it('hides on scroll down, shows on scroll up and near the top', async () => {
    const { client } = createTestClient(guestResolver);
    renderWithProviders(<HeaderWithSession onOpenCart={() => {}} />, { client });
    await screen.findAllByText('Login');
    const bar = screen.getByTestId('site-header');
    expect(bar).toHaveAttribute('data-visible', 'true');
    act(() => setScrollY(300));
    expect(bar).toHaveAttribute('data-visible', 'false');
    act(() => setScrollY(250));
    expect(bar).toHaveAttribute('data-visible', 'true');
    act(() => setScrollY(600));
    expect(bar).toHaveAttribute('data-visible', 'false');
    act(() => setScrollY(5)); // below the 10 px threshold
    expect(bar).toHaveAttribute('data-visible', 'true');
  });

  it('closes the mobile menu when the bar hides', async () => {
    const { client } = createTestClient(guestResolver);
    renderWithProviders(<HeaderWithSession onOpenCart={() => {}} />, { client });
    await screen.findAllByText('Login');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    act(() => setScrollY(400));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links sections to /#section off the landing page and shows Login for guests', async () => {
    const { client } = createTestClient(guestResolver);
    renderWithProviders(<Header onOpenCart={() => {}} />, { client, route: '/help' });
    // Below the lg breakpoint the desktop bar is display:none in jsdom: query it structurally.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    const link = (name: string) => within(nav).getByText(name).closest('a');
    expect(link('Shop')).toHaveAttribute('href', '/#shop');
    expect(link('How it Works')).toHaveAttribute('href', '/#how-it-works');
    expect(link('About Us')).toHaveAttribute('href', '/#about');
    expect(link('Help')).toHaveAttribute('href', '/help');
    const login = (await screen.findAllByText('Login'))[0].closest('a')!;
    expect(login.getAttribute('href')).toBe('/api/login?returnTo=%2Fhelp');
  });

  it("sets Login's return path from the page it is followed on, not from the stand-in the server rendered", async () => {
    const { client } = createTestClient(guestResolver);
    renderWithProviders(<Header onOpenCart={() => {}} />, { client, route: '/no-such-page' });
    const login = (await screen.findAllByText('Login'))[0].closest('a')!;
    // As hydration leaves it on a shared 404 page: the href of the path that page was rendered for.
    login.setAttribute('href', '/api/login?returnTo=%2Fpage-not-found');
    login.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(login);
    expect(login.getAttribute('href')).toBe('/api/login?returnTo=%2Fno-such-page');
  });

  it('shows the total quantity on the cart badge and Account when signed in', async () => {
    const { client } = createTestClient((name) => {
      if (name === 'Me')
        return {
          __typename: 'Query',
          me: {
            __typename: 'User',
            id: 'u1',
            email: 'a@b.c',
            firstName: 'Ada',
            lastName: null,
            role: 'user',
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        };
      if (name === 'CartProducts') return { __typename: 'Query', products };
      if (name === 'Cart')
        return {
          __typename: 'Query',
          cart: [
            { __typename: 'CartItem', id: 'c1', quantity: 2, product: products[1] },
            { __typename: 'CartItem', id: 'c2', quantity: 1, product: products[3] },
          ],
        };
      throw new Error(name);
    });
    renderWithProviders(<HeaderWithSession onOpenCart={() => {}} />, { client });
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getAllByText('Account')[0].closest('a')).toHaveAttribute('href', '/account');
  });

  it('counts guest-cart quantities and updates when the guest cart changes', async () => {
    const { client } = createTestClient(guestResolver);
    const onOpenCart = jest.fn();
    renderWithProviders(<HeaderWithSession onOpenCart={onOpenCart} />, { client });
    await screen.findAllByText('Login');
    act(() => writeGuestCart([{ id: 'guest-1', productId: 'p-light', quantity: 2 }]));
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('2');
    fireEvent.click(screen.getByTestId('cart-button'));
    expect(onOpenCart).toHaveBeenCalled();
  });
});
