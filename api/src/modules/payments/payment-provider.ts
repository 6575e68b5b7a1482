/**
 * The seam every payment provider plugs into (Stripe, PayPal, bank transfer, the demo). A provider
 * starts a payment for an order, refunds it, and turns its own webhooks into normalized events that
 * the one event pipeline (payment-events.service.ts) stores once and hands to the order.
 */
import type { PaymentEventType, PaymentMethodName } from '@hometunnel/rules';

export type ProviderName = 'stripe' | 'paypal' | 'bank_transfer' | 'demo';

/** What a provider needs to know of an order. */
export interface PaymentOrder {
  id: string;
  /** Exact decimal string in EUR, as computed by the server. */
  totalAmount: string;
  /** Refunded so far (decimal EUR): with the amount, the idempotency key of a refund request. */
  refundedAmount: string;
  paymentMethod: string;
  customerEmail: string;
  paymentRef: string | null;
  captureRef: string | null;
}

export interface PaymentStart {
  /** Where to send the buyer; null when the order waits (a bank transfer). */
  paymentUrl: string | null;
  /** The provider's id of this attempt (Checkout Session, PayPal order). */
  paymentRef: string | null;
}

/** A verified provider event, in the shop's words. */
export interface NormalizedPaymentEvent {
  provider: ProviderName;
  eventId: string;
  orderId: string;
  type: PaymentEventType;
  amountCents: number;
  currency: string;
  /** The provider's id of the money taken (PaymentIntent, capture), kept for refunds. */
  providerRef: string | null;
  refundedTotalCents?: number;
  /** A refund's reason when the shop itself records it (bank transfer, demo). */
  reason?: string;
}

/** One webhook delivery, verified: its id and type, and the event when the shop acts on that type. */
export interface VerifiedDelivery {
  eventId: string;
  type: string;
  payload: unknown;
  event: NormalizedPaymentEvent | null;
}

export interface RawWebhook {
  body: Buffer;
  header(name: string): string | undefined;
}

export class BadSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  start(order: PaymentOrder): Promise<PaymentStart>;
  /**
   * Asks the provider to refund; the order follows the provider's callback. A provider without
   * callbacks (bank transfer, demo) answers the event to record at once.
   */
  refund(order: PaymentOrder, amountCents: number, reason: string): Promise<NormalizedPaymentEvent | null>;
  /** Verifies a webhook on its raw bytes; throws BadSignatureError. */
  verify?(webhook: RawWebhook): Promise<VerifiedDelivery>;
  /** The buyer came back: what the provider says now (Stripe's session, PayPal's capture). */
  confirmReturn?(order: PaymentOrder, query: Record<string, string>): Promise<VerifiedDelivery | null>;
}

export type { PaymentMethodName };
