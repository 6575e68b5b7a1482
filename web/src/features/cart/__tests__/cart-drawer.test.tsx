import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { readGuestCart, writeGuestCart } from '../../../apollo/guest-cart';
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

function renderDrawer(resolve: Resolver = guest, onClose = jest.fn()) {
  const test = createTestClient(resolve);
  renderWithProviders(
    <>
      <CartDrawer open onClose={onClose} />
      <Location />
    </>,
    { client: test.client },
  );
  return { ...test, onClose };
}

describe('CartDrawer (guest cart)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the empty state with checkout disabled', async () => {
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€0.00');
  });

  it('lists lines with the Subscription suffix, unit prices, line totals and the total', async () => {
    writeGuestCart([
      { id: 'guest-1', productId: 'p-pro', quantity: 1 },
      { id: 'guest-2', productId: 'p-secure', quantity: 2 },
    ]);
    renderDrawer();
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Pro Package');
    expect(lines[0]).toHaveTextContent('€249.00 each');
    expect(within(lines[0]).getByTestId('availability')).toHaveTextContent('Only a few left');
    expect(within(lines[1]).queryByTestId('availability')).not.toBeInTheDocument();
    expect(lines[1]).toHaveTextContent('Secure Subscription');
    expect(within(lines[1]).getByTestId('cart-line-total')).toHaveTextContent('€158.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€407.00');
  });

  it('never decreases below 1, increases, and removes lines', async () => {
    writeGuestCart([{ id: 'guest-1', productId: 'p-pro', quantity: 1 }]);
    renderDrawer();
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity of Pro Package' });
    expect(decrease).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Pro Package' }));
    await waitFor(() => expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('2'));
    expect(readGuestCart()[0].quantity).toBe(2);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€498.00');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Pro Package' }));
    await waitFor(() => expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pro Package' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(readGuestCart()).toEqual([]);
  });

  it("stops a guest line at the API's cap of 99: increase disabled, with the API's message", async () => {
    writeGuestCart([{ id: 'guest-1', productId: 'p-pro', quantity: 98 }]);
    renderDrawer();
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Pro Package' });
    expect(screen.queryByText('Quantity must be at most 99')).not.toBeInTheDocument();
    fireEvent.click(increase);
    await waitFor(() => expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('99'));
    expect(increase).toBeDisabled();
    expect(screen.getByText('Quantity must be at most 99')).toBeInTheDocument();
    fireEvent.click(increase);
    expect(readGuestCart()[0].quantity).toBe(99);
  });

  it('reads a guest cart stored over the cap (by an older app) as 99', async () => {
    localStorage.setItem(
      'guest-cart',
      JSON.stringify([{ id: 'guest-1', productId: 'p-pro', quantity: 150 }]),
    );
    renderDrawer();
    expect(await screen.findByTestId('cart-line-quantity')).toHaveTextContent('99');
    expect(readGuestCart()[0].quantity).toBe(99);
  });

  it('closes and goes to checkout with the amount', async () => {
    writeGuestCart([
      { id: 'guest-1', productId: 'p-light', quantity: 1 },
      { id: 'guest-2', productId: 'p-flexi', quantity: 1 },
    ]);
    const { onClose } = renderDrawer();
    await screen.findAllByTestId('cart-line');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout?amount=178.00');
  });

  it('closes on Escape and keeps focus inside', async () => {
    const { onClose } = renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(drawer.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('re-renders when the guest cart changes elsewhere', async () => {
    renderDrawer();
    await screen.findByText('Your cart is empty.');
    act(() => writeGuestCart([{ id: 'guest-9', productId: 'p-ultimate', quantity: 1 }]));
    expect(await screen.findByText('Ultimate Subscription')).toBeInTheDocument();
  });
});

describe('CartDrawer (server cart)', () => {
  beforeEach(() => localStorage.clear());
  const me = {
    __typename: 'User',
    id: 'u1',
    email: 'a@b.c',
    firstName: null,
    lastName: null,
    role: 'user',
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('updates and removes lines through the API', async () => {
    const cart = [{ __typename: 'CartItem', id: 'c1', quantity: 1, product: products[0] }];
    const { calls } = renderDrawer((name, variables) => {
      if (name === 'Me') return { __typename: 'Query', me };
      if (name === 'CartProducts') return { __typename: 'Query', products };
      if (name === 'Cart') return { __typename: 'Query', cart };
      if (name === 'UpdateCartItem')
        return {
          __typename: 'Mutation',
          updateCartItem: { __typename: 'CartItem', id: variables.id, quantity: variables.quantity },
        };
      if (name === 'RemoveCartItem') return { __typename: 'Mutation', removeCartItem: variables.id };
      throw new Error(name);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Light Package' }));
    await waitFor(() => expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('2'));
    expect(calls.find((c) => c.operationName === 'UpdateCartItem')?.variables).toEqual({
      id: 'c1',
      quantity: 2,
    });
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€298.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Light Package' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});
