import { nextStatuses, orderMessages } from '@hometunnel/rules';
import type { OrderStatus } from '../../gql/graphql';

/** Spec section 4 admin colours: pending yellow, paid green, shipped blue, delivered purple, else grey. */
export type StatusColour = 'yellow' | 'green' | 'blue' | 'purple' | 'grey';

export function statusColour(status: string): StatusColour {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'paid':
      return 'green';
    case 'shipped':
      return 'blue';
    case 'delivered':
      return 'purple';
    default:
      return 'grey';
  }
}

/** The statuses and transitions are the API's (DECISIONS.md), shared through @hometunnel/rules. */
export { nextStatuses };

/**
 * Whether the order was sent to a payment provider (card, PayPal, bank transfer, the demo): every
 * such order has a paymentStatus other than UNPAID (docs/payments.md); one without a provider
 * (the waitlist step) stays UNPAID until an admin marks it paid.
 */
export const sentToPay = (order: { paymentStatus: string }): boolean => order.paymentStatus !== 'UNPAID';

/**
 * The status moves the order card offers. An order sent to pay is never set paid by hand (the API
 * refuses it): its provider's confirmation, or for a bank transfer "Record bank transfer", pays it.
 */
export function offeredMoves(order: { status: string; paymentStatus: string }): readonly OrderStatus[] {
  const moves: readonly OrderStatus[] = nextStatuses(order.status);
  return sentToPay(order) ? moves.filter((status) => status !== 'paid') : moves;
}

export const TRANSITION_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark as Pending',
  paid: 'Mark as Paid',
  shipped: 'Mark as Shipped',
  delivered: 'Mark as Delivered',
  cancelled: 'Cancel Order',
  // Reached only through a refund (never offered as a move).
  refunded: 'Refunded',
};

export interface ShippingAddress {
  street?: string;
  city?: string;
  postalCode?: string;
  country?: string;
}

/**
 * The admin order's shippingAddress is a JSON string (spec section 3). Missing, or not a JSON
 * object: the spec section 8 message instead.
 */
export function parseShippingAddress(
  raw: string | null | undefined,
): { kind: 'address'; address: ShippingAddress } | { kind: 'message'; message: string } {
  if (raw === null || raw === undefined || raw.trim() === '')
    return { kind: 'message', message: orderMessages.noAddress };
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    const record = value as Record<string, unknown>;
    const text = (key: string) =>
      typeof record[key] === 'string' || typeof record[key] === 'number' ? String(record[key]) : undefined;
    return {
      kind: 'address',
      address: {
        street: text('street'),
        city: text('city'),
        postalCode: text('postalCode'),
        country: text('country'),
      },
    };
  } catch {
    return { kind: 'message', message: orderMessages.invalidAddress };
  }
}

export const shortId = (id: string): string => id.slice(0, 8);

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  paypal: 'PayPal',
  stripe: 'Credit Card (Stripe)',
  bank_transfer: 'Bank Transfer',
};

/** How the order screen names a payment status. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  UNPAID: 'Not sent to pay',
  PENDING: 'Awaiting payment',
  PAID: 'Paid',
  FAILED: 'Payment failed',
  REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partly refunded',
};
