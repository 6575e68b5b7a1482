import type { ApolloClient } from '@apollo/client';
import { clearGuestCart, readGuestCart } from '../../apollo/guest-cart';
import { MeQuery } from '../../lib/auth/use-auth';
import { CartQuery, MergeGuestCartMutation } from '../../lib/cart/cart-operations';

/** After 'Create Account': the server has signed the buyer in; the app follows, keeping the cart. */
export async function adoptNewSession(client: ApolloClient): Promise<void> {
  const guestItems = readGuestCart();
  let merged = guestItems.length === 0;
  if (!merged) {
    try {
      await client.mutate({
        mutation: MergeGuestCartMutation,
        variables: { items: guestItems.map(({ productId, quantity }) => ({ productId, quantity })) },
        update(cache, { data }) {
          if (data)
            cache.writeQuery({
              query: CartQuery,
              data: { __typename: 'Query', cart: data.mergeGuestCart.cart },
            });
        },
      });
      merged = true;
    } catch (error) {
      // The app-wide merge at sign-in tries again (and says so).
      console.error('Failed to move the guest cart into the new account', error);
    }
  } else {
    client.cache.evict({ fieldName: 'cart' });
  }
  const { data } = await client.query({ query: MeQuery, fetchPolicy: 'no-cache' });
  // In one go, so no view sees the new session with the old guest cart still there.
  if (merged) clearGuestCart();
  client.cache.writeQuery({ query: MeQuery, data: { __typename: 'Query', me: data?.me ?? null } });
}
