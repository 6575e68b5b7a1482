import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { toCents } from '@hometunnel/rules';
import {
  BadSignatureError,
  type CardOnFileProvider,
  type CardSetupResult,
  type NormalizedPaymentEvent,
  type OffSessionCharge,
  type PaymentOrder,
  type PaymentProvider,
  type RawWebhook,
  type SavedCard,
  type VerifiedDelivery,
} from '../payment-provider';
import { cardSetupEventId } from '../payment-events.service';
import { demoCard, demoCustomer, type DemoCardEnding, type DemoSetup } from './demo-cards';

export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';

/** The demo page's buttons: pay (saving a card that declines renewals, when the order saves one) or decline. */
export type DemoAction = 'pay' | 'pay_declining' | 'decline';

type DemoEventBody =
  | {
      id: string;
      type: 'demo.paid' | 'demo.declined' | 'demo.refunded';
      orderId: string;
      amountCents: number;
      currency: string;
      refundedTotalCents?: number;
      reason?: string;
      savedCard?: SavedCard;
    }
  | { id: string; type: 'demo.card_setup'; subscriptionId: string; card: SavedCard };

/**
 * A provider of our own for development and the browser tests: a page that says it is a demo and
 * pays or declines. Its events are signed with an HMAC of a server secret and verified like any
 * provider's, then take the same pipeline; `npm start` refuses it unless PAYMENTS_DEMO=1.
 * Standing in for Stripe, it keeps demo cards for renewals (demo-cards.ts): no money moves.
 */
export class DemoProvider implements PaymentProvider, CardOnFileProvider {
  readonly name = 'demo' as const;

  constructor(
    private readonly publicUrl: string,
    private readonly secret: string,
  ) {}

  async start(order: PaymentOrder) {
    // The attempt remembers the customer a plan's card is saved for: the page offers that card.
    const save = order.saveCardFor;
    const customer = save ? `:${demoCustomer(save.userId, save.customerRef)}` : '';
    return {
      paymentUrl: `${this.publicUrl}/api/payments/demo/${order.id}`,
      paymentRef: `demo:${order.id}${customer}`,
    };
  }

  /** The demo customer a card is saved for when this order is paid, or null. */
  savesCardFor(order: Pick<PaymentOrder, 'id' | 'paymentRef'>): string | null {
    const prefix = `demo:${order.id}:`;
    return order.paymentRef?.startsWith(prefix) ? order.paymentRef.slice(prefix.length) : null;
  }

  /** Off-session charges of demo cards, answered as Stripe's test cards would (by the card's end). */
  async chargeSavedCard(input: { card: SavedCard; idempotencyKey: string }): Promise<OffSessionCharge> {
    // The key names the charge: a replay answers the same ref, as Stripe's idempotency does.
    const chargeRef = `demo_pi_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    if (input.card.paymentMethodRef === 'demo_pm_0341')
      return { outcome: 'declined', message: 'Your card was declined.', chargeRef };
    if (input.card.paymentMethodRef === 'demo_pm_3155')
      return {
        outcome: 'authentication_required',
        message: 'Your bank asks you to confirm this payment.',
        chargeRef,
      };
    return { outcome: 'succeeded', chargeRef };
  }

  /** Our own setup page, its link signed for this subscription, customer and attempt. */
  async startCardSetup(input: { subscriptionId: string; userId: string; customerRef: string | null }) {
    const setup: DemoSetup = {
      subscriptionId: input.subscriptionId,
      customer: demoCustomer(input.userId, input.customerRef),
      setupRef: `demo_seti_${randomBytes(12).toString('hex')}`,
    };
    const query = new URLSearchParams({
      customer: setup.customer,
      setup: setup.setupRef,
      token: this.setupToken(setup),
    });
    return {
      url: `${this.publicUrl}/api/payments/demo/setup/${encodeURIComponent(setup.subscriptionId)}?${query}`,
      setupRef: setup.setupRef,
    };
  }

  /** The setup page's button already delivered its event: nothing to confirm. */
  async confirmCardSetup(): Promise<CardSetupResult | null> {
    return null;
  }

  /** The token binding a setup page to its subscription, customer and attempt. */
  setupToken(setup: DemoSetup): string {
    return this.sign(`setup:${setup.subscriptionId}:${setup.customer}:${setup.setupRef}`);
  }

  /** True when the token is the one this setup's page was given. */
  validSetupToken(setup: DemoSetup, token: unknown): boolean {
    return typeof token === 'string' && equalText(token, this.setupToken(setup));
  }

  /** The signed event the setup page's button sends: one per page, whichever button. */
  setupEvent(setup: DemoSetup, ending: DemoCardEnding): RawWebhook {
    return this.signed({
      id: cardSetupEventId(setup.setupRef),
      type: 'demo.card_setup',
      subscriptionId: setup.subscriptionId,
      card: demoCard(setup.customer, ending),
    });
  }

  /** No provider to call: the refund is recorded at once, as a signed event of ours. */
  async refund(order: PaymentOrder, amountCents: number, reason: string): Promise<NormalizedPaymentEvent> {
    return {
      provider: 'demo',
      eventId: `refund:${order.id}:${Date.now()}`,
      orderId: order.id,
      type: 'refunded',
      amountCents,
      currency: 'EUR',
      providerRef: order.captureRef,
      reason,
    };
  }

  /** The demo page's form token for an order: only our page can press its buttons. */
  pageToken(orderId: string): string {
    return this.sign(`page:${orderId}`);
  }

  /** The signed webhook the demo page's button sends through the event pipeline. */
  buttonEvent(order: PaymentOrder, action: DemoAction): RawWebhook {
    const paid = action !== 'decline';
    const customer = paid ? this.savesCardFor(order) : null;
    return this.signed({
      // One event per order and outcome: pressing Pay twice (either Pay) is one delivery.
      id: `${paid ? 'pay' : 'decline'}:${order.id}`,
      type: paid ? 'demo.paid' : 'demo.declined',
      orderId: order.id,
      amountCents: toCents(order.totalAmount),
      currency: 'EUR',
      ...(customer && { savedCard: demoCard(customer, action === 'pay_declining' ? '0341' : '4242') }),
    });
  }

  async verify(webhook: RawWebhook): Promise<VerifiedDelivery> {
    if (!equalText(webhook.header(DEMO_SIGNATURE_HEADER) ?? '', this.sign(webhook.body.toString('utf8'))))
      throw new BadSignatureError('bad demo signature');
    const body = JSON.parse(webhook.body.toString('utf8')) as DemoEventBody;
    if (body.type === 'demo.card_setup')
      return {
        eventId: body.id,
        type: body.type,
        payload: body,
        event: null,
        cardSetup: { subscriptionId: body.subscriptionId, card: body.card },
      };
    const type = body.type === 'demo.paid' ? 'paid' : body.type === 'demo.declined' ? 'failed' : null;
    return {
      eventId: body.id,
      type: body.type,
      payload: body,
      event: type && {
        provider: 'demo',
        eventId: body.id,
        orderId: body.orderId,
        type,
        amountCents: body.amountCents,
        currency: body.currency,
        providerRef: `demo:${body.orderId}`,
        ...(body.savedCard && { savedCard: body.savedCard }),
      },
    };
  }

  private signed(body: DemoEventBody): RawWebhook {
    const raw = Buffer.from(JSON.stringify(body));
    const signature = this.sign(raw.toString('utf8'));
    return {
      body: raw,
      header: (name) => (name.toLowerCase() === DEMO_SIGNATURE_HEADER ? signature : undefined),
    };
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }
}

function equalText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
