import { screen, waitFor } from '@testing-library/react';
import type { ApolloLink } from '@apollo/client';
import { Toaster } from '../../../components/toast';
import { createAnsweringClient, customer, products, renderWithProviders } from '../../../test/render';
import { useCart } from '../use-cart';
import { useGuestCartMerge } from '../use-guest-cart-merge';
import { guestCartKept } from '../merge-toast';

const [light, pro] = products;
const line = (id: string, product: (typeof products)[number]) => ({
  __typename: 'CartItem',
  id,
  quantity: 1,
  product,
});
function CartNames() {
  useGuestCartMerge();
  const { lines } = useCart();
  return <p data-testid="lines">{lines.map((l) => l.product.name).join(', ') || 'empty'}</p>;
}

/**
 * The account's server cart holds Light; the guest chose Pro, which replaces it. A cart read
 * answers the cart as it was when the read began, and slowly: after any merge.
 */
function signInWithGuestPro(merge: () => Promise<ApolloLink.Result>) {
  window.localStorage.setItem(
    'guest-cart',
    JSON.stringify([{ id: 'guest-1', productId: pro.id, quantity: 1 }]),
  );
  const state = { merged: false };
  const answers: Record<string, () => Promise<ApolloLink.Result>> = {
    Me: async () => ({ data: { me: customer } }),
    CartProducts: async () => ({ data: { products } }),
    Cart: async () => {
      const cart = state.merged ? [line('l2', pro)] : [line('l1', light)];
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { data: { cart } };
    },
    MergeGuestCart: () =>
      merge().then((result) => {
        state.merged = !result.errors;
        return result;
      }),
  };
  const { client, calls } = createAnsweringClient((operationName) => answers[operationName]());
  renderWithProviders(
    <>
      <CartNames />
      <Toaster />
    </>,
    { client },
  );
  return calls;
}

afterEach(() => window.localStorage.clear());

it('a buyer who signs in with a guest cart sees the merged cart, never the one from before the merge', async () => {
  const calls = signInWithGuestPro(async () => ({
    data: {
      mergeGuestCart: {
        __typename: 'MergeGuestCartResult',
        cart: [line('l2', pro)],
        replaced: [{ __typename: 'Product', id: light.id, name: light.name, type: light.type }],
      },
    },
  }));
  await waitFor(() => expect(window.localStorage.getItem('guest-cart')).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.getByTestId('lines')).toHaveTextContent(/^Pro Package$/);
  // The server cart is not read while the merge is on its way (its answer is the merged cart).
  const names = calls.map((call) => call.operationName);
  expect(names).toContain('MergeGuestCart');
  expect(names.slice(0, names.indexOf('MergeGuestCart'))).not.toContain('Cart');
});

it('when the merge cannot reach the server, the guest cart is kept for later and the server cart shows', async () => {
  signInWithGuestPro(() => Promise.reject(new Error('network down')));
  await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent(/^Light Package$/));
  expect(window.localStorage.getItem('guest-cart')).toContain(pro.id);
});

it('when the server refuses the merge, the guest cart is kept (not thrown away) and the buyer is told', async () => {
  signInWithGuestPro(async () => ({
    data: null,
    errors: [{ message: 'Quantity must be at most 99', extensions: { code: 'BAD_USER_INPUT' } }],
  }));
  expect(await screen.findByText(/Quantity must be at most 99/)).toHaveTextContent(
    guestCartKept.defaultMessage as string,
  );
  await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent(/^Light Package$/));
  expect(JSON.parse(window.localStorage.getItem('guest-cart') ?? '[]')).toEqual([
    { id: 'guest-1', productId: pro.id, quantity: 1 },
  ]);
});
