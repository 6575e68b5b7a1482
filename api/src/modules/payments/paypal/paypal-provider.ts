import { formatCents, orderShortId, toCents } from '@hometunnel/rules';
import type { PayPalSettings } from '../payments.config';
import {
  BadSignatureError,
  type NormalizedPaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
  type RawWebhook,
  type VerifiedDelivery,
} from '../payment-provider';
import { returnUrls } from '../return-urls';
import { PayPalApiError, PayPalClient } from './paypal-client';

export interface PayPalProviderOptions {
  settings: PayPalSettings;
  publicUrl: string;
  brandName: string;
  orderIdByCaptureRef(captureRef: string): Promise<string | null>;
}

interface Money {
  currency_code: string;
  value: string;
}
interface Capture {
  id: string;
  status: string;
  amount: Money;
  custom_id?: string;
}
interface Refund {
  id: string;
  amount: Money;
  custom_id?: string;
  links?: { rel: string; href: string }[];
  seller_payable_breakdown?: { total_refunded_amount?: Money };
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: { custom_id?: string; payments?: { captures?: Capture[] } }[];
}
interface WebhookBody {
  id: string;
  event_type: string;
  resource: Capture & Refund;
}

const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** PayPal through the Orders v2 REST API: create, approve on PayPal, capture on the buyer's return. */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  private readonly client: PayPalClient;

  constructor(private readonly options: PayPalProviderOptions) {
    this.client = new PayPalClient(options.settings);
  }

  async start(order: PaymentOrder) {
    const urls = returnUrls(this.options.publicUrl, order, 'paypal');
    const created = await this.client.request<PayPalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.id,
            custom_id: order.id,
            description: `${this.options.brandName} order #${orderShortId(order.id)}`,
            amount: { currency_code: 'EUR', value: order.totalAmount },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: this.options.brandName,
              user_action: 'PAY_NOW',
              return_url: urls.success,
              cancel_url: urls.cancel,
            },
          },
        },
      },
      `order:${order.id}`,
    );
    const approve = created.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
    return { paymentUrl: approve?.href ?? null, paymentRef: created.id };
  }

  async refund(order: PaymentOrder, amountCents: number, reason: string) {
    if (!order.captureRef) throw new Error(`order ${order.id} has no PayPal capture to refund`);
    await this.client.request(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(order.captureRef)}/refund`,
      {
        amount: { currency_code: 'EUR', value: formatCents(amountCents) },
        custom_id: order.id,
        note_to_payer: reason.slice(0, 255),
      },
      // A double click (or a retry) before PayPal's callback refunds once.
      `refund:${order.id}:${order.refundedAmount}:${formatCents(amountCents)}`,
    );
    // The order follows PAYMENT.CAPTURE.REFUNDED.
    return null;
  }

  /** PayPal's own verify-webhook-signature call, with the transmission headers and our webhook id. */
  async verify(webhook: RawWebhook): Promise<VerifiedDelivery> {
    const headers = Object.fromEntries(
      Object.entries(TRANSMISSION_HEADERS).map(([field, header]) => [field, webhook.header(header)]),
    );
    if (Object.values(headers).some((value) => !value)) throw new BadSignatureError('missing PayPal headers');
    let body: WebhookBody;
    try {
      body = JSON.parse(webhook.body.toString('utf8')) as WebhookBody;
    } catch {
      throw new BadSignatureError('not JSON');
    }
    const answer = await this.client.request<{ verification_status: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      { ...headers, webhook_id: this.options.settings.webhookId, webhook_event: body },
    );
    if (answer.verification_status !== 'SUCCESS') throw new BadSignatureError('PayPal says FAILURE');
    return { eventId: body.id, type: body.event_type, payload: body, event: await this.normalize(body) };
  }

  /** The buyer approved on PayPal and is back (`token` is PayPal's order id): capture now. */
  async confirmReturn(order: PaymentOrder, query: Record<string, string>): Promise<VerifiedDelivery | null> {
    if (!order.paymentRef || query.token !== order.paymentRef) return null;
    let captured: PayPalOrder;
    try {
      captured = await this.client.request<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(order.paymentRef)}/capture`,
        {},
        `capture:${order.id}`,
      );
    } catch (error) {
      // Already captured (a second tab, a reload): read the order instead.
      if (!(error instanceof PayPalApiError) || error.status !== 422) throw error;
      captured = await this.client.request<PayPalOrder>(
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(order.paymentRef)}`,
      );
    }
    const capture = captured.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) return null;
    const type = capture.status === 'COMPLETED' ? 'paid' : capture.status === 'DECLINED' ? 'failed' : null;
    const eventId = `capture:${capture.id}:${capture.status}`;
    return {
      eventId,
      type: `capture.${capture.status}`,
      payload: captured,
      event:
        type && this.captureEvent(eventId, { ...capture, custom_id: capture.custom_id ?? order.id }, type),
    };
  }

  private async normalize(body: WebhookBody): Promise<NormalizedPaymentEvent | null> {
    switch (body.event_type) {
      case 'PAYMENT.CAPTURE.COMPLETED':
        return this.captureEvent(body.id, body.resource, 'paid');
      case 'PAYMENT.CAPTURE.DENIED':
        return this.captureEvent(body.id, body.resource, 'failed');
      case 'PAYMENT.CAPTURE.REFUNDED':
        return this.refundEvent(body.id, body.resource);
      default:
        return null;
    }
  }

  private captureEvent(
    eventId: string,
    capture: Capture,
    type: 'paid' | 'failed',
  ): NormalizedPaymentEvent | null {
    if (!capture.custom_id) return null;
    return {
      provider: 'paypal',
      eventId,
      orderId: capture.custom_id,
      type,
      amountCents: toCents(capture.amount.value),
      currency: capture.amount.currency_code,
      providerRef: capture.id,
    };
  }

  private async refundEvent(eventId: string, refund: Refund): Promise<NormalizedPaymentEvent | null> {
    const captureId =
      refund.links
        ?.find((link) => link.rel === 'up')
        ?.href.split('/')
        .pop() ?? null;
    const orderId =
      refund.custom_id || (captureId ? await this.options.orderIdByCaptureRef(captureId) : null);
    if (!orderId) return null;
    const total = refund.seller_payable_breakdown?.total_refunded_amount;
    return {
      provider: 'paypal',
      eventId,
      orderId,
      type: 'refunded',
      amountCents: toCents(refund.amount.value),
      currency: refund.amount.currency_code,
      providerRef: captureId,
      ...(total ? { refundedTotalCents: toCents(total.value) } : {}),
    };
  }
}
