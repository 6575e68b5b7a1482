import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  deliverStripe,
  StripeFake,
  type CardChoice,
  type StripeDelivery,
} from '../../../test/fakes/stripe-fake';
import { startTestServer, uniqueEmail, type TestServer } from '../../../test/test-server';
import type { CardSetupResult, PaymentOrder, SavedCard } from '../payment-provider';
import { StripeProvider } from './stripe-provider';

let server: TestServer;
let stripe: StripeFake;
let provider: StripeProvider;
/** What the listener saw, and whether the event's row was visible inside its transaction. */
const saved: { setup: CardSetupResult; rowInTransaction: boolean }[] = [];
const afterSaved: CardSetupResult[] = [];

/** The setup session whose SetupIntent saved this payment method. */
const sessionSaving = (paymentMethod: string) =>
  [...stripe.sessions.values()].find(
    (s) => s.setup_intent && stripe.store.setupIntents.get(s.setup_intent)?.payment_method === paymentMethod,
  )?.id;

const providerFor = (secretKey: string, apiUrl: string) =>
  new StripeProvider({
    settings: { secretKey, webhookSecret: stripe.webhookSecret, apiUrl },
    publicUrl: 'https://shop.example',
    brandName: 'HomeTunnel',
    orderIdByCaptureRef: async () => null,
  });

beforeAll(async () => {
  stripe = await new StripeFake().start();
  server = await startTestServer({
    ...stripe.settings(),
    PUBLIC_URL: 'https://shop.example',
    PAYMENTS_DEMO: '0',
  });
  server.services.payments.setCardSetupListener({
    async cardSaved(manager: EntityManager, setup) {
      const rows: unknown[] = await manager.query(
        `SELECT 1 FROM "payment_events" WHERE "event_id" = $1 AND "order_id" IS NULL`,
        [`card-setup:${sessionSaving(setup.card.paymentMethodRef)}`],
      );
      saved.push({ setup, rowInTransaction: rows.length === 1 });
    },
    async afterCardSaved(setup) {
      afterSaved.push(setup);
    },
  });
  provider = providerFor('sk_test_shop', stripe.url);
});
afterAll(async () => {
  await server.close();
  await stripe.stop();
});

const deliver = (delivery: StripeDelivery) => deliverStripe(server, delivery);

const planOrder = (userId: string | null, email = uniqueEmail('card')): PaymentOrder => ({
  id: randomUUID(),
  totalAmount: '29.00',
  refundedAmount: '0.00',
  paymentMethod: 'stripe',
  customerEmail: email,
  paymentRef: null,
  captureRef: null,
  ...(userId && { saveCardFor: { userId, customerRef: null } }),
});

/** A card saved on a setup session for a new subscription, as the shop would keep it. */
async function cardSavedOnSetupPage(choice: CardChoice): Promise<CardSetupResult> {
  const subscriptionId = randomUUID();
  const { setupRef } = await provider.startCardSetup({
    subscriptionId,
    userId: randomUUID(),
    customerRef: null,
    email: uniqueEmail('setup'),
  });
  stripe.completeSetup(stripe.sessions.get(setupRef)!, choice);
  return (await provider.confirmCardSetup(setupRef))!;
}

/** A renewal's charge: its order and subscription stay the same for a key, as the billing pass asks. */
const renewal = { orderId: randomUUID(), subscriptionId: randomUUID() };
const charge = (
  card: SavedCard,
  idempotencyKey = `renewal:${randomUUID()}:1`,
  amountCents = 2900,
  via = provider,
) => via.chargeSavedCard({ card, amountCents, ...renewal, idempotencyKey });

