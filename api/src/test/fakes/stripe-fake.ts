import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestServer } from '../test-server';
import { fakeId as id, invalid, missing, type Answer, type FakeSession } from './stripe/objects';
import { StripeStore, type CardChoice } from './stripe/store';

export type { CardChoice } from './stripe/store';

/** A webhook as Stripe would send it: the body and its Stripe-Signature header. */
export interface StripeDelivery {
  body: string;
  signature: string;
}

/** Posts a webhook to the shop's Stripe endpoint, as Stripe does. */
export const deliverStripe = (server: TestServer, delivery: StripeDelivery) =>
  server.client().request('POST', '/api/payments/stripe/webhook', delivery.body, {
    'stripe-signature': delivery.signature,
  });
export type { FakePaymentIntent, FakePaymentMethod, FakeSession, TestCard } from './stripe/objects';

interface Replay {
  method: string;
  path: string;
  params: string;
  answer: Answer;
}

/**
 * A small stateful stand-in for the Stripe API endpoints the shop calls (customers, Checkout
 * Sessions in payment and setup mode and their expiry, PaymentIntents charged off-session,
 * SetupIntents, refunds), for the official SDK pointed at it with STRIPE_API_URL. It answers in
 * Stripe's shapes, with Stripe's test cards' behaviour (stripe/objects.ts), replays an idempotency
 * key's first answer as Stripe does, and writes the webhooks Stripe would send, signed as Stripe
 * signs them.
 */
export class StripeFake {
  readonly store = new StripeStore();
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  private readonly byIdempotencyKey = new Map<string, Replay>();
  private server: Server | undefined;
  url = '';

  constructor(readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`) {}

  /** The shop's settings that point its Stripe SDK at this fake. */
  settings(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_shop',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_URL: this.url,
    };
  }

  get sessions() {
    return this.store.sessions;
  }

  get refunds() {
    return this.store.refunds;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ([status, body, replayed]) => {
          res.writeHead(status, {
            'content-type': 'application/json',
            'request-id': id('req'),
            ...(replayed && { 'idempotent-replayed': 'true' }),
          });
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
    return this.findSession((s) => s.metadata.orderId === orderId, `order ${orderId}`);
  }

  /** The latest setup session made for a subscription (by metadata.subscriptionId). */
  setupSessionFor(subscriptionId: string): FakeSession {
    return this.findSession(
      (s) => s.mode === 'setup' && s.metadata.subscriptionId === subscriptionId,
      `subscription ${subscriptionId}`,
    );
  }

  /** The buyer paid on the hosted page with a test card (4242 unless chosen). */
  pay(session: FakeSession, choice?: CardChoice): FakeSession {
    return this.store.pay(session, choice);
  }

  /** The customer saved a test card on a setup session's page. */
  completeSetup(session: FakeSession, choice?: CardChoice): FakeSession {
    return this.store.completeSetup(session, choice);
  }

  /** PaymentIntents made with this customer, oldest first. */
  paymentIntentsOf(customer: string) {
    return [...this.store.paymentIntents.values()].filter((intent) => intent.customer === customer);
  }

  /** A webhook body as Stripe sends it, and its Stripe-Signature header. */
  webhook(type: string, object: object, eventId = id('evt')): StripeDelivery {
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
    const refunded = this.store.refundedOf(paymentIntent);
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

  private findSession(match: (session: FakeSession) => boolean, what: string): FakeSession {
    const session = [...this.sessions.values()].filter(match).at(-1);
    if (!session) throw new Error(`no session for ${what}`);
    return session;
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown, boolean?]> {
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? '';
    const key = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method, path: url.pathname, idempotencyKey: key });
    const text = method === 'GET' ? url.search.slice(1) : await readBody(req);
    if (!String(req.headers.authorization).startsWith('Bearer sk_'))
      return [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
    // From here on, no await: a key's check and its first answer happen in one turn, so two
    // requests with one key at once run once (Stripe answers the second 409 and the SDK retries).
    if (key && method === 'POST') {
      const first = this.byIdempotencyKey.get(key);
      if (first && (first.method !== method || first.path !== url.pathname || first.params !== text))
        return [
          400,
          {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        ];
      if (first) return [...first.answer, true];
    }
    const answer = this.route(method, url.pathname, new URLSearchParams(text));
    // Stripe keeps the first answer of an endpoint that ran, errors included; not a refused request.
    if (key && method === 'POST' && answer[0] !== 400 && answer[0] !== 401)
      this.byIdempotencyKey.set(key, { method, path: url.pathname, params: text, answer });
    return answer;
  }

  private route(method: string, path: string, params: URLSearchParams): Answer {
    const store = this.store;
    const checkout = /^\/v1\/checkout\/sessions(?:\/([^/]+)(\/expire)?)?$/.exec(path);
    if (checkout && method === 'POST' && checkout[2])
      return store.expireSession(decodeURIComponent(checkout[1]));
    if (checkout && method === 'POST' && !checkout[1]) return store.createSession(params);
    if (checkout && method === 'GET' && checkout[1] && !checkout[2]) {
      const session = store.sessions.get(decodeURIComponent(checkout[1]));
      return session ? [200, session] : missing('checkout.session', checkout[1]);
    }
    const [, version, resource, objectId, extra] = path.split('/');
    if (version !== 'v1' || extra !== undefined) return notFound(path);
    const idParam = objectId === undefined ? undefined : decodeURIComponent(objectId);
    if (method === 'POST' && idParam === undefined) {
      if (resource === 'customers') return store.createCustomer(params);
      if (resource === 'payment_intents') return store.createPaymentIntent(params);
      if (resource === 'refunds') return store.createRefund(params);
    }
    if (method === 'GET' && idParam !== undefined) {
      if (resource === 'payment_intents' || resource === 'setup_intents')
        return store.retrieve(resource, idParam, params);
      if (resource === 'customers') {
        const customer = store.customers.get(idParam);
        return customer ? [200, customer] : missing('customer', idParam);
      }
    }
    return notFound(path);
  }
}

function notFound(path: string): Answer {
  return invalid(`Unrecognized request URL (${path}).`, undefined, 404);
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
