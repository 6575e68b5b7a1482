import type { CartProduct } from './cart-rules';

/** Cart and checkout line name: subscriptions get ' Subscription' unless they already say so. */
export function cartLineName(product: Pick<CartProduct, 'name' | 'type'>): string {
  if (product.type === 'subscription' && !/subscription/i.test(product.name)) {
    return `${product.name} Subscription`;
  }
  return product.name;
}
