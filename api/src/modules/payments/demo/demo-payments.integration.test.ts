import { adminEmails, signedInAdmin } from '../../../test/admin-client';
import { outboxFor } from '../../../test/outbox';
import { orderRow, placePaidOrder, REFUND_ORDER, statusChanges } from '../../../test/payment-actions';
import { catalogIds, type CatalogIds } from '../../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../../test/test-server';

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'demo-admin');

beforeAll(async () => {
  server = await startTestServer({
    ADMIN_EMAILS: adminEmail,
    PAYMENTS_DEMO: '1',
    PUBLIC_URL: 'https://shop.example',
  });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

/** The demo page of an order, and the token its form carries. */
async function demoPage(orderId: string) {
  const page = await fetch(`${server.url}/api/payments/demo/${orderId}`);
  const html = await page.text();
  return { status: page.status, html, token: /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '' };
}

const press = (orderId: string, action: string, token: string) =>
  fetch(`${server.url}/api/payments/demo/${orderId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, token }).toString(),
  });

describe('the demo provider (PAYMENTS_DEMO=1)', () => {
  it('sends the buyer to a page of ours that says it is a demo; Pay pays once through the event pipeline', async () => {
    const email = uniqueEmail('demo');
    const order = await placePaidOrder(server.client(), [ids.secure], 'paypal', email);
    expect(order.paymentUrl).toBe(`https://shop.example/api/payments/demo/${order.id}`);
    const page = await demoPage(order.id);
    expect(page.status).toBe(200);
    expect(page.html).toContain('This is a demo payment page.');
    expect(page.html).toContain('79.00');

    const forged = await press(order.id, 'pay', 'f'.repeat(64));
    expect(forged.status).toBe(404);
    expect((await orderRow(server, order.id)).status).toBe('pending');

    const presses = await Promise.all([
      press(order.id, 'pay', page.token),
      press(order.id, 'pay', page.token),
    ]);
    expect(presses.map((p) => p.status)).toEqual([303, 303]);
    expect(presses[0].headers.get('location')).toBe(`/checkout/return?order=${order.id}&provider=demo`);
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'paid', paymentStatus: 'PAID' });
    expect(await statusChanges(server, order.id, 'paid')).toBe(1);
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(1);
    expect((await demoPage(order.id)).html).not.toContain('name="token"');
  });

  it('Decline leaves the order pending with a failed payment; a refund is recorded at once', async () => {
    const declined = await placePaidOrder(server.client(), [ids.flexi], 'stripe', uniqueEmail('demo'));
    await press(declined.id, 'decline', (await demoPage(declined.id)).token);
    expect(await orderRow(server, declined.id)).toMatchObject({ status: 'pending', paymentStatus: 'FAILED' });

    const paid = await placePaidOrder(server.client(), [ids.flexi], 'stripe', uniqueEmail('demo'));
    await press(paid.id, 'pay', (await demoPage(paid.id)).token);
    const partly = await admin.gql(REFUND_ORDER, { orderId: paid.id, amount: '10.00', reason: 'Goodwill' });
    expect(partly.data.refundOrder).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      refundedAmount: '10.00',
    });
    const rest = await admin.gql(REFUND_ORDER, { orderId: paid.id, amount: '19.00', reason: 'Returned' });
    expect(rest.data.refundOrder).toMatchObject({
      status: 'refunded',
      paymentStatus: 'REFUNDED',
      refundedAmount: '29.00',
    });
  });

  it('only a demo order has a demo page; a raw demo webhook from outside is not a route', async () => {
    const bank = await server.client().post('/api/payments/demo/webhook', {});
    expect(bank.status).toBe(404);
    const waitlist = await placePaidOrder(server.client(), [ids.pro], 'stripe', uniqueEmail('device'));
    expect(waitlist.paymentUrl).toBeNull();
    expect((await demoPage(waitlist.id)).status).toBe(404);
    const unoffered = await server.client().post('/api/orders/from-checkout', {
      paymentMethod: 'bank_transfer',
      checkoutData: { personalDetails: {}, addressDetails: {} },
    });
    expect(unoffered.status).toBe(400);
    expect(unoffered.body.message).toBe('Bank transfer is not offered by this shop');
  });
});
