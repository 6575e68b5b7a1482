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

/** DECISIONS.md: pending → paid → shipped → delivered; pending or paid → cancelled. */
export const ORDER_TRANSITIONS: Readonly<Record<string, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function nextStatuses(status: string): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[status] ?? [];
}

export const TRANSITION_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark as Pending',
  paid: 'Mark as Paid',
  shipped: 'Mark as Shipped',
  delivered: 'Mark as Delivered',
  cancelled: 'Cancel Order',
};

export interface ShippingAddress {
  street?: string;
  city?: string;
  postalCode?: string;
  country?: string;
}

/**
 * The admin order's shippingAddress is a JSON string (spec section 3). Missing → 'No address
 * provided'; not a JSON object → 'Invalid address format'.
 */
export function parseShippingAddress(
  raw: string | null | undefined,
): { kind: 'address'; address: ShippingAddress } | { kind: 'message'; message: string } {
  if (raw === null || raw === undefined || raw.trim() === '')
    return { kind: 'message', message: 'No address provided' };
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
    return { kind: 'message', message: 'Invalid address format' };
  }
}

export const shortId = (id: string): string => id.slice(0, 8);

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  paypal: 'PayPal',
  stripe: 'Credit Card (Stripe)',
};
