import { adminEmails, signedInAdmin } from '../../../test/admin-client';
import { deliverStripe, StripeFake, type StripeDelivery } from '../../../test/fakes/stripe-fake';
import { outboxFor } from '../../../test/outbox';
import {
  orderRow,
  paymentEventCount,
  placePaidOrder,
  REFUND_ORDER,
  statusChanges,
} from '../../../test/payment-actions';
import { MAX_QUANTITY } from '@hometunnel/rules';
import { catalogIds, checkoutData, type CatalogIds } from '../../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../../test/test-server';

let server: TestServer;
let stripe: StripeFake;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'stripe-admin');

beforeAll(async () => {
  stripe = await new StripeFake().start();
  server = await startTestServer({
    ADMIN_EMAILS: adminEmail,
    ...stripe.settings(),
    PUBLIC_URL: 'https://shop.example',
    PAYMENTS_DEMO: '0',
  });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(async () => {
  await server.close();
  await stripe.stop();
});

const deliver = (delivery: StripeDelivery) => deliverStripe(server, delivery);

/** A signed-in buyer with Flexi (29.00, a plan: sent to pay at once) in the server cart, ordered by card. */
async function buyerWithOrder() {
  const email = uniqueEmail('stripe');
  const buyer = server.client();
  await buyer.register(email);
  expect((await buyer.post('/api/cart', { productId: ids.flexi })).status).toBe(200);
  const order = await placePaidOrder(buyer, [], 'stripe', email);
  return { buyer, email, order, session: stripe.sessionFor(order.id) };
}

describe('card payments through a Stripe Checkout Session', () => {
  it('sends the buyer to the session made from the server total; the order stays pending, the cart kept', async () => {
    const { buyer, order, session } = await buyerWithOrder();
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'PENDING', totalAmount: '29.00' });
    expect(order.paymentUrl).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: 2900,
      currency: 'eur',
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      success_url: `https://shop.example/checkout/return?order=${order.id}&provider=stripe`,
      cancel_url: `https://shop.example/checkout/return?order=${order.id}&provider=stripe&cancelled=1`,
    });
    expect((await buyer.get('/api/cart')).body).toHaveLength(1);
    const gql = await buyer.gql(`query($id: ID!) { myOrder(id: $id) { status paymentStatus paymentUrl } }`, {
      id: order.id,
    });
    expect(gql.data.myOrder).toEqual({
      status: 'pending',
      paymentStatus: 'PENDING',
      paymentUrl: session.url,
    });
  });

  it('checkout.session.completed delivered 10 times at once: paid once, one mail, the plan granted, the cart emptied', async () => {
    const { buyer, email, order, session } = await buyerWithOrder();
    const delivery = stripe.webhook('checkout.session.completed', stripe.pay(session));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(delivery)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await orderRow(server, order.id)).toMatchObject({
      status: 'paid',
      paymentStatus: 'PAID',
      captureRef: session.payment_intent,
    });
    expect(await statusChanges(server, order.id, 'paid')).toBe(1);
    expect(await paymentEventCount(server, order.id)).toBe(1);
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(1);
    expect((await buyer.get('/api/subscriptions')).body).toHaveLength(1);
    expect((await buyer.get('/api/cart')).body).toEqual([]);
  });

  it("the buyer's return racing the webhook makes one transition", async () => {
    const { buyer, email, order, session } = await buyerWithOrder();
    stripe.pay(session);
    const delivery = stripe.webhook('checkout.session.completed', session);
    const [returned] = await Promise.all([
      buyer.post('/api/payments/return', { order: order.id, provider: 'stripe' }),
      deliver(delivery),
      buyer.post('/api/payments/return', { order: order.id, provider: 'stripe' }),
    ]);
    expect(returned.status).toBe(200);
    const state = (await buyer.get(`/api/payments/orders/${order.id}`)).body;
    expect(state).toMatchObject({ orderId: order.id, orderNumber: order.id.slice(0, 8), status: 'paid' });
    expect(await statusChanges(server, order.id, 'paid')).toBe(1);
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(1);
  });

  it('a bad signature is 400 and changes nothing; an unknown event type is 200 and ignored', async () => {
    const { order, session } = await buyerWithOrder();
    const genuine = stripe.webhook('checkout.session.completed', stripe.pay(session));
    const forged = { body: genuine.body, signature: stripe.sign(genuine.body, 'whsec_wrong') };
    const tampered = { body: genuine.body.replace('"paid"', '"paid" '), signature: genuine.signature };
    for (const bad of [forged, tampered, { body: genuine.body, signature: '' }]) {
      const answer = await deliver(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid signature');
    }
    const unknown = await deliver(stripe.webhook('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(unknown.status).toBe(200);
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'PENDING' });
    expect(await paymentEventCount(server, order.id)).toBe(0);
  });

  it('a completion with another amount flags the order for review and never pays it', async () => {
    const { order, session } = await buyerWithOrder();
    const answer = await deliver(
      stripe.webhook('checkout.session.completed', { ...stripe.pay(session), amount_total: 100 }),
    );
    expect(answer.status).toBe(200);
    expect(await orderRow(server, order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'PENDING',
      needsReview: true,
      reviewReason: 'Payment of 1.00 EUR does not match the order total 29.00 EUR',
    });
    const other = await deliver(
      stripe.webhook('checkout.session.completed', { ...session, id: 'cs_other', currency: 'usd' }),
    );
    expect(other.status).toBe(200);
    expect((await orderRow(server, order.id)).status).toBe('pending');
  });

  it('a failed async payment leaves the order pending and the cart; an expired session cancels the order', async () => {
    const first = await buyerWithOrder();
    await deliver(stripe.webhook('checkout.session.async_payment_failed', first.session));
    expect(await orderRow(server, first.order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'FAILED',
    });
    expect((await first.buyer.get('/api/cart')).body).toHaveLength(1);

    const second = await buyerWithOrder();
    await deliver(stripe.webhook('checkout.session.expired', { ...second.session, status: 'expired' }));
    expect(await orderRow(server, second.order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'FAILED',
    });
    // A completion after the expiry is for a person to look at, never a payment.
    await deliver(stripe.webhook('checkout.session.completed', stripe.pay(second.session)));
    expect(await orderRow(server, second.order.id)).toMatchObject({
      status: 'cancelled',
      needsReview: true,
      reviewReason: 'Payment received for a cancelled order',
    });
  });

  it('refunds partly then fully through Stripe; the order follows charge.refunded', async () => {
    const { buyer, order, session } = await buyerWithOrder();
    await deliver(stripe.webhook('checkout.session.completed', stripe.pay(session)));
    const pi = session.payment_intent!;

    const tooMuch = await admin.gql(REFUND_ORDER, { orderId: order.id, amount: '29.01', reason: 'x' });
    expect(tooMuch.errors?.[0]).toMatchObject({
      message: 'Refund amount must be a positive decimal of at most the amount paid minus refunds',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const notAdmin = await buyer.gql(REFUND_ORDER, { orderId: order.id, amount: '1.00', reason: 'x' });
    expect(notAdmin.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const partly = await admin.gql(REFUND_ORDER, { orderId: order.id, amount: '9.00', reason: 'Goodwill' });
    expect(partly.errors).toBeUndefined();
    // Nothing moves until Stripe says so.
    expect(partly.data.refundOrder).toMatchObject({ paymentStatus: 'PAID', refundedAmount: '0.00' });
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: pi, amount: 900 });
    const firstRefund = stripe.webhook('charge.refunded', stripe.charge(pi, 2900));
    await deliver(firstRefund);
    await deliver(firstRefund);
    expect(await orderRow(server, order.id)).toMatchObject({
      status: 'paid',
      paymentStatus: 'PARTIALLY_REFUNDED',
      refundedAmount: '9.00',
    });
    expect((await buyer.get('/api/subscriptions')).body[0].status).toBe('active');

    await admin.gql(REFUND_ORDER, {
      orderId: order.id,
      amount: '20.00',
      reason: 'Cancelled by the customer',
    });
    await deliver(stripe.webhook('charge.refunded', stripe.charge(pi, 2900)));
    expect(await orderRow(server, order.id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'REFUNDED',
      refundedAmount: '29.00',
    });
    expect(await statusChanges(server, order.id, 'refunded')).toBe(1);
    expect((await buyer.get('/api/subscriptions')).body[0].status).toBe('cancelled');
    const again = await admin.gql(REFUND_ORDER, { orderId: order.id, amount: '1.00', reason: 'x' });
    expect(again.errors?.[0]).toMatchObject({ message: 'Only a paid order can be refunded' });
  });

  it('a double click on Refund refunds once', async () => {
    const { order, session } = await buyerWithOrder();
    await deliver(stripe.webhook('checkout.session.completed', stripe.pay(session)));
    const clicks = await Promise.all([
      admin.gql(REFUND_ORDER, { orderId: order.id, amount: '5.00', reason: 'Goodwill' }),
      admin.gql(REFUND_ORDER, { orderId: order.id, amount: '5.00', reason: 'Goodwill' }),
    ]);
    expect(clicks.map((click) => click.errors)).toEqual([undefined, undefined]);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toHaveLength(
      1,
    );
  });

  it('a refund delivered before the completion ends refunded all the same', async () => {
    const { order, session } = await buyerWithOrder();
    stripe.pay(session);
    stripe.refunds.push({
      id: 're_early',
      object: 'refund',
      amount: 2900,
      payment_intent: session.payment_intent!,
      status: 'succeeded',
      metadata: { orderId: order.id },
    });
    const charge = { ...stripe.charge(session.payment_intent!, 2900), metadata: { orderId: order.id } };
    await deliver(stripe.webhook('charge.refunded', charge));
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'pending', refundedAmount: '29.00' });
    await deliver(stripe.webhook('checkout.session.completed', session));
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'refunded', paymentStatus: 'REFUNDED' });
    expect(await statusChanges(server, order.id, 'paid')).toBe(1);
  });

  it('a device order it cannot hold still goes to the waitlist step: no session, no URL', async () => {
    // More units than any test puts in stock (the shared database's stock moves with other files).
    const placed = await server.client().post('/api/orders/from-checkout', {
      paymentMethod: 'stripe',
      checkoutData: checkoutData({ personal: { email: uniqueEmail('device') } }),
      cartItems: [{ productId: ids.pro, quantity: MAX_QUANTITY }],
    });
    expect(placed.status).toBe(201);
    const order = placed.body as { id: string };
    expect(order).toMatchObject({ paymentUrl: null, paymentStatus: 'UNPAID', status: 'pending' });
    expect(() => stripe.sessionFor(order.id)).toThrow();
  });
});
