import { ProductType } from '../catalog/product.entity';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export const cartMessages = {
  oneDevice:
    'You can only purchase one device package. Please remove the current device from your cart to select a different one.',
  oneSubscription:
    'You can only purchase one subscription plan. Please remove the current subscription from your cart to select a different one.',
  quantityTooLow: `Quantity must be at least ${MIN_QUANTITY}`,
  quantityTooHigh: `Quantity must be at most ${MAX_QUANTITY}`,
  quantityNotInteger: 'Quantity must be a whole number',
  itemNotFound: 'Cart item not found',
} as const;

/** The message for adding a second, different product of a type the cart already holds. */
export function oneOfEachMessage(type: ProductType): string {
  return type === ProductType.device ? cartMessages.oneDevice : cartMessages.oneSubscription;
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

export interface GuestLine {
  productId: string;
  productType: ProductType;
  quantity: number;
}

/**
 * A guest cart obeys the same one-per-type rule, but old local carts may not: the most recent
 * line of each type (the guest's latest choice) is the one that counts.
 */
export function latestLinePerType(lines: readonly GuestLine[]): GuestLine[] {
  const byType = new Map<ProductType, GuestLine>();
  for (const line of lines) {
    const previous = byType.get(line.productType);
    if (previous && previous.productId === line.productId) {
      byType.set(line.productType, {
        ...line,
        quantity: Math.min(MAX_QUANTITY, previous.quantity + line.quantity),
      });
    } else {
      byType.delete(line.productType);
      byType.set(line.productType, line);
    }
  }
  return [...byType.values()];
}

/** Same product: the quantities add up (as adding it again would); otherwise the guest line wins. */
export function mergedQuantity(
  existing: { productId: string; quantity: number } | undefined,
  guest: GuestLine,
): { quantity: number; replacesExisting: boolean } {
  if (!existing) return { quantity: guest.quantity, replacesExisting: false };
  if (existing.productId === guest.productId) {
    return { quantity: Math.min(MAX_QUANTITY, existing.quantity + guest.quantity), replacesExisting: false };
  }
  return { quantity: guest.quantity, replacesExisting: true };
}
