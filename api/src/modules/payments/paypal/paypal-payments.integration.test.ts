import { adminEmails, signedInAdmin } from '../../../test/admin-client';
import { PayPalFake } from '../../../test/fakes/paypal-fake';
import { outboxFor } from '../../../test/outbox';
import {
  orderRow,
  paymentEventCount,
  placePaidOrder,
  REFUND_ORDER,
  statusChanges,
} from '../../../test/payment-actions';
import { catalogIds, type CatalogIds } from '../../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../../test/test-server';

let server: TestServer;
let paypal: PayPalFake;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'paypal-admin');

beforeAll(async () => {
  paypal = await new PayPalFake().start();
  server = await startTestServer({
    ADMIN_EMAILS: adminEmail,
    ...paypal.settings(),
    PUBLIC_URL: 'https://shop.example',
    PAYMENTS_DEMO: '0',
  });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(async () => {
  await server.close();
  await paypal.stop();
});

const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  server.client().request('POST', '/api/payments/paypal/webhook', delivery.body, delivery.headers);

async function placed() {
  const email = uniqueEmail('paypal');
  const buyer = server.client();
  const order = await placePaidOrder(buyer, [ids.ultimate], 'paypal', email);
  return { buyer, email, order, paypalOrder: paypal.orderFor(order.id) };
}

describe('PayPal through the Orders v2 API', () => {
  it('creates a PayPal order for the server total and sends the buyer to its approve link; one token serves many', async () => {
    const { order, paypalOrder } = await placed();
    await placed();
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'PENDING', totalAmount: '149.00' });
    expect(order.paymentUrl).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${paypalOrder.id}`);
    expect(paypalOrder).toMatchObject({
      amount: { currency_code: 'EUR', value: '149.00' },
      customId: order.id,
      returnUrl: `https://shop.example/checkout/return?order=${order.id}&provider=paypal`,
      cancelUrl: `https://shop.example/checkout/return?order=${order.id}&provider=paypal&cancelled=1`,
    });
    expect(paypal.tokensIssued).toBe(1);
  });

  it('captures on return; the COMPLETED webhook 10 times after it changes nothing more', async () => {
    const { buyer, email, order, paypalOrder } = await placed();
    paypal.approve(paypalOrder);
    const back = await buyer.post('/api/payments/return', {
      order: order.id,
      provider: 'paypal',
      token: paypalOrder.id,
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'paid', paymentStatus: 'PAID' });
    const delivery = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', paypal.captureResource(paypalOrder));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(delivery)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await statusChanges(server, order.id, 'paid')).toBe(1);
    expect(await paymentEventCount(server, order.id)).toBe(2);
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(1);
    expect((await orderRow(server, order.id)).captureRef).toBe(paypalOrder.capture!.id);
  });

  it('a return with another token captures nothing; a declined capture fails the payment', async () => {
    const { buyer, order, paypalOrder } = await placed();
    paypal.approve(paypalOrder);
    const wrong = await buyer.post('/api/payments/return', {
      order: order.id,
      provider: 'paypal',
      token: 'PPX',
    });
    expect(wrong.body).toMatchObject({ status: 'pending', paymentStatus: 'PENDING' });
    expect(paypalOrder.status).toBe('APPROVED');
    paypal.declineNext = true;
    const declined = await buyer.post('/api/payments/return', {
      order: order.id,
      provider: 'paypal',
      token: paypalOrder.id,
    });
    expect(declined.body).toMatchObject({ status: 'pending', paymentStatus: 'FAILED' });
  });

  it('webhooks PayPal did not sign are 400 and change nothing; unknown types are 200; a wrong amount is for review', async () => {
    const { order, paypalOrder } = await placed();
    const forged = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', paypal.captureResource(paypalOrder), false);
    const rejected = await deliver(forged);
    expect(rejected.status).toBe(400);
    expect(rejected.body.message).toBe('Invalid signature');
    const headerless = await deliver({ body: forged.body, headers: {} });
    expect(headerless.status).toBe(400);
    expect((await deliver(paypal.webhook('CHECKOUT.ORDER.APPROVED', { id: paypalOrder.id }))).status).toBe(
      200,
    );
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'pending', needsReview: false });

    const cheap = paypal.captureResource(paypalOrder, { amount: { currency_code: 'EUR', value: '1.49' } });
    expect((await deliver(paypal.webhook('PAYMENT.CAPTURE.COMPLETED', cheap))).status).toBe(200);
    expect(await orderRow(server, order.id)).toMatchObject({
      status: 'pending',
      needsReview: true,
      reviewReason: 'Payment of 1.49 EUR does not match the order total 149.00 EUR',
    });
  });

  it('PAYMENT.CAPTURE.DENIED fails the payment; refunds go to the capture and follow PAYMENT.CAPTURE.REFUNDED', async () => {
    const denied = await placed();
    await deliver(
      paypal.webhook(
        'PAYMENT.CAPTURE.DENIED',
        paypal.captureResource(denied.paypalOrder, { status: 'DECLINED' }),
      ),
    );
    expect(await orderRow(server, denied.order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'FAILED',
    });

    const { order, paypalOrder } = await placed();
    const capture = paypal.captureResource(paypalOrder);
    await deliver(paypal.webhook('PAYMENT.CAPTURE.COMPLETED', capture));
    const partly = await admin.gql(REFUND_ORDER, { orderId: order.id, amount: '49.00', reason: 'Goodwill' });
    expect(partly.errors).toBeUndefined();
    expect(paypal.refunds.at(-1)).toMatchObject({
      captureId: capture.id,
      value: '49.00',
      customId: order.id,
    });
    await deliver(paypal.webhook('PAYMENT.CAPTURE.REFUNDED', paypal.refundResource(capture.id, '49.00')));
    expect(await orderRow(server, order.id)).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      refundedAmount: '49.00',
    });
    await admin.gql(REFUND_ORDER, { orderId: order.id, amount: '100.00', reason: 'Returned' });
    await deliver(paypal.webhook('PAYMENT.CAPTURE.REFUNDED', paypal.refundResource(capture.id, '100.00')));
    expect(await orderRow(server, order.id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'REFUNDED',
      refundedAmount: '149.00',
    });
  });
});