describe('saved cards with Stripe', () => {
  it("a plan's Checkout saves the card for the account's customer; the paid event says which card", async () => {
    const userId = randomUUID();
    const email = uniqueEmail('card');
    const order = planOrder(userId, email);
    const started = await provider.start(order);
    const session = stripe.sessions.get(started.paymentRef!)!;
    expect(session).toMatchObject({ customer: expect.stringMatching(/^cus_/), customer_email: null });
    expect(stripe.store.customers.get(session.customer!)).toMatchObject({
      email: order.customerEmail,
      metadata: { userId },
    });
    // The account's second order before the shop kept the customer: the same customer.
    const again = await provider.start(planOrder(userId, email));
    expect(stripe.sessions.get(again.paymentRef!)!.customer).toBe(session.customer);
    // An email changed meanwhile is not refused for the key's 24 hours: a customer with that email.
    const changed = await provider.start(planOrder(userId, uniqueEmail('changed')));
    expect(stripe.sessions.get(changed.paymentRef!)!.customer).toMatch(/^cus_/);

    stripe.pay(session, { card: '4444', expMonth: 3, expYear: 2031 });
    const delivery = stripe.webhook('checkout.session.completed', session);
    const verified = await provider.verify({
      body: Buffer.from(delivery.body),
      header: (name) => (name === 'stripe-signature' ? delivery.signature : undefined),
    });
    const card = {
      provider: 'stripe',
      customerRef: session.customer,
      paymentMethodRef: stripe.store.paymentIntents.get(session.payment_intent!)!.payment_method as string,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
    };
    expect(card.paymentMethodRef).toMatch(/^pm_/);
    expect(verified.event).toMatchObject({
      type: 'paid',
      orderId: order.id,
      amountCents: 2900,
      savedCard: card,
    });
    const returned = await provider.confirmReturn({ ...order, paymentRef: session.id });
    expect(returned?.event?.savedCard).toEqual(card);
    // The saved card is charged off-session later.
    expect(await charge(verified.event!.savedCard!)).toMatchObject({ outcome: 'succeeded' });
  });

  it("a guest's order names the email, not a customer, and saves no card", async () => {
    const order = planOrder(null);
    const session = stripe.sessions.get((await provider.start(order)).paymentRef!)!;
    expect(session).toMatchObject({ customer: null, customer_email: order.customerEmail });
    stripe.pay(session);
    const returned = await provider.confirmReturn({ ...order, paymentRef: session.id });
    expect(returned?.event).toMatchObject({ type: 'paid', orderId: order.id });
    expect(returned?.event?.savedCard).toBeUndefined();
  });

  it('charges a saved card off-session: succeeded, declined, authentication required', async () => {
    const good = await cardSavedOnSetupPage({ card: '4242' });
    const key = `renewal:${randomUUID()}:1`;
    const orderId = randomUUID();
    const subscriptionId = randomUUID();
    const paid = await provider.chargeSavedCard({
      card: good.card,
      amountCents: 1900,
      orderId,
      subscriptionId,
      idempotencyKey: key,
    });
    expect(paid).toEqual({ outcome: 'succeeded', chargeRef: expect.stringMatching(/^pi_/) });
    const intent = stripe.store.paymentIntents.get((paid as { chargeRef: string }).chargeRef)!;
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 1900,
      currency: 'eur',
      customer: good.card.customerRef,
      payment_method: good.card.paymentMethodRef,
      metadata: { orderId, subscriptionId },
    });
    expect(stripe.requests.filter((r) => r.idempotencyKey === key)).toHaveLength(1);

    const declining = await cardSavedOnSetupPage({ card: '0341' });
    const declined = await charge(declining.card);
    expect(declined).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
      chargeRef: expect.stringMatching(/^pi_/),
    });
    expect(stripe.store.paymentIntents.get(declined.chargeRef!)!.status).toBe('requires_payment_method');

    const asking = await cardSavedOnSetupPage({ card: '3155' });
    expect(await charge(asking.card)).toMatchObject({
      outcome: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
  });

  it('the same key twice, even at once, is one PaymentIntent; a decline is replayed too', async () => {
    const { card } = await cardSavedOnSetupPage({ card: '4242' });
    const key = `renewal:${randomUUID()}:1`;
    const answers = await Promise.all([charge(card, key), charge(card, key)]);
    expect(answers[0]).toEqual(answers[1]);
    expect(await charge(card, key)).toEqual(answers[0]);
    expect(stripe.paymentIntentsOf(card.customerRef)).toHaveLength(1);

    const declining = (await cardSavedOnSetupPage({ card: '0341' })).card;
    const declineKey = `renewal:${randomUUID()}:1`;
    const first = await charge(declining, declineKey);
    expect(await charge(declining, declineKey)).toEqual(first);
    expect(stripe.paymentIntentsOf(declining.customerRef)).toHaveLength(1);
    // Another amount under a used key is Stripe's refusal, not an answer about the card.
    await expect(charge(card, key, 3900)).rejects.toThrow(/same parameters/);
  });

  it('a card gone at Stripe is declined; a refused key or an unreachable Stripe throws (the pass retries)', async () => {
    const { card } = await cardSavedOnSetupPage({ card: '4242' });
    expect(await charge({ ...card, paymentMethodRef: 'pm_deleted' })).toEqual({
      outcome: 'declined',
      message: 'The saved card is no longer available.',
      chargeRef: null,
    });
    await expect(charge(card, undefined, 2900, providerFor('rk_revoked', stripe.url))).rejects.toThrow(
      /Invalid API Key/,
    );
    const closed = await new StripeFake().start();
    await closed.stop();
    await expect(charge(card, undefined, 2900, providerFor('sk_test_shop', closed.url))).rejects.toThrow();
  });

  it('Update payment method: a setup session; its webhook three times and the return save the card once', async () => {
    const subscriptionId = randomUUID();
    const userId = randomUUID();
    const email = uniqueEmail('setup');
    const started = await provider.startCardSetup({ subscriptionId, userId, customerRef: null, email });
    const session = stripe.sessions.get(started.setupRef)!;
    expect(started.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'setup',
      currency: 'eur',
      customer: expect.stringMatching(/^cus_/),
      metadata: { subscriptionId },
      success_url: `https://shop.example/account/subscriptions/${subscriptionId}?card=updated&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://shop.example/account/subscriptions/${subscriptionId}`,
    });
    expect(stripe.store.setupIntents.get(session.setup_intent!)!.metadata).toEqual({ subscriptionId });
    expect(stripe.store.customers.get(session.customer!)).toMatchObject({ email, metadata: { userId } });
    // A second press is a new page for the same customer.
    const second = await provider.startCardSetup({
      subscriptionId,
      userId,
      customerRef: session.customer,
      email,
    });
    expect(second.setupRef).not.toBe(started.setupRef);
    expect(stripe.sessions.get(second.setupRef)!.customer).toBe(session.customer);

    expect(await provider.confirmCardSetup(started.setupRef)).toBeNull();
    expect(await provider.confirmCardSetup('not a session')).toBeNull();
    stripe.completeSetup(session, { card: '0341', expMonth: 8, expYear: 2030 });
    const delivery = stripe.webhook('checkout.session.completed', session);
    const forged = await deliver({
      body: delivery.body,
      signature: stripe.sign(delivery.body, 'whsec_wrong'),
    });
    expect(forged.status).toBe(400);
    const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await server.services.payments.cardSetupReturn(session.id)).toMatchObject({ subscriptionId });

    const expected: CardSetupResult = {
      subscriptionId,
      card: {
        provider: 'stripe',
        customerRef: session.customer!,
        paymentMethodRef: stripe.store.setupIntents.get(session.setup_intent!)!.payment_method as string,
        brand: 'visa',
        last4: '0341',
        expMonth: 8,
        expYear: 2030,
      },
    };
    const mine = saved.filter((entry) => entry.setup.subscriptionId === subscriptionId);
    expect(mine).toEqual([{ setup: expected, rowInTransaction: true }]);
    expect(afterSaved.filter((entry) => entry.subscriptionId === subscriptionId)).toEqual([expected]);
    expect(answers.map((a) => (a.body as { outcome: string }).outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    expect(await provider.confirmCardSetup(session.id)).toEqual(expected);
    // Stripe keeps the cards here: the demo's setup page is not a route.
    expect((await server.client().get(`/api/payments/demo/setup/${subscriptionId}`)).status).toBe(404);
  });
});
