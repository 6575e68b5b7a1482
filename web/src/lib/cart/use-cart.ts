import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  clearGuestCart,
  readGuestCart,
  subscribeGuestCart,
  writeGuestCart,
  type GuestCartItem,
} from '../../apollo/guest-cart';
import { useAuth } from '../auth/use-auth';
import {
  addGuestItem,
  joinGuestCart,
  removeGuestItem,
  updateGuestItem,
  type CartLine,
  type CartProduct,
} from './cart-rules';
import { clampQuantity } from '@hometunnel/rules';
import { totalCents, totalQuantity } from './cart-totals';
import { useGuestMergePending } from './guest-merge-state';
import {
  AddToCartMutation,
  CartProductsQuery,
  CartQuery,
  cartLines,
  cartProducts,
  ClearCartMutation,
  RemoveCartItemMutation,
  UpdateCartItemMutation,
} from './cart-operations';

const NO_ITEMS: GuestCartItem[] = [];
const NO_PRODUCTS: CartProduct[] = [];
const NO_LINES: CartLine[] = [];

export function useGuestCartItems(): GuestCartItem[] {
  return useSyncExternalStore(subscribeGuestCart, readGuestCart, () => NO_ITEMS);
}

/**
 * The one cart hook: the server cart when signed in, the localStorage guest cart otherwise, with
 * the same line shape, rules and actions. Every view using it re-renders when either cart changes.
 * Actions throw on failure (GraphQL error or AppClientError with the spec's message).
 */
export function useCart() {
  const client = useApolloClient();
  const { isAuthenticated, loading: authLoading } = useAuth();
  const productsQuery = useQuery(CartProductsQuery);
  const guestItems = useGuestCartItems();
  const mergePending = useGuestMergePending(isAuthenticated, guestItems);
  const showsServerCart = isAuthenticated && !mergePending;
  const serverCart = useQuery(CartQuery, { skip: !showsServerCart });
  const productsData = productsQuery.data?.products;
  const products = productsData ? cartProducts(productsData) : NO_PRODUCTS;

  const lines: CartLine[] = useMemo(() => {
    if (showsServerCart) return serverCart.data ? cartLines(serverCart.data.cart) : NO_LINES;
    return joinGuestCart(guestItems, products);
  }, [showsServerCart, serverCart.data, guestItems, products]);

  const addItem = useCallback(
    async (productId: string, quantity = 1): Promise<void> => {
      if (!isAuthenticated) {
        writeGuestCart(addGuestItem(readGuestCart(), products, productId, quantity));
        return;
      }
      await client.mutate({
        mutation: AddToCartMutation,
        variables: { productId, quantity },
        update(cache, { data }) {
          const line = data?.addToCart;
          if (!line) return;
          cache.updateQuery({ query: CartQuery }, (prev) =>
            prev && !prev.cart.some((l) => l.id === line.id)
              ? { ...prev, cart: [...prev.cart, line] }
              : undefined,
          );
        },
      });
    },
    [client, isAuthenticated, products],
  );

  const updateQuantity = useCallback(
    async (lineId: string, quantity: number): Promise<void> => {
      const qty = clampQuantity(quantity);
      if (!isAuthenticated) {
        writeGuestCart(updateGuestItem(readGuestCart(), lineId, qty));
        return;
      }
      await client.mutate({
        mutation: UpdateCartItemMutation,
        variables: { id: lineId, quantity: qty },
        optimisticResponse: {
          __typename: 'Mutation',
          updateCartItem: { __typename: 'CartItem', id: lineId, quantity: qty },
        },
      });
    },
    [client, isAuthenticated],
  );

  const removeItem = useCallback(
    async (lineId: string): Promise<void> => {
      if (!isAuthenticated) {
        writeGuestCart(removeGuestItem(readGuestCart(), lineId));
        return;
      }
      await client.mutate({
        mutation: RemoveCartItemMutation,
        variables: { id: lineId },
        update(cache, { data }) {
          const removed = data?.removeCartItem;
          if (!removed) return;
          cache.updateQuery({ query: CartQuery }, (prev) =>
            prev ? { ...prev, cart: prev.cart.filter((l) => l.id !== removed) } : undefined,
          );
          cache.evict({ id: cache.identify({ __typename: 'CartItem', id: removed }) });
          cache.gc();
        },
      });
    },
    [client, isAuthenticated],
  );

  const clear = useCallback(async (): Promise<void> => {
    if (!isAuthenticated) {
      clearGuestCart();
      return;
    }
    await client.mutate({
      mutation: ClearCartMutation,
      update(cache) {
        cache.writeQuery({ query: CartQuery, data: { __typename: 'Query', cart: [] } });
      },
    });
  }, [client, isAuthenticated]);

  return {
    lines,
    source: showsServerCart ? ('server' as const) : ('guest' as const),
    loading:
      authLoading ||
      (showsServerCart
        ? serverCart.loading && !serverCart.data
        : productsQuery.loading && !productsQuery.data),
    products,
    totalQuantity: totalQuantity(lines),
    totalCents: totalCents(lines),
    addItem,
    updateQuantity,
    removeItem,
    clear,
  };
}

export type CartApi = ReturnType<typeof useCart>;
