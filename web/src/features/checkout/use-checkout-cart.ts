import { useMemo } from 'react';
import { joinGuestCart, type CartLine } from '../../lib/cart/cart-rules';
import { useCart, useGuestCartItems } from '../../lib/cart/use-cart';

/**
 * The cart the checkout sells: the server cart, or the local guest cart when that is empty
 * (spec section 4), e.g. just after 'Create Account' signs the buyer in and before the guest
 * cart has been merged.
 */
export function useCheckoutCart(): { lines: CartLine[]; loading: boolean } {
  const cart = useCart();
  const guestItems = useGuestCartItems();
  const lines = useMemo(
    () => (cart.lines.length > 0 ? cart.lines : joinGuestCart(guestItems, cart.products)),
    [cart.lines, cart.products, guestItems],
  );
  return { lines, loading: cart.loading && lines.length === 0 };
}

/** The line the checkout is saved for (and the waitlist entry): the first device, else the first line. */
export function primaryLine(lines: readonly CartLine[]): CartLine | undefined {
  return lines.find((line) => line.product.type === 'device') ?? lines[0];
}

export function hasDevice(lines: readonly CartLine[]): boolean {
  return lines.some((line) => line.product.type === 'device');
}
