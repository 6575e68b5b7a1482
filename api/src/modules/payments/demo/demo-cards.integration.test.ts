import { randomUUID } from 'node:crypto';
import { orderRow, placePaidOrder } from '../../../test/payment-actions';
import { catalogIds } from '../../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestServer } from '../../../test/test-server';
import { demoSecret } from '../payment-lookups';
import type { CardSetupResult } from '../payment-provider';
import { DemoProvider } from './demo-provider';

let server: TestServer;
/** The server's demo provider has this secret too (derived from the test SESSION_SECRET). */
const demo = new DemoProvider('https://shop.example', demoSecret('test-session-secret'));
const saved: CardSetupResult[] = [];
const afterSaved: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ PAYMENTS_DEMO: '1', PUBLIC_URL: 'https://shop.example' });
  server.services.payments.setCardSetupListener({
    async cardSaved(_manager, setup) {
      saved.push(setup);
    },
    async afterCardSaved(setup) {
      afterSaved.push(setup.subscriptionId);
    },
  });
});
afterAll(() => server.close());

/** The setup page a subscription's "Update payment method" sends the customer to. */
async function setupPage(subscriptionId = randomUUID(), userId = randomUUID()) {
  const started = await demo.startCardSetup({ subscriptionId, userId, customerRef: null });
  const url = new URL(started.url);
  const fields = Object.fromEntries(url.searchParams);
  return { subscriptionId, userId, started, path: `${url.pathname}${url.search}`, fields };
}

