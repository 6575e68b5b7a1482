import { MAX_QUANTITY } from '@hometunnel/rules';
import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { deliverStripe, StripeFake } from '../../test/fakes/stripe-fake';
import { setOrderStatus } from '../../test/order-actions';
import {
  expectCancelledAndFlagged,
  orderRow,
  placePaidOrder,
  statusChanges,
} from '../../test/payment-actions';
import { catalogIds, checkoutData, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

/**
 * An admin who cancels an order sent to pay stops its payment, as the reservation expiry does
 * (expired-reservation.integration.test.ts): the payment ends `FAILED` in the cancelling
 * transaction and, once that commits, the Stripe Checkout Session is expired, so the buyer can no
 * longer pay for a cancelled order; a payment that still gets in is flagged for review. Orders
 * never sent to pay (the pre-order flow) and paid orders keep their payment status.
 */
let server: TestServer;
let stripe: StripeFake;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'cancelled-payment-admin');

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

const SET_STATUS = `mutation($id: ID!, $status: OrderStatus!) {
  setOrderStatus(id: $id, status: $status) { id status paymentStatus }
}`;

/** A guest's order of a plan (sent to pay at once, no stock), by card: its session is open. */
async function placeStripeOrder(label: string) {
  const buyer = server.client();
  const order = await placePaidOrder(buyer, [ids.flexi], 'stripe', uniqueEmail(label));
  expect(order).toMatchObject({ status: 'pending', paymentStatus: 'PENDING' });
  const session = stripe.sessionFor(order.id);
  expect(order.paymentUrl).toBe(session.url);
  expect(session.status).toBe('open');
  return { buyer, order, session };
}

const expireCalls = (sessionId: string) =>
  stripe.requests.filter(
    (request) => request.method === 'POST' && request.path === `/v1/checkout/sessions/${sessionId}/expire`,
  ).length;

/** A provider-less order in this selling shop: more Pro units than any test stocks (the waitlist step). */
async function placeWaitlistOrder(label: string): Promise<{ id: string }> {
  const placed = await server.client().post('/api/orders/from-checkout', {
    paymentMethod: 'stripe',
    checkoutData: checkoutData({ personal: { email: uniqueEmail(label) } }),
    cartItems: [{ productId: ids.pro, quantity: MAX_QUANTITY }],
  });
  expect(placed.status).toBe(201);
  expect(placed.body).toMatchObject({ status: 'pending', paymentStatus: 'UNPAID', paymentUrl: null });
  return placed.body as { id: string };
}

describe('an admin who cancels an order sent to pay stops its payment', () => {
  it('Stripe (REST): the payment ends FAILED, the session is expired, the return says cancelled, a late payment is flagged', async () => {
    const { buyer, order, session } = await placeStripeOrder('cancel-stripe-rest');

    const cancelled = await setOrderStatus(admin, order.id, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED' });
    expect(await orderRow(server, order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'FAILED',
      needsReview: false,
    });
    expect(await statusChanges(server, order.id, 'cancelled')).toBe(1);
    // Expired at Stripe once the cancellation committed: its page takes no payment.
    expect(expireCalls(session.id)).toBe(1);
    expect(session.status).toBe('expired');
    expect(() => stripe.pay(session)).toThrow(/expired/);

    const back = await buyer.post('/api/payments/return', { order: order.id, provider: 'stripe' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED', paymentUrl: null });

    // A payment Stripe still reports (taken in the moment before the session ended): for review.
    const paid = stripe.webhook('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_late_cancelled',
    });
    expect((await deliverStripe(server, paid)).status).toBe(200);
    await expectCancelledAndFlagged(server, order.id);
    // Cancelling again changes nothing and asks Stripe nothing more.
    expect((await setOrderStatus(admin, order.id, 'cancelled')).status).toBe(200);
    expect(expireCalls(session.id)).toBe(1);
  });

  it('Stripe (GraphQL): the buyer paid just before the cancel; Stripe refuses the expiry, the late webhook is flagged', async () => {
    const { order, session } = await placeStripeOrder('cancel-stripe-gql');
    stripe.pay(session);

    const cancelled = await admin.gql(SET_STATUS, { id: order.id, status: 'cancelled' });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data.setOrderStatus).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED' });
    // The session was complete: Stripe refused to expire it (logged), the order ended all the same.
    expect(expireCalls(session.id)).toBe(1);
    expect(session.status).toBe('complete');

    const paid = stripe.webhook('checkout.session.completed', session);
    const answers = [await deliverStripe(server, paid), await deliverStripe(server, paid)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await expectCancelledAndFlagged(server, order.id);
  });
});

describe('a cancel while the payment page is being made', () => {
  it('the page made for the cancelled order is not stored and is expired at once', async () => {
    const { payments } = (
      server.services.orders as unknown as {
        deps: { payments: { start(order: { id: string }): Promise<unknown> } };
      }
    ).deps;
    const start = payments.start.bind(payments);
    // The admin cancels right before Stripe answers: the cancel found no session to close.
    const spy = jest.spyOn(payments, 'start').mockImplementation(async (order) => {
      expect((await setOrderStatus(admin, order.id, 'cancelled')).status).toBe(200);
      return start(order);
    });
    let placed;
    try {
      placed = await placePaidOrder(server.client(), [ids.flexi], 'stripe', uniqueEmail('cancel-mid-start'));
    } finally {
      spy.mockRestore();
    }
    expect(placed).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED', paymentUrl: null });
    const session = stripe.sessionFor(placed.id);
    expect(session.status).toBe('expired');
    expect(expireCalls(session.id)).toBe(1);
  });
});

describe('orders not waiting for a payment keep their payment status when cancelled', () => {
  it('an order never sent to pay (the pre-order flow) stays UNPAID; a paid one stays PAID; Stripe is not asked', async () => {
    const requestsBefore = stripe.requests.length;
    const waiting = await placeWaitlistOrder('cancel-waitlist');
    const cancelled = await setOrderStatus(admin, waiting.id, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'UNPAID' });
    expect(await orderRow(server, waiting.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'UNPAID',
      needsReview: false,
    });

    const paidByHand = await placeWaitlistOrder('cancel-paid-by-hand');
    expect((await setOrderStatus(admin, paidByHand.id, 'paid')).status).toBe(200);
    const gql = await admin.gql(SET_STATUS, { id: paidByHand.id, status: 'cancelled' });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.setOrderStatus).toMatchObject({ status: 'cancelled', paymentStatus: 'PAID' });
    expect(await orderRow(server, paidByHand.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'PAID',
    });
    expect(stripe.requests.length).toBe(requestsBefore);
  });
});
