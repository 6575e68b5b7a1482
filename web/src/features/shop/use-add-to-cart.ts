import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { toast } from '../../components/toast';
import { CART_GUARDS, conflictingLine, lineOf, type CartProduct } from '../../lib/cart/cart-rules';
import { useCart } from '../../lib/cart/use-cart';
import { errorMessage, isUnauthenticated } from '../../lib/graphql-errors';
import { focusCartButton } from '../../lib/focus';
import { redirectToLogin } from '../../lib/navigation';
import { trackAddToCart } from '../../lib/tracking';

type AddableProduct = Pick<CartProduct, 'id' | 'name' | 'type'>;

/** Add-to-cart for the shop and plan cards, with the spec's guards and toasts (sections 5 and 8). */
export function useAddToCart() {
  const cart = useCart();
  const client = useApolloClient();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const isSelected = (productId: string) => !!lineOf(cart.lines, productId);

  const add = async (product: AddableProduct): Promise<void> => {
    const subscription = product.type === 'subscription';
    if (conflictingLine(cart.lines, { ...product, category: '', price: '0' })) {
      toast({ ...CART_GUARDS[product.type], variant: 'destructive' });
      return;
    }
    setPendingId(product.id);
    try {
      await cart.addItem(product.id, 1);
      trackAddToCart(client, cart, product.id);
      toast({
        title: 'Added to Cart',
        description: subscription
          ? `${product.name} subscription has been added to your cart.`
          : `${product.name} has been added to your cart.`,
      });
      // The button is now disabled ('Device Selected' / 'Plan Selected'): focus goes to the cart.
      focusCartButton();
    } catch (error) {
      if (isUnauthenticated(error)) {
        toast({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
          variant: 'destructive',
        });
        redirectToLogin();
        return;
      }
      toast({
        title: 'Error',
        description:
          errorMessage(error) ??
          (subscription ? 'Failed to add subscription to cart.' : 'Failed to add item to cart.'),
        variant: 'destructive',
      });
    } finally {
      setPendingId(null);
    }
  };

  return { add, isSelected, pendingId, loading: cart.loading };
}
