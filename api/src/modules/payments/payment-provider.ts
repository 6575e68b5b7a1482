import type { Language } from '@hometunnel/rules';
/**
 * The seam every payment provider plugs into (Stripe, PayPal, bank transfer, the demo). A provider
 * starts a payment for an order, refunds it, and turns its own webhooks into normalized events that
 * the one event pipeline (payment-events.service.ts) stores once and hands to the order.
 */
import type { EntityManager } from 'typeorm';
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
  /**
   * A plan bought by a signed-in buyer: the card provider saves the card for the renewals
   * (Stripe: a customer of that account, `setup_future_usage: off_session`); its paid event then
   * carries `savedCard`. Absent for guests and orders without a plan.
   */
  saveCardFor?: { userId: string; customerRef: string | null };
  /** The language of the checkout the order came from: the provider sends the buyer back to it. */
  language?: Language;
  /** When the order was placed: what its payment page's parameters are computed from, so a retried start sends the same ones. */
  createdAt?: Date;
  /**
   * When the order's hold on its device ends (null or absent: it holds none). Its provider's page
   * stops taking money then (Stripe: the Checkout Session's `expires_at`).
   */
  reservedUntil?: Date | null;
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
  /** The card saved for later charges with this payment (see PaymentOrder.saveCardFor). */
  savedCard?: SavedCard;
}

/** A card kept for off-session renewal charges, and what My Account shows of it. */
export interface SavedCard {
  provider: ProviderName;
  /** The provider's customer (Stripe `cus_…`). */
  customerRef: string;
  /** The provider's payment method (Stripe `pm_…`). */
  paymentMethodRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What an off-session charge of a saved card answered. */
export type OffSessionCharge =
  | { outcome: 'succeeded'; chargeRef: string }
  | {
      /** declined: the bank said no; authentication_required: the bank wants the customer present. */
      outcome: 'declined' | 'authentication_required';
      /** The provider's words for the customer (e.g. "Your card was declined."). */
      message: string;
      chargeRef: string | null;
    };

/** A card saved on the provider's setup page for a subscription (Update payment method). */
export interface CardSetupResult {
  subscriptionId: string;
  card: SavedCard;
}

/**
 * A provider that keeps cards for renewals (Stripe; the demo stands in for it). Charges are
 * idempotent on the key: the same subscription, period and attempt asked twice charges once.
 */
export interface CardOnFileProvider {
  chargeSavedCard(input: {
    card: SavedCard;
    amountCents: number;
    orderId: string;
    subscriptionId: string;
    idempotencyKey: string;
  }): Promise<OffSessionCharge>;
  /** The provider's page where the customer saves a new card (Stripe Checkout in setup mode). */
  startCardSetup(input: {
    subscriptionId: string;
    userId: string;
    customerRef: string | null;
    email: string;
  }): Promise<{ url: string; setupRef: string }>;
  /** The customer is back from the setup page: what was saved, or null when it was not completed. */
  confirmCardSetup(setupRef: string): Promise<CardSetupResult | null>;
}

/** One webhook delivery, verified: its id and type, and the event when the shop acts on that type. */
export interface VerifiedDelivery {
  eventId: string;
  type: string;
  payload: unknown;
  event: NormalizedPaymentEvent | null;
  /** A card saved on the setup page (Stripe's setup-mode session completed). */
  cardSetup?: CardSetupResult;
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
  /**
   * Closes the payment page of an attempt (`paymentRef`) whose order ended unpaid, so the buyer can
   * no longer pay it (Stripe expires the Checkout Session). PayPal has no such call: its money is
   * taken only by the capture on the buyer's return, which an order no longer payable never gets.
   */
  expire?(paymentRef: string): Promise<void>;
}

export type { PaymentMethodName };

/**
 * Who keeps a card saved on the setup page (the billing module). `cardSaved` runs in the
 * transaction that stores the provider's event (once per event); `afterCardSaved` after it commits,
 * for what calls out (a past-due renewal is charged again at once on the new card).
 */
export interface CardSetupListener {
  cardSaved(manager: EntityManager, setup: CardSetupResult): Promise<void>;
  afterCardSaved(setup: CardSetupResult): Promise<void>;
}
