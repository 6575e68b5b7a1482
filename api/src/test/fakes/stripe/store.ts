import {
  expandsOf,
  fakeId,
  hashOf,
  invalid,
  missing,
  now,
  TEST_CARDS,
  type Answer,
  type FakeCustomer,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type FakeRefund,
  type FakeSession,
  type FakeSetupIntent,
  type Params,
  type TestCard,
} from './objects';

/** A card's expiry when a test does not choose one: any future date works in Stripe's test mode. */
export interface CardChoice {
  card?: TestCard;
  expMonth?: number;
  expYear?: number;
}

/** The window Stripe accepts for a Checkout Session's `expires_at`, in seconds after its creation. */
const SESSION_MIN = 30 * 60;
const SESSION_MAX = 24 * 60 * 60;

/** The fake's objects and what Stripe does with them (no HTTP here: see stripe-fake.ts). */
export class StripeStore {
  readonly sessions = new Map<string, FakeSession>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  readonly refunds: FakeRefund[] = [];
  /** payment_intent_data[setup_future_usage] of a payment session, applied to its PaymentIntent. */
  private readonly futureUsage = new Map<string, 'off_session' | 'on_session'>();

  createCustomer(params: Params): Answer {
    const customer: FakeCustomer = {
      id: fakeId('cus'),
      object: 'customer',
      email: params.get('email'),
      metadata: hashOf(params, 'metadata'),
      created: now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return [200, customer];
  }

  createSession(params: Params): Answer {
    const mode = params.get('mode') ?? 'payment';
    if (mode !== 'payment' && mode !== 'setup') return invalid(`Invalid mode: ${mode}`, 'mode');
    const customer = params.get('customer');
    const customerEmail = params.get('customer_email');
    if (customer && customerEmail)
      return invalid('You may only specify one of these parameters: customer, customer_email.', 'customer');
    if (customer && !this.customers.has(customer)) return missing('customer', customer, 'customer');
    const usage = params.get('payment_intent_data[setup_future_usage]');
    if (usage && !customer && mode === 'payment')
      // Stripe makes a guest customer in this case; the shop always passes its own.
      return invalid('setup_future_usage requires a customer in this fake.', 'customer');
    const created = now();
    const expiresAt = params.has('expires_at') ? Number(params.get('expires_at')) : created + SESSION_MAX;
    if (
      !Number.isInteger(expiresAt) ||
      expiresAt < created + SESSION_MIN ||
      expiresAt > created + SESSION_MAX
    )
      return invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session is created.',
        'expires_at',
      );
    const id = fakeId('cs_test');
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      amount_total: null,
      currency: params.get('currency'),
      client_reference_id: params.get('client_reference_id'),
      customer,
      customer_email: customerEmail,
      metadata: hashOf(params, 'metadata'),
      payment_intent: null,
      setup_intent: null,
      success_url: params.get('success_url') ?? '',
      cancel_url: params.get('cancel_url') ?? '',
      created,
      expires_at: expiresAt,
    };
    if (mode === 'payment') {
      session.amount_total =
        Number(params.get('line_items[0][price_data][unit_amount]')) *
        Number(params.get('line_items[0][quantity]') ?? 1);
      session.currency = params.get('line_items[0][price_data][currency]') ?? session.currency;
      if (usage === 'off_session' || usage === 'on_session') this.futureUsage.set(id, usage);
    } else {
      if (!session.currency && !params.get('payment_method_types[0]'))
        return invalid('currency is required in setup mode without payment_method_types.', 'currency');
      const setupIntent: FakeSetupIntent = {
        id: fakeId('seti'),
        object: 'setup_intent',
        customer,
        payment_method: null,
        status: 'requires_payment_method',
        usage: 'off_session',
        metadata: hashOf(params, 'setup_intent_data[metadata]'),
        created: now(),
        livemode: false,
      };
      this.setupIntents.set(setupIntent.id, setupIntent);
      session.setup_intent = setupIntent.id;
    }
    this.sessions.set(id, session);
    return [200, session];
  }

  /** A card as the customer typed it on a Stripe page, attached to a customer when given. */
  paymentMethod(customer: string | null, choice: CardChoice = {}): FakePaymentMethod {
    const last4 = choice.card ?? '4242';
    const method: FakePaymentMethod = {
      id: fakeId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: TEST_CARDS[last4].brand,
        last4,
        exp_month: choice.expMonth ?? 12,
        exp_year: choice.expYear ?? new Date().getUTCFullYear() + 3,
        funding: 'credit',
        country: 'US',
      },
      created: now(),
      livemode: false,
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  /** The buyer paid on the hosted page; a session that saves the card attaches it to the customer. */
  pay(session: FakeSession, choice: CardChoice = {}): FakeSession {
    if (session.mode !== 'payment') throw new Error(`${session.id} is a ${session.mode} session`);
    if (session.status === 'complete') return session;
    if (session.status === 'expired' || session.expires_at <= now())
      throw new Error(`${session.id} has expired: Stripe's page takes no payment`);
    if (TEST_CARDS[choice.card ?? '4242'].charge === 'declines')
      throw new Error('Stripe declines this card on the payment page: save it with a setup session');
    const usage = this.futureUsage.get(session.id) ?? null;
    const method = this.paymentMethod(usage ? session.customer : null, choice);
    const intent = this.newIntent(
      session.amount_total ?? 0,
      session.currency ?? 'eur',
      session.customer,
      method,
    );
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: fakeId('ch'),
      setup_future_usage: usage,
      metadata: { orderId: session.metadata.orderId ?? '' },
    });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = intent.id;
    return session;
  }

  /** POST /v1/checkout/sessions/:id/expire: only an open session can be expired. */
  expireSession(id: string): Answer {
    const session = this.sessions.get(id);
    if (!session) return missing('checkout.session', id);
    if (session.status !== 'open')
      return invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
    session.status = 'expired';
    return [200, session];
  }

  /** The customer saved a card on a setup session's page. */
  completeSetup(session: FakeSession, choice: CardChoice = {}): FakeSession {
    if (session.mode !== 'setup' || !session.setup_intent)
      throw new Error(`${session.id} is not a setup session`);
    const setupIntent = this.setupIntents.get(session.setup_intent)!;
    setupIntent.payment_method = this.paymentMethod(session.customer, choice).id;
    setupIntent.status = 'succeeded';
    session.status = 'complete';
    return session;
  }

  /** POST /v1/payment_intents: with confirm and off_session, the saved card is charged at once. */
  createPaymentIntent(params: Params): Answer {
    const amount = Number(params.get('amount'));
    if (!Number.isInteger(amount) || amount < 50)
      return invalid('Amount must be at least €0.50 eur', 'amount');
    const customer = params.get('customer');
    if (customer && !this.customers.has(customer)) return missing('customer', customer, 'customer');
    const methodId = params.get('payment_method');
    const method = methodId ? this.paymentMethods.get(methodId) : undefined;
    if (methodId && !method) return missing('PaymentMethod', methodId, 'payment_method');
    if (method && method.customer !== customer)
      return invalid(
        `The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.`,
        'payment_method',
      );
    const intent = this.newIntent(amount, params.get('currency') ?? '', customer, method ?? null);
    intent.metadata = hashOf(params, 'metadata');
    if (params.get('confirm') !== 'true' || !method) {
      intent.status = method ? 'requires_confirmation' : 'requires_payment_method';
      return [200, intent];
    }
    const behaviour = TEST_CARDS[method.card.last4 as keyof typeof TEST_CARDS]?.charge ?? 'succeeds';
    if (behaviour === 'succeeds') {
      Object.assign(intent, { status: 'succeeded', amount_received: amount, latest_charge: fakeId('ch') });
      return [200, intent];
    }
    // An off-session confirmation that fails answers 402 with the failed PaymentIntent.
    const declined = behaviour === 'declines';
    const charge = fakeId('ch');
    const error = {
      type: 'card_error' as const,
      code: declined ? 'card_declined' : 'authentication_required',
      decline_code: declined ? 'generic_decline' : 'authentication_required',
      message: declined
        ? 'Your card was declined.'
        : 'Your card was declined. This transaction requires authentication.',
      charge,
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      latest_charge: charge,
      last_payment_error: error,
    });
    return [402, { error: { ...error, payment_intent: intent, payment_method: method } }];
  }

  retrieve(kind: 'payment_intents' | 'setup_intents', id: string, params: Params): Answer {
    const object = kind === 'payment_intents' ? this.paymentIntents.get(id) : this.setupIntents.get(id);
    if (!object) return missing(kind === 'payment_intents' ? 'payment_intent' : 'setup_intent', id);
    const expand = expandsOf(params);
    const methodId = typeof object.payment_method === 'string' ? object.payment_method : null;
    return [
      200,
      expand.includes('payment_method') && methodId
        ? { ...object, payment_method: this.paymentMethods.get(methodId) }
        : object,
    ];
  }

  createRefund(params: Params): Answer {
    const paymentIntent = params.get('payment_intent') ?? '';
    const intent = this.paymentIntents.get(paymentIntent);
    if (!intent || intent.status !== 'succeeded')
      return missing('payment_intent', paymentIntent, 'payment_intent');
    const amount = Number(params.get('amount') ?? intent.amount);
    if (amount + this.refundedOf(paymentIntent) > intent.amount)
      return invalid('Refund amount is greater than charge', 'amount');
    const refund: FakeRefund = {
      id: fakeId('re'),
      object: 'refund',
      amount,
      payment_intent: paymentIntent,
      status: 'succeeded',
      metadata: hashOf(params, 'metadata'),
    };
    this.refunds.push(refund);
    return [200, refund];
  }

  refundedOf(paymentIntent: string): number {
    return this.refunds
      .filter((refund) => refund.payment_intent === paymentIntent)
      .reduce((sum, refund) => sum + refund.amount, 0);
  }

  private newIntent(
    amount: number,
    currency: string,
    customer: string | null,
    method: FakePaymentMethod | null,
  ): FakePaymentIntent {
    const intent: FakePaymentIntent = {
      id: fakeId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      customer,
      payment_method: method?.id ?? null,
      status: 'requires_payment_method',
      setup_future_usage: null,
      metadata: {},
      latest_charge: null,
      last_payment_error: null,
      created: now(),
      livemode: false,
    };
    this.paymentIntents.set(intent.id, intent);
    return intent;
  }
}
