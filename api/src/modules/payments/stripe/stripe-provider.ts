import Stripe from 'stripe';
import { formatCents, orderShortId, toCents } from '@hometunnel/rules';
import type { StripeSettings } from '../payments.config';
import {
  BadSignatureError,
  type CardOnFileProvider,
  type NormalizedPaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
  type RawWebhook,
  type VerifiedDelivery,
} from '../payment-provider';
import { cardSetupEventId } from '../payment-events.service';
import { returnUrls } from '../return-urls';
import { idOf, StripeCards } from './stripe-cards';

export interface StripeProviderOptions {
  settings: StripeSettings;
  publicUrl: string;
  brandName: string;
  /** A refund's charge names the PaymentIntent; the order that holds it. */
  orderIdByCaptureRef(captureRef: string): Promise<string | null>;
}

/** The official SDK, pointed at STRIPE_API_URL (a local fake) through host/port/protocol when set. */
export function stripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const https = url?.protocol === 'https:';
  return new Stripe(settings.secretKey, {
    ...(url && {
      host: url.hostname,
      port: Number(url.port || (https ? 443 : 80)),
      protocol: https ? 'https' : 'http',
    }),
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
}

/** Stripe takes a Checkout Session's `expires_at` 30 minutes to 24 hours after it creates the session. */
const SESSION_MIN_SECONDS = 30 * 60;
const SESSION_MAX_SECONDS = 24 * 60 * 60;
/** Room for the request's way to Stripe and for the two clocks' difference. */
const SLACK_SECONDS = 60;

/**
 * When an order's Checkout Session stops taking money: when its reservation ends, moved into the
 * window Stripe accepts (with a minute's slack at each end; the default 30-minute reservation ends
 * just before it opens, so its session ends a minute or two later: the expiry pass then expires the
 * session, and a payment that still gets in is flagged for review). `now` is the order's placing
 * time, not the clock, so a retried start sends the same parameters under its idempotency key
 * (Stripe refuses a replay whose parameters differ). Undefined without a reservation (a plan
 * alone): Stripe's default, 24 hours.
 */
export function sessionExpiresAt(
  reservedUntil: Date | null | undefined,
  now = new Date(),
): number | undefined {
  if (!reservedUntil) return undefined;
  const nowSeconds = now.getTime() / 1000;
  const earliest = Math.ceil((nowSeconds + SESSION_MIN_SECONDS + SLACK_SECONDS) / 60) * 60;
  const latest = Math.floor((nowSeconds + SESSION_MAX_SECONDS - SLACK_SECONDS) / 60) * 60;
  return Math.min(latest, Math.max(earliest, Math.ceil(reservedUntil.getTime() / 1000)));
}

/**
 * Card payments through a Stripe Checkout Session: a hosted page, so no Stripe script on ours.
 * A plan bought by a signed-in buyer saves the card for its renewals (stripe-cards.ts).
 */
export class StripeProvider implements PaymentProvider, CardOnFileProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly cards: StripeCards;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = stripeClient(options.settings);
    this.cards = new StripeCards(this.stripe, options.publicUrl);
  }

  chargeSavedCard(input: Parameters<StripeCards['chargeSavedCard']>[0]) {
    return this.cards.chargeSavedCard(input);
  }

  startCardSetup(input: Parameters<StripeCards['startCardSetup']>[0]) {
    return this.cards.startCardSetup(input);
  }

  confirmCardSetup(setupRef: string) {
    return this.cards.confirmCardSetup(setupRef);
  }

  async start(order: PaymentOrder) {
    const urls = returnUrls(this.options.publicUrl, order, 'stripe');
    const save = order.saveCardFor;
    const customer = save
      ? await this.cards.customerFor(save.userId, save.customerRef, order.customerEmail)
      : null;
    const expiresAt = sessionExpiresAt(order.reservedUntil, order.createdAt);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: toCents(order.totalAmount),
              product_data: { name: `${this.options.brandName} order #${orderShortId(order.id)}` },
            },
          },
        ],
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        payment_intent_data: {
          metadata: { orderId: order.id },
          ...(customer && { setup_future_usage: 'off_session' as const }),
        },
        // Stripe takes one of the two: the customer already has the email.
        ...(customer ? { customer } : { customer_email: order.customerEmail }),
        success_url: urls.success,
        cancel_url: urls.cancel,
        // No payment once the reservation is over (its unit goes back to stock).
        ...(expiresAt !== undefined && { expires_at: expiresAt }),
      },
      // A retried start answers the same session, never a second one.
      { idempotencyKey: `checkout-session:${order.id}` },
    );
    return { paymentUrl: session.url, paymentRef: session.id };
  }

  /** The order ended unpaid (its reservation expired): its session takes no payment from now on. */
  async expire(paymentRef: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(paymentRef);
  }

  async refund(order: PaymentOrder, amountCents: number, reason: string) {
    if (!order.captureRef) throw new Error(`order ${order.id} has no PaymentIntent to refund`);
    await this.stripe.refunds.create(
      {
        payment_intent: order.captureRef,
        amount: amountCents,
        metadata: { orderId: order.id, reason: reason.slice(0, 500) },
      },
      // A double click (or a retry) before Stripe's callback refunds once.
      { idempotencyKey: `refund:${order.id}:${order.refundedAmount}:${formatCents(amountCents)}` },
    );
    // The order follows charge.refunded.
    return null;
  }

  async verify(webhook: RawWebhook): Promise<VerifiedDelivery> {
    const signature = webhook.header('stripe-signature');
    if (!signature) throw new BadSignatureError('missing Stripe-Signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        webhook.body,
        signature,
        this.options.settings.webhookSecret,
      );
    } catch (error) {
      throw new BadSignatureError(error instanceof Error ? error.message : 'bad signature');
    }
    if (event.type === 'checkout.session.completed' && event.data.object.mode === 'setup') {
      const cardSetup = await this.cards.cardSetupOf(event.data.object);
      return cardSetup
        ? {
            eventId: cardSetupEventId(event.data.object.id),
            type: event.type,
            payload: event,
            event: null,
            cardSetup,
          }
        : { eventId: event.id, type: event.type, payload: event, event: null };
    }
    return { eventId: event.id, type: event.type, payload: event, event: await this.normalize(event) };
  }

  /** The buyer is back: the session's own word, in case it beats the webhook. */
  async confirmReturn(order: PaymentOrder): Promise<VerifiedDelivery | null> {
    if (!order.paymentRef) return null;
    const session = await this.stripe.checkout.sessions.retrieve(order.paymentRef);
    if (session.payment_status !== 'paid') return null;
    return {
      eventId: `return:${session.id}`,
      type: 'checkout.session.retrieved',
      payload: session,
      event: await this.paidEvent(`return:${session.id}`, session),
    };
  }

  private async normalize(event: Stripe.Event): Promise<NormalizedPaymentEvent | null> {
    switch (event.type) {
      case 'checkout.session.completed':
        // An async method (e.g. SEPA debit) completes unpaid: async_payment_succeeded follows.
        return event.data.object.payment_status === 'paid'
          ? this.paidEvent(event.id, event.data.object)
          : null;
      case 'checkout.session.async_payment_succeeded':
        return this.paidEvent(event.id, event.data.object);
      case 'checkout.session.async_payment_failed':
        return this.sessionEvent(event.id, event.data.object, 'failed');
      case 'checkout.session.expired':
        return this.sessionEvent(event.id, event.data.object, 'expired');
      case 'charge.refunded':
        return this.refundEvent(event.id, event.data.object);
      default:
        return null;
    }
  }

  /** A paid session; one that saved the card for renewals (it has our customer) says which card. */
  private async paidEvent(eventId: string, session: Stripe.Checkout.Session) {
    const event = this.sessionEvent(eventId, session, 'paid');
    if (!event || !session.customer) return event;
    const savedCard = await this.cards.savedCardOf(event.providerRef);
    return savedCard ? { ...event, savedCard } : event;
  }

  private sessionEvent(
    eventId: string,
    session: Stripe.Checkout.Session,
    type: 'paid' | 'failed' | 'expired',
  ): NormalizedPaymentEvent | null {
    const orderId = session.metadata?.orderId ?? session.client_reference_id;
    if (!orderId) return null;
    return {
      provider: 'stripe',
      eventId,
      orderId,
      type,
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? '',
      providerRef: idOf(session.payment_intent),
    };
  }

  private async refundEvent(eventId: string, charge: Stripe.Charge): Promise<NormalizedPaymentEvent | null> {
    const paymentIntent = idOf(charge.payment_intent);
    const orderId =
      charge.metadata?.orderId ||
      (paymentIntent ? await this.options.orderIdByCaptureRef(paymentIntent) : null);
    if (!orderId) return null;
    return {
      provider: 'stripe',
      eventId,
      orderId,
      type: 'refunded',
      amountCents: charge.amount_refunded,
      refundedTotalCents: charge.amount_refunded,
      currency: charge.currency,
      providerRef: paymentIntent,
    };
  }
}
