import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** The Checkout Session fields the shop reads. */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A small stateful stand-in for the Stripe API endpoints the shop calls (Checkout Sessions create
 * and retrieve, refunds create), for the official SDK pointed at it with STRIPE_API_URL. It also
 * writes the webhooks Stripe would send, signed as Stripe signs them.
 */
export class StripeFake {
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  private readonly byIdempotencyKey = new Map<string, unknown>();
  private server: Server | undefined;
  url = '';

  constructor(readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ([status, body]) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
          res.end(JSON.stringify(body));
        },
        (error: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'api_error', message: error.message } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The session made for an order (by metadata.orderId). */
  sessionFor(orderId: string): FakeSession {
    const session = [...this.sessions.values()].find((s) => s.metadata.orderId === orderId);
    if (!session) throw new Error(`no session for order ${orderId}`);
    return session;
  }

  /** The buyer paid on the hosted page: the session completes with a PaymentIntent. */
  pay(session: FakeSession): FakeSession {
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= id('pi');
    return session;
  }

  /** A webhook body as Stripe sends it, and its Stripe-Signature header. */
  webhook(type: string, object: object, eventId = id('evt')): { body: string; signature: string } {
    const body = JSON.stringify(
      {
        id: eventId,
        object: 'event',
        api_version: '2026-10-28',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      },
      null,
      2,
    );
    return { body, signature: this.sign(body) };
  }

  sign(body: string, secret = this.webhookSecret): string {
    return Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  }

  /** The charge of a PaymentIntent after its refunds, as charge.refunded carries it. */
  charge(paymentIntent: string, amount: number): object {
    const refunded = this.refunds
      .filter((refund) => refund.payment_intent === paymentIntent)
      .reduce((sum, refund) => sum + refund.amount, 0);
    return {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: refunded,
      currency: 'eur',
      payment_intent: paymentIntent,
      refunded: refunded >= amount,
      metadata: {},
    };
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const url = new URL(req.url ?? '/', this.url);
    const key = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key });
    if (!String(req.headers.authorization).startsWith('Bearer sk_'))
      return [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
    if (key && this.byIdempotencyKey.has(key)) return [200, this.byIdempotencyKey.get(key)];
    const form = new URLSearchParams(await readBody(req));
    let answer: [number, unknown];
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions')
      answer = [200, this.createSession(form)];
    else if (req.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions/')) {
      const session = this.sessions.get(decodeURIComponent(url.pathname.split('/').pop()!));
      answer = session
        ? [200, session]
        : [404, { error: { type: 'invalid_request_error', message: 'No such session' } }];
    } else if (req.method === 'POST' && url.pathname === '/v1/refunds') answer = this.createRefund(form);
    else
      answer = [
        404,
        { error: { type: 'invalid_request_error', message: `Unrecognized request URL ${url.pathname}` } },
      ];
    if (key && answer[0] === 200) this.byIdempotencyKey.set(key, answer[1]);
    return answer;
  }

  private createSession(form: URLSearchParams): FakeSession {
    const sessionId = id('cs_test');
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total:
        Number(form.get('line_items[0][price_data][unit_amount]')) *
        Number(form.get('line_items[0][quantity]') ?? 1),
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      client_reference_id: form.get('client_reference_id'),
      metadata: { orderId: form.get('metadata[orderId]') ?? '' },
      payment_intent: null,
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      customer_email: form.get('customer_email'),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  private createRefund(form: URLSearchParams): [number, unknown] {
    const paymentIntent = form.get('payment_intent') ?? '';
    const session = [...this.sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session)
      return [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
    const amount = Number(form.get('amount') ?? session.amount_total);
    const refunded = this.refunds
      .filter((r) => r.payment_intent === paymentIntent)
      .reduce((s, r) => s + r.amount, 0);
    if (amount + refunded > session.amount_total)
      return [
        400,
        { error: { type: 'invalid_request_error', message: 'Refund amount is greater than charge' } },
      ];
    const refund: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      payment_intent: paymentIntent,
      status: 'succeeded',
      metadata: { orderId: form.get('metadata[orderId]') ?? '' },
    };
    this.refunds.push(refund);
    return [200, refund];
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