const press = (subscriptionId: string, fields: Record<string, string>) =>
  fetch(`${server.url}/api/payments/demo/setup/${subscriptionId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('the demo provider standing in for saved cards (PAYMENTS_DEMO=1, no Stripe)', () => {
  it('renewals charge demo cards as Stripe test cards would, a key answering one ref', async () => {
    const card = (ending: string) => ({
      provider: 'demo' as const,
      customerRef: `demo_cus_${randomUUID()}`,
      paymentMethodRef: `demo_pm_${ending}`,
      brand: 'visa',
      last4: ending,
      expMonth: 12,
      expYear: 2030,
    });
    const input = { amountCents: 2900, orderId: randomUUID(), subscriptionId: randomUUID() };
    const paid = await demo.chargeSavedCard({ ...input, card: card('4242'), idempotencyKey: 'renewal:a:1' });
    expect(paid).toEqual({
      outcome: 'succeeded',
      chargeRef: expect.stringMatching(/^demo_pi_[0-9a-f]{24}$/),
    });
    expect(
      await demo.chargeSavedCard({ ...input, card: card('4242'), idempotencyKey: 'renewal:a:1' }),
    ).toEqual(paid);
    expect(
      await demo.chargeSavedCard({ ...input, card: card('4242'), idempotencyKey: 'renewal:a:2' }),
    ).not.toEqual(paid);
    expect(
      await demo.chargeSavedCard({ ...input, card: card('0341'), idempotencyKey: 'renewal:b:1' }),
    ).toMatchObject({
      outcome: 'declined',
      message: 'Your card was declined.',
    });
    expect(
      await demo.chargeSavedCard({ ...input, card: card('3155'), idempotencyKey: 'renewal:c:1' }),
    ).toMatchObject({
      outcome: 'authentication_required',
    });
    expect(await demo.confirmCardSetup()).toBeNull();
  });

  it('the setup page says it is a demo; its button saves the card once through the pipeline and goes back', async () => {
    const { subscriptionId, userId, path, fields, started } = await setupPage();
    expect(started.url).toMatch(`https://shop.example/api/payments/demo/setup/${subscriptionId}?`);
    const page = await fetch(`${server.url}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('This is a demo card setup page.');
    expect(html).toContain('>Save card</button>');
    expect(html).toContain('>Save a card that declines</button>');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const presses = await Promise.all([
      press(subscriptionId, { ...fields, card: '0341' }),
      press(subscriptionId, { ...fields, card: '0341' }),
    ]);
    expect(presses.map((p) => p.status)).toEqual([303, 303]);
    expect(presses[0].headers.get('location')).toBe(`/account/subscriptions/${subscriptionId}?card=updated`);
    const expected: CardSetupResult = {
      subscriptionId,
      card: {
        provider: 'demo',
        customerRef: `demo_cus_${userId}`,
        paymentMethodRef: 'demo_pm_0341',
        brand: 'visa',
        last4: '0341',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
      },
    };
    expect(saved.filter((s) => s.subscriptionId === subscriptionId)).toEqual([expected]);
    expect(afterSaved.filter((id) => id === subscriptionId)).toEqual([subscriptionId]);
    const [{ count }] = await server.db.dataSource.query(
      `SELECT count(*)::int AS "count" FROM "payment_events" WHERE "provider" = 'demo' AND "event_id" = $1 AND "order_id" IS NULL`,
      [`card-setup:${started.setupRef}`],
    );
    expect(count).toBe(1);

    // Update payment method again: a new page, a new card (Save card is 4242).
    const next = await setupPage(subscriptionId, userId);
    expect((await press(subscriptionId, { ...next.fields, card: '4242' })).status).toBe(303);
    expect(saved.filter((s) => s.subscriptionId === subscriptionId).map((s) => s.card.last4)).toEqual([
      '0341',
      '4242',
    ]);
  });

  it("a guessed subscription, another subscription's token or a changed field is 404 and saves nothing", async () => {
    const mine = await setupPage();
    const guessed: string = randomUUID();
    expect((await fetch(`${server.url}/api/payments/demo/setup/${guessed}`)).status).toBe(404);
    expect((await fetch(`${server.url}${mine.path.replace(mine.subscriptionId, guessed)}`)).status).toBe(404);
    expect((await press(guessed, { card: '4242' })).status).toBe(404);
    expect((await press(guessed, { ...mine.fields, card: '4242' })).status).toBe(404);
    const otherCustomer = { ...mine.fields, customer: `demo_cus_${randomUUID()}`, card: '4242' };
    expect((await press(mine.subscriptionId, otherCustomer)).status).toBe(404);
    expect(
      (await press(mine.subscriptionId, { ...mine.fields, token: 'f'.repeat(64), card: '4242' })).status,
    ).toBe(404);
    expect((await press('not-a-uuid', { ...mine.fields, card: '4242' })).status).toBe(404);
    expect(saved.some((s) => [guessed, mine.subscriptionId].includes(s.subscriptionId))).toBe(false);
  });

  it('a plan order that saves the card offers a card that declines renewals; either Pay pays once', async () => {
    const ids = await catalogIds(server.client());
    const order = await placePaidOrder(server.client(), [ids.flexi], 'stripe', uniqueEmail('demo-card'));
    const plain = await (await fetch(`${server.url}/api/payments/demo/${order.id}`)).text();
    expect(plain).not.toContain('Pay with a card that declines renewals');
    // What the orders module's start passes for a signed-in buyer's plan (saveCardFor).
    const userId = randomUUID();
    const started = await demo.start({
      id: order.id,
      totalAmount: order.totalAmount,
      refundedAmount: '0.00',
      paymentMethod: 'stripe',
      customerEmail: 'ada@example.com',
      paymentRef: null,
      captureRef: null,
      saveCardFor: { userId, customerRef: null },
    });
    expect(started.paymentRef).toBe(`demo:${order.id}:demo_cus_${userId}`);
    await server.db.dataSource.query(`UPDATE "orders" SET "payment_ref" = $2 WHERE "id" = $1`, [
      order.id,
      started.paymentRef,
    ]);
    const html = await (await fetch(`${server.url}/api/payments/demo/${order.id}`)).text();
    expect(html).toContain('>Pay with a card that declines renewals</button>');
    const token = /name="token" value="([0-9a-f]+)"/.exec(html)![1];
    const pressPay = (action: string) =>
      fetch(`${server.url}/api/payments/demo/${order.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action, token }).toString(),
      });
    expect((await pressPay('pay_declining')).status).toBe(303);
    expect((await pressPay('pay')).status).toBe(303);
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'paid', paymentStatus: 'PAID' });
    const events: { payload: { savedCard?: { paymentMethodRef: string } } }[] =
      await server.db.dataSource.query(`SELECT "payload" FROM "payment_events" WHERE "order_id" = $1`, [
        order.id,
      ]);
    expect(events.map((e) => e.payload.savedCard?.paymentMethodRef)).toEqual(['demo_pm_0341']);

    // The event the button sends carries the saved card to the order.
    const delivery = await demo.verify(
      demo.buttonEvent({ ...orderFields(order.id), paymentRef: started.paymentRef }, 'pay'),
    );
    expect(delivery.event?.savedCard).toMatchObject({
      provider: 'demo',
      customerRef: `demo_cus_${userId}`,
      paymentMethodRef: 'demo_pm_4242',
      last4: '4242',
    });
  });
});

function orderFields(id: string) {
  return {
    id,
    totalAmount: '29.00',
    refundedAmount: '0.00',
    paymentMethod: 'stripe',
    customerEmail: 'ada@example.com',
    paymentRef: null,
    captureRef: null,
  };
}
