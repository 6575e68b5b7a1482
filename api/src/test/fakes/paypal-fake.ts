import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED';
  amount: { currency_code: string; value: string };
  custom_id: string;
}

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  capture?: FakeCapture;
}

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * A stand-in for the PayPal REST endpoints the shop calls: OAuth2 client credentials, Orders v2
 * create / capture / read, captures' refunds, and verify-webhook-signature, which answers SUCCESS
 * only for a transmission it signed itself (`webhook()`) with the shop's webhook id.
 */
export class PayPalFake {
  readonly orders = new Map<string, FakeOrder>();
  readonly refunds: { id: string; captureId: string; value: string; customId?: string }[] = [];
  tokensIssued = 0;
  /** The next capture is declined. */
  declineNext = false;
  private readonly signedTransmissions = new Map<string, string>();
  private readonly requestIds = new Map<string, unknown>();
  private server: Server | undefined;
  url = '';

  constructor(
    readonly clientId = 'paypal-client',
    readonly clientSecret = 'paypal-secret',
    readonly webhookId = 'WH-SHOP-1',
  ) {}

  /** The shop's settings that point it at this fake. */
  settings(): Record<string, string> {
    return {
      PAYPAL_CLIENT_ID: this.clientId,
      PAYPAL_CLIENT_SECRET: this.clientSecret,
      PAYPAL_WEBHOOK_ID: this.webhookId,
      PAYPAL_API_URL: this.url,
    };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void readBody(req).then((text) => {
        const [status, body] = this.handle(req, text);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  orderFor(shopOrderId: string): FakeOrder {
    const order = [...this.orders.values()].find((o) => o.customId === shopOrderId);
    if (!order) throw new Error(`no PayPal order for ${shopOrderId}`);
    return order;
  }

  /** The buyer approved on PayPal. */
  approve(order: FakeOrder): void {
    order.status = 'APPROVED';
  }

  /** A webhook and its transmission headers; `genuine: false` makes headers PayPal never sent. */
  webhook(eventType: string, resource: object, genuine = true) {
    const body = JSON.stringify({ id: id('WH-'), event_type: eventType, resource_type: 'capture', resource });
    const transmissionId = randomBytes(8).toString('hex');
    const signature = randomBytes(16).toString('base64');
    if (genuine) this.signedTransmissions.set(transmissionId, signature);
    return {
      body,
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.url}/certs/1`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': new Date().toISOString(),
      },
    };
  }

  /** A capture resource as PAYMENT.CAPTURE.* webhooks carry it. */
  captureResource(order: FakeOrder, overrides: Partial<FakeCapture> = {}): FakeCapture {
    const capture = order.capture ?? {
      id: id('CAP'),
      status: 'COMPLETED' as const,
      amount: order.amount,
      custom_id: order.customId,
    };
    order.capture = capture;
    order.status = 'COMPLETED';
    return { ...capture, ...overrides };
  }

  /** A refund resource as PAYMENT.CAPTURE.REFUNDED carries it (the running total included). */
  refundResource(captureId: string, value: string) {
    const total = this.refunds
      .filter((r) => r.captureId === captureId)
      .reduce((sum, r) => sum + Math.round(Number(r.value) * 100), 0);
    return {
      id: id('REF'),
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value },
      links: [{ rel: 'up', href: `${this.url}/v2/payments/captures/${captureId}` }],
      seller_payable_breakdown: {
        total_refunded_amount: { currency_code: 'EUR', value: (total / 100).toFixed(2) },
      },
    };
  }

  private handle(req: IncomingMessage, text: string): [number, unknown] {
    const path = new URL(req.url ?? '/', this.url).pathname;
    const auth = String(req.headers.authorization ?? '');
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (auth !== expected || text !== 'grant_type=client_credentials')
        return [401, { error: 'invalid_client' }];
      this.tokensIssued += 1;
      return [200, { access_token: `A21-${this.tokensIssued}`, token_type: 'Bearer', expires_in: 32400 }];
    }
    if (!/^Bearer A21-\d+$/.test(auth)) return [401, { error: 'invalid_token' }];
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    if (requestId && this.requestIds.has(requestId)) return [200, this.requestIds.get(requestId)];
    const body = text ? JSON.parse(text) : {};
    const answer = this.route(req.method ?? '', path, body);
    if (requestId && answer[0] < 300) this.requestIds.set(requestId, answer[1]);
    return answer;
  }

  private route(method: string, path: string, body: any): [number, unknown] {
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = body.purchase_units[0];
      const context = body.payment_source.paypal.experience_context;
      const order: FakeOrder = {
        id: id('PP'),
        status: 'CREATED',
        amount: unit.amount,
        customId: unit.custom_id,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
      };
      this.orders.set(order.id, order);
      return [
        200,
        {
          id: order.id,
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            { rel: 'payer-action', href: `https://www.sandbox.paypal.test/checkoutnow?token=${order.id}` },
          ],
        },
      ];
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const order = this.orders.get(orderMatch[1]);
      if (!order) return [404, { name: 'RESOURCE_NOT_FOUND' }];
      if (orderMatch[2]) {
        if (order.status === 'COMPLETED')
          return [422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] }];
        if (order.status !== 'APPROVED')
          return [422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] }];
        this.captureResource(order, this.declineNext ? { status: 'DECLINED' } : {});
        if (this.declineNext) order.capture!.status = 'DECLINED';
        this.declineNext = false;
      }
      return [200, this.orderJson(order)];
    }
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundMatch) {
      const refund = {
        id: id('REF'),
        captureId: refundMatch[1],
        value: body.amount.value,
        customId: body.custom_id,
      };
      this.refunds.push(refund);
      return [201, { id: refund.id, status: 'COMPLETED' }];
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const genuine =
        body.webhook_id === this.webhookId &&
        this.signedTransmissions.get(body.transmission_id) === body.transmission_sig &&
        typeof body.webhook_event?.id === 'string';
      return [200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' }];
    }
    return [404, { name: 'RESOURCE_NOT_FOUND' }];
  }

  private orderJson(order: FakeOrder) {
    return {
      id: order.id,
      status: order.status,
      purchase_units: [
        {
          custom_id: order.customId,
          amount: order.amount,
          payments: order.capture ? { captures: [order.capture] } : {},
        },
      ],
    };
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
