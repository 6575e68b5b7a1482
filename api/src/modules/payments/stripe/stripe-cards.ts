import { createHash, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { CardOnFileProvider, CardSetupResult, OffSessionCharge, SavedCard } from '../payment-provider';

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Checkout Session ids as Stripe makes them; anything else is not worth a call. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * Cards kept for renewals with Stripe: a customer per account, the card saved by a plan's Checkout
 * (`setup_future_usage: off_session`) or a setup-mode Checkout (Update payment method), and the
 * renewal charged off-session as a confirmed PaymentIntent.
 */
export class StripeCards implements CardOnFileProvider {
  constructor(
    private readonly stripe: Stripe,
    private readonly publicUrl: string,
  ) {}

  /** The account's Stripe customer: the one the shop keeps, or a new one (once per account). */
  async customerFor(userId: string, customerRef: string | null, email: string): Promise<string> {
    if (customerRef) return customerRef;
    const params = { email, metadata: { userId } };
    try {
      return (await this.stripe.customers.create(params, { idempotencyKey: `customer:${userId}` })).id;
    } catch (error) {
      // The key is Stripe's for 24 hours: a changed email in that time would be refused for a day.
      if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
      const emailKey = createHash('sha256').update(email).digest('hex').slice(0, 16);
      return (
        await this.stripe.customers.create(params, { idempotencyKey: `customer:${userId}:${emailKey}` })
      ).id;
    }
  }

  /** The card a paid PaymentIntent saved for off-session use, if it saved one. */
  async savedCardOf(paymentIntentId: string | null): Promise<SavedCard | undefined> {
    if (!paymentIntentId) return undefined;
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] });
    if (intent.setup_future_usage !== 'off_session') return undefined;
    return savedCard(idOf(intent.customer), intent.payment_method);
  }

  async chargeSavedCard(input: {
    card: SavedCard;
    amountCents: number;
    orderId: string;
    subscriptionId: string;
    idempotencyKey: string;
  }): Promise<OffSessionCharge> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'eur',
          customer: input.card.customerRef,
          payment_method: input.card.paymentMethodRef,
          off_session: true,
          confirm: true,
          metadata: { orderId: input.orderId, subscriptionId: input.subscriptionId },
        },
        // Stripe replays the first answer to a reused key: a retried pass charges once.
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { outcome: 'succeeded', chargeRef: intent.id };
      if (intent.status === 'requires_action')
        return { outcome: 'authentication_required', message: AUTHENTICATION, chargeRef: intent.id };
      // 'processing' (not a card's way): nothing is decided; the pass asks again later.
      throw new Error(`PaymentIntent ${intent.id} is ${intent.status}`);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const chargeRef = error.payment_intent?.id ?? null;
        const authentication =
          error.code === 'authentication_required' || error.decline_code === 'authentication_required';
        return authentication
          ? { outcome: 'authentication_required', message: error.message || AUTHENTICATION, chargeRef }
          : { outcome: 'declined', message: error.message || DECLINED, chargeRef };
      }
      // The saved card or customer is gone at Stripe (deleted, detached): only a new card helps.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing' &&
        (error.param === 'payment_method' || error.param === 'customer')
      )
        return { outcome: 'declined', message: CARD_GONE, chargeRef: null };
      throw error;
    }
  }

  async startCardSetup(input: {
    subscriptionId: string;
    userId: string;
    customerRef: string | null;
    email: string;
  }): Promise<{ url: string; setupRef: string }> {
    const customer = await this.customerFor(input.userId, input.customerRef, input.email);
    const page = `${this.publicUrl}/account/subscriptions/${encodeURIComponent(input.subscriptionId)}`;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'setup',
        currency: 'eur',
        customer,
        metadata: { subscriptionId: input.subscriptionId },
        setup_intent_data: { metadata: { subscriptionId: input.subscriptionId } },
        success_url: `${page}?card=updated&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: page,
      },
      // Each press is a new page (a completed session cannot be used again); a retry is the same one.
      { idempotencyKey: `card-setup:${input.subscriptionId}:${randomUUID()}` },
    );
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    return { url: session.url, setupRef: session.id };
  }

  async confirmCardSetup(setupRef: string): Promise<CardSetupResult | null> {
    if (!SESSION_ID.test(setupRef)) return null;
    return this.cardSetupOf(await this.stripe.checkout.sessions.retrieve(setupRef));
  }

  /** What a completed setup-mode session saved, for the subscription it was made for. */
  async cardSetupOf(session: Stripe.Checkout.Session): Promise<CardSetupResult | null> {
    const subscriptionId = session.metadata?.subscriptionId;
    const setupIntentId = idOf(session.setup_intent);
    if (session.mode !== 'setup' || session.status !== 'complete' || !subscriptionId || !setupIntentId)
      return null;
    const intent = await this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    if (intent.status !== 'succeeded') return null;
    const card = savedCard(idOf(intent.customer) ?? idOf(session.customer), intent.payment_method);
    return card ? { subscriptionId, card } : null;
  }
}

const DECLINED = 'Your card was declined.';
const AUTHENTICATION = 'Your bank asks you to confirm this payment.';
const CARD_GONE = 'The saved card is no longer available.';

function savedCard(
  customer: string | null,
  method: string | Stripe.PaymentMethod | null,
): SavedCard | undefined {
  // Only an expanded card can be shown and charged again (a wallet's card is type 'card' too).
  if (!customer || !method || typeof method === 'string' || method.type !== 'card' || !method.card)
    return undefined;
  return {
    provider: 'stripe',
    customerRef: customer,
    paymentMethodRef: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}
