/** Spec section 9: quantity minimum 1; our cap of 99 keeps a line (and its total) sane. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export type ProductKind = 'device' | 'subscription';

/** Spec sections 5 and 8 (cart and empty-cart messages), word for word; the quantity ones are ours. */
export const cartMessages = {
  productNotFound: 'Product not found',
  oneDevice:
    'You can only purchase one device package. Please remove the current device from your cart to select a different one.',
  oneSubscription:
    'You can only purchase one subscription plan. Please remove the current subscription from your cart to select a different one.',
  quantityTooLow: `Quantity must be at least ${MIN_QUANTITY}`,
  quantityTooHigh: `Quantity must be at most ${MAX_QUANTITY}`,
  quantityNotInteger: 'Quantity must be a whole number',
  emptyCartTitle: 'Cart Empty',
  emptyCart: 'Please add items to your cart before checkout.',
} as const;

/** Spec section 5: the UI guards (destructive toast) shown before an add is even attempted. */
export const cartGuardMessages = {
  device: {
    title: 'Device Package Already Selected',
    description:
      'You can only select one device package. Please remove the current one to choose a different package.',
  },
  subscription: {
    title: 'Subscription Already Selected',
    description:
      'You can only select one subscription plan. Please remove the current one to choose a different plan.',
  },
} as const;

/** The message for adding a second, different product of a kind the cart already holds. */
export function oneOfEachMessage(kind: ProductKind): string {
  return kind === 'device' ? cartMessages.oneDevice : cartMessages.oneSubscription;
}

export function quantityProblem(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return cartMessages.quantityNotInteger;
  if (value < MIN_QUANTITY) return cartMessages.quantityTooLow;
  if (value > MAX_QUANTITY) return cartMessages.quantityTooHigh;
  return undefined;
}

/**
 * A guest line comes from the browser's local cart, which an older app (or another tab) may have
 * let grow past the cap: it is taken at the cap rather than refused, since refusing it would
 * refuse the whole guest cart at sign-in. Only malformed quantities are refused.
 */
export function guestQuantityProblem(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return cartMessages.quantityNotInteger;
  if (value < MIN_QUANTITY) return cartMessages.quantityTooLow;
  return undefined;
}

export const capQuantity = (quantity: number): number => Math.min(MAX_QUANTITY, quantity);

/** A whole number within [MIN_QUANTITY, MAX_QUANTITY]; anything unreadable counts as the minimum. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(quantity)));
}
