/**
 * The order's payment state machine (docs/payments.md). Providers' events arrive late, twice, or out
 * of order (a refund before the completion); the state below is a function of the facts seen so far
 * (paid or not, the refunded total), so any delivery order ends in the same place and a repeated
 * event changes nothing.
 */

export const PAYMENT_STATUSES = [
  'UNPAID',
  'PENDING',
  'PAID',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

/** What a provider's verified event says happened, normalized. */
export const PAYMENT_EVENT_TYPES = ['paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export const PAYMENT_CURRENCY = 'EUR';

export interface PaymentFacts {
  status: string;
  paymentStatus: string;
  totalCents: number;
  refundedCents: number;
}

export interface PaymentEventFacts {
  type: PaymentEventType;
  /** paid: the amount captured; refunded: this refund's amount. */
  amountCents: number;
  currency: string;
  /** refunded: the provider's running total of refunds on the payment, when it says so. */
  refundedTotalCents?: number;
}

export interface PaymentOutcome {
  status: string;
  paymentStatus: PaymentStatusName;
  refundedCents: number;
  /** The order has just been paid (hooks.paid, mail, order.paid). */
  paid: boolean;
  /** The order has just ended unpaid (hooks.cancelled). */
  cancelled: boolean;
  /** Money newly refunded, applied to a paid order (hooks.refunded, order.refunded). */
  refund?: { amountCents: number; full: boolean };
  /** The event does not fit the order: flag it for a person, change nothing else. */
  review?: string;
}

export const paymentMessages = {
  amountMismatch: (got: string, want: string) => `Payment of ${got} does not match the order total ${want}`,
  paidWhileCancelled: 'Payment received for a cancelled order',
  refundTooLarge: 'Refunds exceed the amount paid',
  refundAmount: 'Refund amount must be a positive decimal of at most the amount paid minus refunds',
  refundReason: 'Refund reason must be 1-300 characters',
  notRefundable: 'Only a paid order can be refunded',
  notPayable: 'Only a pending order can be marked paid',
  paymentReference: 'Payment reference must be 1-140 characters',
  notBankTransfer: 'Only a bank transfer order is marked paid by hand',
  bankTransferUnavailable: 'Bank transfer is not offered by this shop',
  providerUnavailable: 'The payment provider cannot be reached right now. Please try again in a minute.',
  badSignature: 'Invalid signature',
} as const;

const isPaidStatus = (status: string) => ['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'].includes(status);

function money(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

function refundedStatus(refundedCents: number, totalCents: number): PaymentStatusName {
  if (refundedCents <= 0) return 'PAID';
  return refundedCents >= totalCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** The order after `event`; an outcome equal to the facts (no flags) when the event changes nothing. */
export function applyPaymentEvent(order: PaymentFacts, event: PaymentEventFacts): PaymentOutcome {
  const same: PaymentOutcome = {
    status: order.status,
    paymentStatus: order.paymentStatus as PaymentStatusName,
    refundedCents: order.refundedCents,
    paid: false,
    cancelled: false,
  };
  const wasPaid = isPaidStatus(order.paymentStatus);
  if (event.currency.toUpperCase() !== PAYMENT_CURRENCY)
    return {
      ...same,
      review: paymentMessages.amountMismatch(
        money(event.amountCents, event.currency),
        money(order.totalCents, PAYMENT_CURRENCY),
      ),
    };

  if (event.type === 'refunded') {
    const refundedCents = Math.max(
      order.refundedCents,
      event.refundedTotalCents ?? order.refundedCents + event.amountCents,
    );
    if (refundedCents > order.totalCents) return { ...same, review: paymentMessages.refundTooLarge };
    // A refund seen before the completion is remembered; the completion applies it.
    if (!wasPaid) return { ...same, refundedCents };
    const amountCents = refundedCents - order.refundedCents;
    if (amountCents === 0) return same;
    const full = refundedCents >= order.totalCents;
    return {
      ...same,
      refundedCents,
      paymentStatus: refundedStatus(refundedCents, order.totalCents),
      status: full ? 'refunded' : order.status,
      refund: { amountCents, full },
    };
  }

  if (event.type === 'paid') {
    if (wasPaid) return same;
    if (event.amountCents !== order.totalCents)
      return {
        ...same,
        review: paymentMessages.amountMismatch(
          money(event.amountCents, event.currency),
          money(order.totalCents, PAYMENT_CURRENCY),
        ),
      };
    if (order.status !== 'pending') return { ...same, review: paymentMessages.paidWhileCancelled };
    const outcome: PaymentOutcome = { ...same, status: 'paid', paymentStatus: 'PAID', paid: true };
    if (order.refundedCents === 0) return outcome;
    const full = order.refundedCents >= order.totalCents;
    return {
      ...outcome,
      paymentStatus: refundedStatus(order.refundedCents, order.totalCents),
      status: full ? 'refunded' : 'paid',
      refund: { amountCents: order.refundedCents, full },
    };
  }

  // failed / expired: a late failure never undoes a payment, and a cancelled order stays so.
  if (wasPaid || order.status !== 'pending') return same;
  if (event.type === 'failed') return { ...same, paymentStatus: 'FAILED' };
  return { ...same, paymentStatus: 'FAILED', status: 'cancelled', cancelled: true };
}

export const isPaymentStatus = (value: unknown): value is PaymentStatusName =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
