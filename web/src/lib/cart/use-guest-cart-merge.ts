import { useEffect, useRef } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { clearGuestCart } from '../../apollo/guest-cart';
import { toast } from '../../components/toast';
import { useAuth } from '../auth/use-auth';
import { errorCode, errorMessage } from '../graphql-errors';
import { joinGuestCart } from './cart-rules';
import { cartLineName } from './display-name';
import { markGuestMergeFailed } from './guest-merge-state';
import { CartProductsQuery, CartQuery, cartProducts, MergeGuestCartMutation } from './cart-operations';
import { useGuestCartItems } from './use-cart';

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What the merge toast says: what came over from the guest cart, and what it replaced. */
export function mergeToastText(merged: string[], replaced: string[]): { title: string; description: string } {
  const added = merged.length
    ? `${listNames(merged)} from your guest cart ${merged.length === 1 ? 'is' : 'are'} now in your cart.`
    : 'Your guest cart is now part of your account.';
  const swapped = replaced.length
    ? ` ${listNames(replaced)} ${replaced.length === 1 ? 'was' : 'were'} replaced by your latest choice.`
    : '';
  return { title: replaced.length ? 'Cart Updated' : 'Cart Merged', description: added + swapped };
}

export const GUEST_CART_KEPT =
  'Your guest cart is kept on this device and will be added to your account later.';

/**
 * At sign-in, moves the guest cart into the server cart (mergeGuestCart), clears localStorage once
 * the server has it, and says what happened. Mounted once, in the app shell, so every way of signing in is covered.
 */
export function useGuestCartMerge(): void {
  const client = useApolloClient();
  const { isAuthenticated } = useAuth();
  const guestItems = useGuestCartItems();
  const productsData = useQuery(CartProductsQuery).data?.products;
  const products = productsData && cartProducts(productsData);
  const running = useRef(false);

  useEffect(() => {
    if (!isAuthenticated || guestItems.length === 0 || !products || running.current) return;
    running.current = true;
    const merged = joinGuestCart(guestItems, products).map((line) => cartLineName(line.product));
    client
      .mutate({
        mutation: MergeGuestCartMutation,
        variables: { items: guestItems.map(({ productId, quantity }) => ({ productId, quantity })) },
        update(cache, { data }) {
          if (data)
            cache.writeQuery({
              query: CartQuery,
              data: { __typename: 'Query', cart: data.mergeGuestCart.cart },
            });
        },
      })
      .then(({ data }) => {
        clearGuestCart();
        const replaced = (data?.mergeGuestCart.replaced ?? []).map((p) => cartLineName(p));
        toast(mergeToastText(merged, replaced));
      })
      .catch((error: unknown) => {
        if (errorCode(error) === 'UNAUTHENTICATED') return;
        // Whatever the reason, the guest cart stays until a merge succeeds: it is the buyer's only
        // copy of their choices (the server skips unknown products and caps quantities, so a
        // refusal is a fault to retry later, not a reason to drop the cart).
        markGuestMergeFailed(guestItems);
        toast({
          title: 'Error',
          description: `${errorMessage(error) ?? 'Failed to merge your guest cart.'} ${GUEST_CART_KEPT}`,
          variant: 'destructive',
        });
      })
      .finally(() => {
        running.current = false;
      });
  }, [client, isAuthenticated, guestItems, products]);
}
