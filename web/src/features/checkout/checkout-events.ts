import type { ApolloClient } from '@apollo/client';
import type { CartLine } from '../../lib/cart/cart-rules';
import { totalCents } from '../../lib/cart/cart-totals';
import { formatCents } from '@hometunnel/rules';
import {
  clearCheckoutId,
  storeCheckoutId,
  storedCheckoutId,
  temporaryCheckoutId,
  trackCheckoutEvent,
} from '../../lib/tracking';

type Client = Pick<ApolloClient, 'mutate'>;

/** The events the checkout sends, one per completed step (spec section 7). */
export const STEP_EVENTS = {
  1: 'add_personal_details',
  2: 'add_account',
  3: 'add_address',
  4: 'add_payment',
} as const;

export function cartValue(lines: readonly CartLine[]): string {
  return formatCents(totalCents(lines));
}

export function productIds(lines: readonly CartLine[]): string[] {
  return lines.map((line) => line.product.id);
}

/**
 * begin_checkout, once per browser session: the stored checkout id is the marker. `fresh`
 * (the URL's fresh=true) clears it first, so a new checkout is counted. The event goes out with a
 * temporary checkout id, which is stored for the following events (until the saved checkout's id
 * replaces it). Returns whether the event was sent.
 */
export function beginCheckout(client: Client, lines: readonly CartLine[], fresh: boolean): boolean {
  if (fresh) clearCheckoutId();
  if (storedCheckoutId()) return false;
  const id = temporaryCheckoutId();
  storeCheckoutId(id);
  trackCheckoutEvent(
    client,
    'begin_checkout',
    { cartValue: cartValue(lines), productIds: productIds(lines) },
    id,
  );
  return true;
}

export function trackStep(client: Client, step: keyof typeof STEP_EVENTS): void {
  trackCheckoutEvent(client, STEP_EVENTS[step], { step });
}

export function trackPurchase(
  client: Client,
  orderId: string,
  total: string,
  lines: readonly CartLine[],
): void {
  trackCheckoutEvent(client, 'purchase', { orderId, cartValue: total, productIds: productIds(lines) });
}

export function trackWaitlist(client: Client, email: string, productId: string): void {
  trackCheckoutEvent(client, 'subscription', { email, productId });
}
