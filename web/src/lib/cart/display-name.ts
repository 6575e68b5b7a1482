import { useCallback } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { CartProduct } from './cart-rules';

const subscriptionName = defineMessage<{ name: string }>({
  id: 'cart.line.subscriptionName',
  defaultMessage: '{name} Subscription',
});

const saysSubscription = (product: Pick<CartProduct, 'name' | 'type'>) =>
  product.type !== 'subscription' || /subscription/i.test(product.name);

/**
 * Cart and checkout line name in the page's language: plans get ' Subscription'
 * ('Flexi-Abonnement', 'Abonnement Flexi') unless their name already says so.
 */
export function useCartLineName(): (product: Pick<CartProduct, 'name' | 'type'>) => string {
  const intl = useIntl();
  return useCallback(
    (product) =>
      saysSubscription(product) ? product.name : intl.formatMessage(subscriptionName, { name: product.name }),
    [intl],
  );
}
