/** Spec section 4's admin colours plus `cancelled` and `refunded` (DECISIONS: orders and subscriptions). */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

/**
 * DECISIONS: the moves an admin makes: pending → paid → shipped → delivered; pending or paid may
 * become cancelled. `refunded` is reached only through a full refund (see payment-state.ts).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatusName, readonly OrderStatusName[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
};

/** Checkout step 4's pay buttons: card (Stripe), PayPal, and bank transfer when bank details are set. */
export const PAYMENT_METHODS = ['paypal', 'stripe', 'bank_transfer'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const orderMessages = {
  unknownStatus: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
  invalidPaymentMethod: `Payment method must be ${PAYMENT_METHODS.slice(0, -1)
    .map((m) => `'${m}'`)
    .join(', ')} or '${PAYMENT_METHODS[PAYMENT_METHODS.length - 1]}'`,
  refundOnly: 'An order becomes refunded only through a refund (refundOrder)',
  /** Spec section 8: an admin order's address that is missing / not readable. */
  noAddress: 'No address provided',
  invalidAddress: 'Invalid address format',
} as const;

export const isOrderStatus = (value: unknown): value is OrderStatusName =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export const isPaymentMethod = (value: unknown): value is PaymentMethodName =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The statuses an order in `status` may move to (none for an unknown status). */
export function nextStatuses(status: string): readonly OrderStatusName[] {
  return isOrderStatus(status) ? ORDER_TRANSITIONS[status] : [];
}

/**
 * Why an order may not move from `from` to `to`, or undefined when it may. Setting the status it
 * already has is not a move; the API treats it as a no-op so a repeated click is harmless.
 */
export function transitionProblem(from: string, to: OrderStatusName): string | undefined {
  if (from === to) return undefined;
  if (to === 'refunded') return orderMessages.refundOnly;
  const allowed = nextStatuses(from);
  if (allowed.includes(to)) return undefined;
  const next = allowed.length ? ` (it can become ${allowed.join(' or ')})` : ` (${from} is final)`;
  return `An order cannot go from ${from} to ${to}${next}`;
}

/** The order number customers see (on the waitlist step, in My Account, in mails): the id's first 8 characters. */
export const orderShortId = (orderId: string): string => orderId.slice(0, 8);
