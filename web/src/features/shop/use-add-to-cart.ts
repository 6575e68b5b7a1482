import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { toast } from '../../components/toast';
import { CART_GUARDS, conflictingLine, lineOf, type CartProduct } from '../../lib/cart/cart-rules';
import { useCart } from '../../lib/cart/use-cart';
import { errorMessage, isUnauthenticated } from '../../lib/graphql-errors';
import { focusCartButton } from '../../lib/focus';
import { redirectToLogin } from '../../lib/navigation';
import { trackAddToCart } from '../../lib/tracking';
import { useTranslateMessage } from '../../i18n';

const messages = defineMessages({
  added: { id: 'shop.addToCart.added', defaultMessage: 'Added to Cart' },
  unauthorized: { id: 'shop.addToCart.unauthorized', defaultMessage: 'Unauthorized' },
  loggedOut: { id: 'shop.addToCart.loggedOut', defaultMessage: 'You are logged out. Logging in again...' },
  error: { id: 'shop.addToCart.error', defaultMessage: 'Error' },
  deviceFailed: { id: 'shop.addToCart.deviceFailed', defaultMessage: 'Failed to add item to cart.' },
  subscriptionFailed: {
    id: 'shop.addToCart.subscriptionFailed',
    defaultMessage: 'Failed to add subscription to cart.',
  },
});
const deviceAdded = defineMessage<{ name: string }>({
  id: 'shop.addToCart.deviceAdded',
  defaultMessage: '{name} has been added to your cart.',
});
const subscriptionAdded = defineMessage<{ name: string }>({
  id: 'shop.addToCart.subscriptionAdded',
  defaultMessage: '{name} subscription has been added to your cart.',
});

type AddableProduct = Pick<CartProduct, 'id' | 'name' | 'type'>;

/** Add-to-cart for the shop and plan cards, with the spec's guards and toasts (sections 5 and 8). */
export function useAddToCart() {
  const cart = useCart();
  const client = useApolloClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const intl = useIntl();
  const translate = useTranslateMessage();

  const isSelected = (productId: string) => !!lineOf(cart.lines, productId);

  const add = async (product: AddableProduct): Promise<void> => {
    const subscription = product.type === 'subscription';
    if (conflictingLine(cart.lines, { ...product, category: '', price: '0' })) {
      const guard = CART_GUARDS[product.type];
      toast({
        title: translate(guard.title),
        description: translate(guard.description),
        variant: 'destructive',
      });
      return;
    }
    setPendingId(product.id);
    try {
      await cart.addItem(product.id, 1);
      trackAddToCart(client, cart, product.id);
      toast({
        title: intl.formatMessage(messages.added),
        description: intl.formatMessage(subscription ? subscriptionAdded : deviceAdded, {
          name: product.name,
        }),
      });
      // The button is now disabled ('Device Selected' / 'Plan Selected'): focus goes to the cart.
      focusCartButton();
    } catch (error) {
      if (isUnauthenticated(error)) {
        toast({
          title: intl.formatMessage(messages.unauthorized),
          description: intl.formatMessage(messages.loggedOut),
          variant: 'destructive',
        });
        redirectToLogin();
        return;
      }
      toast({
        title: intl.formatMessage(messages.error),
        description: translate(
          errorMessage(error) ??
            intl.formatMessage(subscription ? messages.subscriptionFailed : messages.deviceFailed),
        ),
        variant: 'destructive',
      });
    } finally {
      setPendingId(null);
    }
  };

  return { add, isSelected, pendingId, loading: cart.loading };
}
