import { createHmac, timingSafeEqual } from 'node:crypto';
import { toCents } from '@hometunnel/rules';
import {
  BadSignatureError,
  type NormalizedPaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
  type RawWebhook,
  type VerifiedDelivery,
} from '../payment-provider';

export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';

/** The demo page's two buttons. */
export type DemoAction = 'pay' | 'decline';

interface DemoEventBody {
  id: string;
  type: 'demo.paid' | 'demo.declined' | 'demo.refunded';
  orderId: string;
  amountCents: number;
  currency: string;
  refundedTotalCents?: number;
  reason?: string;
}

/**
 * A provider of our own for development and the browser tests: a page that says it is a demo and
 * pays or declines. Its events are signed with an HMAC of a server secret and verified like any
 * provider's, then take the same pipeline; `npm start` refuses it unless PAYMENTS_DEMO=1.
 */
export class DemoProvider implements PaymentProvider {
  readonly name = 'demo' as const;

  constructor(
    private readonly publicUrl: string,
    private readonly secret: string,
  ) {}

  async start(order: PaymentOrder) {
    return { paymentUrl: `${this.publicUrl}/api/payments/demo/${order.id}`, paymentRef: `demo:${order.id}` };
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
    const body: DemoEventBody = {
      // One event per order and outcome: pressing Pay twice is one delivery.
      id: `${action}:${order.id}`,
      type: action === 'pay' ? 'demo.paid' : 'demo.declined',
      orderId: order.id,
      amountCents: toCents(order.totalAmount),
      currency: 'EUR',
    };
    const raw = Buffer.from(JSON.stringify(body));
    const signature = this.sign(raw.toString('utf8'));
    return {
      body: raw,
      header: (name) => (name.toLowerCase() === DEMO_SIGNATURE_HEADER ? signature : undefined),
    };
  }

  async verify(webhook: RawWebhook): Promise<VerifiedDelivery> {
    const given = Buffer.from(webhook.header(DEMO_SIGNATURE_HEADER) ?? '');
    const expected = Buffer.from(this.sign(webhook.body.toString('utf8')));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new BadSignatureError('bad demo signature');
    const body = JSON.parse(webhook.body.toString('utf8')) as DemoEventBody;
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
      },
    };
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }
}
