import { useEffect, useRef } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { clearGuestCart } from '../../apollo/guest-cart';
import { toast } from '../../components/toast';
import { useAuth } from '../auth/use-auth';
import { errorCode, errorMessage } from '../graphql-errors';
import { joinGuestCart } from './cart-rules';
import { useCartLineName } from './display-name';
import { mergeFailedToast, mergeToastText } from './merge-toast';
import { useIntl } from 'react-intl';
import { useTranslateMessage } from '../../i18n/rule-messages';
import { markGuestMergeFailed } from './guest-merge-state';
import { CartProductsQuery, CartQuery, cartProducts, MergeGuestCartMutation } from './cart-operations';
import { useGuestCartItems } from './use-cart';

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
  const intl = useIntl();
  const translate = useTranslateMessage();
  const lineName = useCartLineName();

  useEffect(() => {
    if (!isAuthenticated || guestItems.length === 0 || !products || running.current) return;
    running.current = true;
    const merged = joinGuestCart(guestItems, products).map((line) => lineName(line.product));
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
        const replaced = (data?.mergeGuestCart.replaced ?? []).map((p) => lineName(p));
        toast(mergeToastText(intl, merged, replaced));
      })
      .catch((error: unknown) => {
        if (errorCode(error) === 'UNAUTHENTICATED') return;
        // Whatever the reason, the guest cart stays until a merge succeeds: it is the buyer's only
        // copy of their choices (the server skips unknown products and caps quantities, so a
        // refusal is a fault to retry later, not a reason to drop the cart).
        markGuestMergeFailed(guestItems);
        const reason = errorMessage(error);
        toast(mergeFailedToast(intl, reason && translate(reason)));
      })
      .finally(() => {
        running.current = false;
      });
  }, [client, isAuthenticated, guestItems, products, intl, translate, lineName]);
}
