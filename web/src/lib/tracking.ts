import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { CheckoutEventType } from '../gql/graphql';
import type { CartLine, CartProduct } from './cart/cart-rules';
import { totalCents } from './cart/cart-totals';
import { hasAnalyticsConsent } from './consent';
import { formatCents, toCents } from '@hometunnel/rules';

/**
 * Checkout-funnel events (spec sections 3, 4 and 7): shared by the shop (add_to_cart) and the
 * checkout. Fire-and-forget: nothing here is awaited by the UI, and a failure is only logged.
 */
export const TrackCheckoutEventMutation = graphql(`
  mutation TrackCheckoutEvent($input: CheckoutEventInput!) {
    trackCheckoutEvent(input: $input)
  }
`);

export const TRACKING_KEYS = {
  sessionId: 'checkout_session_id',
  checkoutId: 'checkout_id',
} as const;

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function randomPart(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The browser-session id ('session_…'), created on first use and kept in sessionStorage. */
export function checkoutSessionId(): string {
  const store = session();
  const existing = store?.getItem(TRACKING_KEYS.sessionId);
  if (existing) return existing;
  const id = `session_${randomPart()}`;
  store?.setItem(TRACKING_KEYS.sessionId, id);
  return id;
}

export function storedCheckoutId(): string | null {
  return session()?.getItem(TRACKING_KEYS.checkoutId) ?? null;
}

export function storeCheckoutId(id: string): void {
  session()?.setItem(TRACKING_KEYS.checkoutId, id);
}

export function clearCheckoutId(): void {
  session()?.removeItem(TRACKING_KEYS.checkoutId);
}

/** A temporary checkout id for events sent before the checkout is saved. */
export function temporaryCheckoutId(): string {
  return `checkout_${randomPart()}`;
}

/** What every event carries: the campaign parameters of the current URL, the URL and the referrer. */
export function trackingContext(): Record<string, string | null> {
  const href = typeof window !== 'undefined' ? window.location.href : '';
  const params = new URL(href || 'http://localhost/').searchParams;
  return {
    utmSource: params.get('utm_source'),
    utmMedium: params.get('utm_medium'),
    utmCampaign: params.get('utm_campaign'),
    url: href,
    referrer: typeof document !== 'undefined' ? document.referrer : '',
  };
}

/**
 * Sends one event without blocking: returns at once, never throws, logs a failure.
 * `checkoutId` defaults to the one stored for this session. Funnel events are analytics (Cookie
 * Policy): without the visitor's analytics consent nothing is sent and no session id is made.
 */
export function trackCheckoutEvent(
  client: Pick<ApolloClient, 'mutate'>,
  eventType: CheckoutEventType,
  fields: Record<string, unknown> = {},
  checkoutId: string | null = storedCheckoutId(),
): void {
  if (!hasAnalyticsConsent()) return;
  try {
    const input = {
      sessionId: checkoutSessionId(),
      checkoutId,
      eventType,
      metadata: { ...trackingContext(), ...fields },
    };
    void client
      .mutate({ mutation: TrackCheckoutEventMutation, variables: { input } })
      .catch((error: unknown) => {
        console.error(`Failed to track checkout event ${eventType}`, error);
      });
  } catch (error) {
    console.error(`Failed to track checkout event ${eventType}`, error);
  }
}

/**
 * add_to_cart {productId, cartValue}: cartValue is the cart's value including the item just added
 * (one unit at its catalog price), as a decimal euro string.
 */
export function trackAddToCart(
  client: Pick<ApolloClient, 'mutate'>,
  cart: { lines: readonly CartLine[]; products: readonly CartProduct[] },
  productId: string,
): void {
  const price = cart.products.find((p) => p.id === productId)?.price;
  const cents = totalCents(cart.lines) + (price ? toCents(price) : 0);
  trackCheckoutEvent(client, 'add_to_cart', { productId, cartValue: formatCents(cents) });
}
