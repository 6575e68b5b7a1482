import {
  capQuantity,
  cartMessages as sharedCartMessages,
  guestQuantityProblem,
  MAX_QUANTITY,
  MIN_QUANTITY,
  oneOfEachMessage,
  quantityProblem,
} from '@hometunnel/rules';
import { ProductType } from '../catalog/product.entity';

/** Quantity limits, the one-per-kind rule and their messages are shared with the web's guest cart. */
export { capQuantity, guestQuantityProblem, MAX_QUANTITY, MIN_QUANTITY, oneOfEachMessage, quantityProblem };

export const cartMessages = {
  ...sharedCartMessages,
  itemNotFound: 'Cart item not found',
} as const;

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
