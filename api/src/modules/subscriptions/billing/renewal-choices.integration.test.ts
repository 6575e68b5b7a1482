import { adminEmails, signedInAdmin } from '../../../test/admin-client';
import { deliverStripe, StripeFake } from '../../../test/fakes/stripe-fake';
import {
  customerWithCardPlan,
  days,
  minutes,
  passAt,
  resetClock,
  setClock,
  startCardShop,
  subscriptionOf,
  subscriptionView,
} from '../../../test/billing-fixtures';
import { placeOrder, setOrderStatus } from '../../../test/order-actions';
import { outboxFor } from '../../../test/outbox';
import { catalogIds, type CatalogIds } from '../../../test/shop-fixtures';
import { uniqueEmail, type TestClient, type TestServer } from '../../../test/test-server';

let server: TestServer;
let stripe: StripeFake;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'renewal-admin');

beforeAll(async () => {
  stripe = await new StripeFake().start();
  server = await startCardShop(stripe, { ADMIN_EMAILS: adminEmail, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(async () => {
  await server.close();
  await stripe.stop();
});
afterEach(resetClock);

/** A plan without a saved card (the order marked paid by an admin, as a PayPal or bank order would be). */
async function customerWithManualPlan(planId = ids.flexi) {
  const email = uniqueEmail('manual');
  const customer = server.client();
  await customer.register(email);
  const orderId = await placeOrder(customer, [planId], { email });
  expect((await setOrderStatus(admin, orderId, 'paid')).status).toBe(200);
  return { customer, email, subscriptionId: await subscriptionOf(customer) };
}

const billingSubjects = async (email: string) =>
  (await outboxFor(server, email, 'subscription-billing')).map((mail) => mail.subject);

describe('a plan renewing by hand (PayPal, bank transfer, a guest order)', () => {
  it('gets a reminder with a pay link 7 days before; paying it renews from the end date and saves the card', async () => {
    const { customer, email, subscriptionId } = await customerWithManualPlan();
    const before = await subscriptionView(customer, subscriptionId);
    expect(before).toMatchObject({ renewal: 'manual', card: null, renewalOrderId: null });
    expect(await passAt(server, minutes(days(before.endDate, -7), 1), subscriptionId)).toMatchObject({
      reminders: 1,
      notices: 0,
    });
    const reminded = await subscriptionView(customer, subscriptionId);
    expect(reminded.renewalOrderId).toEqual(expect.any(String));
    expect(reminded.events[0]).toMatchObject({ type: 'reminder_sent', amount: '29.00' });
    expect((await billingSubjects(email)).at(-1)).toMatch(/^Renew your HomeTunnel Flexi plan by /);
    const pay = await customer.gql(`mutation($id: ID!) { payRenewal(subscriptionId: $id) { url orderId } }`, {
      id: subscriptionId,
    });
    expect(pay.data.payRenewal.orderId).toBe(reminded.renewalOrderId);
    const session = stripe.pay(stripe.sessionFor(reminded.renewalOrderId!));
    expect((await deliverStripe(server, stripe.webhook('checkout.session.completed', session))).status).toBe(
      200,
    );
    const paid = await subscriptionView(customer, subscriptionId);
    expect(paid).toMatchObject({
      status: 'active',
      renewal: 'card',
      card: { last4: '4242' },
      renewalOrderId: null,
    });
    const expected = new Date(before.endDate);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    if (new Date(before.endDate).getUTCDate() <= 28) expect(paid.endDate).toBe(expected.toISOString());
    // At the old end date nothing is due any more.
    expect(await passAt(server, minutes(before.endDate, 1), subscriptionId)).toMatchObject({
      expired: 0,
      charged: 0,
    });
  });

  it('left unpaid, it expires at its end date: the renewal order is cancelled and the customer told', async () => {
    const { customer, email, subscriptionId } = await customerWithManualPlan();
    const { endDate } = await subscriptionView(customer, subscriptionId);
    await passAt(server, minutes(days(endDate, -7), 1), subscriptionId);
    const { renewalOrderId } = await subscriptionView(customer, subscriptionId);
    expect(await passAt(server, minutes(endDate, 1), subscriptionId)).toMatchObject({ expired: 1 });
    expect(await subscriptionView(customer, subscriptionId)).toMatchObject({
      status: 'expired',
      serviceActive: false,
      renewal: 'none',
      renewalOrderId: null,
    });
    const [order] = await server.db.dataSource.query('SELECT "status" FROM "orders" WHERE "id" = $1', [
      renewalOrderId,
    ]);
    expect(order.status).toBe('cancelled');
    expect((await billingSubjects(email)).at(-1)).toBe('Your HomeTunnel Flexi plan has ended');
    const pay = await customer.gql(`mutation($id: ID!) { payRenewal(subscriptionId: $id) { url } }`, {
      id: subscriptionId,
    });
    expect(pay.errors?.[0]).toMatchObject({
      message: 'This subscription has no renewal waiting to be paid',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('renewal turned off or cancelled: no notice, and it ends at its end date', async () => {
    const { customer, subscriptionId } = await customerWithCardPlan(server, stripe, ids.flexi);
    const cancelled = await customer.gql(`mutation($id: ID!) { cancelSubscription(id: $id) { status } }`, {
      id: subscriptionId,
    });
    expect(cancelled.data.cancelSubscription.status).toBe('cancelled');
    const { endDate, serviceActive } = await subscriptionView(customer, subscriptionId);
    expect(serviceActive).toBe(true);
    expect(await passAt(server, minutes(days(endDate, -7), 1), subscriptionId)).toMatchObject({ notices: 0 });
    expect(await passAt(server, minutes(endDate, 1), subscriptionId)).toMatchObject({
      expired: 1,
      charged: 0,
    });
    expect(await subscriptionView(customer, subscriptionId)).toMatchObject({
      status: 'expired',
      serviceActive: false,
    });
  });
});

describe('switching plans', () => {
  it('the new plan applies from the next renewal: the notice says so, the charge is its price, the period its length', async () => {
    const { customer, email, subscriptionId } = await customerWithCardPlan(server, stripe, ids.flexi);
    const switched = await customer.gql(
      `mutation($id: ID!, $plan: ID!) { changeSubscriptionPlan(id: $id, productId: $plan) { product { name } nextPlan { name } nextRenewalAmount } }`,
      { id: subscriptionId, plan: ids.secure },
    );
    expect(switched.errors).toBeUndefined();
    expect(switched.data.changeSubscriptionPlan).toEqual({
      product: { name: 'Flexi' },
      nextPlan: { name: 'Secure' },
      nextRenewalAmount: '79.00',
    });
    const again = await customer.gql(
      `mutation($id: ID!, $plan: ID!) { changeSubscriptionPlan(id: $id, productId: $plan) { id } }`,
      {
        id: subscriptionId,
        plan: ids.secure,
      },
    );
    expect(again.errors?.[0]).toMatchObject({ message: 'This subscription is already on that plan' });
    const device = await customer.gql(
      `mutation($id: ID!, $plan: ID!) { changeSubscriptionPlan(id: $id, productId: $plan) { id } }`,
      {
        id: subscriptionId,
        plan: ids.light,
      },
    );
    expect(device.errors?.[0]).toMatchObject({
      message: 'Choose one of the subscription plans',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const { endDate } = await subscriptionView(customer, subscriptionId);
    await passAt(server, minutes(days(endDate, -7), 1), subscriptionId);
    const [notice] = (await outboxFor(server, email, 'subscription-billing')).slice(-1);
    expect(notice.text).toContain('we will charge €79.00');
    expect(notice.text).toContain('switches to the Secure plan');
    await passAt(server, minutes(endDate, 1), subscriptionId);
    const renewed = await subscriptionView(customer, subscriptionId);
    expect(renewed).toMatchObject({
      product: { name: 'Secure' },
      nextPlan: null,
      nextRenewalAmount: '79.00',
    });
    const expected = new Date(endDate);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    if (new Date(endDate).getUTCDate() <= 28) expect(renewed.endDate).toBe(expected.toISOString());
    expect(renewed.events.find((event) => event.type === 'charged')).toMatchObject({ amount: '79.00' });
  });
});

describe('price changes', () => {
  it('a renewal within 30 days keeps the old price; a later one is told the new price and the renewal it applies from', async () => {
    const near = await customerWithCardPlan(server, stripe, ids.secure);
    const far = await customerWithCardPlan(server, stripe, ids.secure);
    const nearEnd = (await subscriptionView(near.customer, near.subscriptionId)).endDate;
    // The far one renews in 3 months; the near one is looked at 10 days before its renewal.
    await server.db.dataSource.query(`UPDATE "subscriptions" SET "end_date" = $2 WHERE "id" = $1`, [
      near.subscriptionId,
      days(new Date(), 10),
    ]);
    const change = { productId: ids.secure, oldPrice: '75.00', newPrice: '79.00' };
    // Run the catalog's listener for these two only: other test files hold Secure plans too.
    await server.db.dataSource
      .transaction(async (manager) => {
        await manager.query(
          `UPDATE "subscriptions" SET "auto_renew" = false WHERE "product_id" = $1 AND "id" <> ALL($2::uuid[]) AND "status" = 'active' AND "auto_renew"`,
          [ids.secure, [near.subscriptionId, far.subscriptionId]],
        );
        await server.services.billing.priceChanged(manager, change);
        const kept = await manager.query(
          `SELECT "id", "kept_price"::text AS "kept" FROM "subscriptions" WHERE "id" = ANY($1::uuid[])`,
          [[near.subscriptionId, far.subscriptionId]],
        );
        expect(
          Object.fromEntries(kept.map((row: { id: string; kept: string | null }) => [row.id, row.kept])),
        ).toEqual({
          [near.subscriptionId]: '75.00',
          [far.subscriptionId]: null,
        });
        const told = await manager.query(
          `SELECT "to_address", "subject" FROM "mail_outbox" WHERE "kind" = 'subscription-billing' AND lower("to_address") = ANY($1::text[])`,
          [[near.email, far.email]],
        );
        expect(told).toEqual([
          { to_address: far.email, subject: 'A new price for your HomeTunnel Secure plan' },
        ]);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    // The kept price is what the renewal it was kept for charges, once.
    const nearDate = days(new Date(), 10);
    await server.db.dataSource.query(
      `UPDATE "subscriptions" SET "kept_price" = '75.00', "kept_price_for" = "end_date" WHERE "id" = $1`,
      [near.subscriptionId],
    );
    expect((await subscriptionView(near.customer, near.subscriptionId)).nextRenewalAmount).toBe('75.00');
    await passAt(server, minutes(nearDate, 1), near.subscriptionId);
    const renewed = await subscriptionView(near.customer, near.subscriptionId);
    expect(renewed.events.find((event) => event.type === 'charged')).toMatchObject({ amount: '75.00' });
    expect(renewed.nextRenewalAmount).toBe('79.00');
    expect(nearEnd).toEqual(expect.any(String));
  });

  it('setProductPrice: staff only, a price above 0 with at most 2 decimals', async () => {
    const customer = server.client();
    await customer.register();
    const SET = `mutation($id: ID!, $price: String!) { setProductPrice(productId: $id, price: $price) { price } }`;
    expect((await customer.gql(SET, { id: ids.secure, price: '1.00' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    for (const price of ['0', '-1.00', '1.001', 'abc', '']) {
      const answer = await admin.gql(SET, { id: ids.secure, price });
      expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
    // The same price again changes nothing (and tells nobody).
    expect((await admin.gql(SET, { id: ids.secure, price: '79.00' })).data.setProductPrice.price).toBe(
      '79.00',
    );
  });
});

describe('catching up and racing', () => {
  it('a pass after three days down does each missed step once', async () => {
    const { customer, email, subscriptionId } = await customerWithCardPlan(server, stripe, ids.flexi);
    const { endDate } = await subscriptionView(customer, subscriptionId);
    // Down from 8 days before the renewal until 2 days after: the notice window and the charge both passed.
    expect(await passAt(server, days(endDate, 2), subscriptionId)).toMatchObject({ charged: 1, notices: 0 });
    expect(await passAt(server, minutes(days(endDate, 2), 5), subscriptionId)).toMatchObject({
      charged: 0,
      notices: 0,
    });
    const view = await subscriptionView(customer, subscriptionId);
    expect(view.events.filter((event) => event.type === 'charged')).toHaveLength(1);
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(2);
  });

  it('two passes at once charge once and mail once', async () => {
    const { customer, email, subscriptionId } = await customerWithCardPlan(server, stripe, ids.flexi);
    const { endDate } = await subscriptionView(customer, subscriptionId);
    const at = minutes(endDate, 1);
    setClock(at);
    const reports = await Promise.all([
      server.services.billing.pass.run(at, [subscriptionId]),
      server.services.billing.pass.run(at, [subscriptionId]),
    ]);
    expect(reports.reduce((sum, report) => sum + report.charged, 0)).toBe(1);
    const customerRef = (
      await server.db.dataSource.query(
        'SELECT "card_customer_ref" AS "ref" FROM "subscriptions" WHERE "id" = $1',
        [subscriptionId],
      )
    )[0].ref as string;
    expect(
      stripe
        .paymentIntentsOf(customerRef)
        .filter((intent) => intent.metadata.subscriptionId === subscriptionId),
    ).toHaveLength(1);
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(2);
  });
});

describe('outgoing webhooks', () => {
  it('tell integrations a plan went past due, was suspended, reactivated, renewed and expired', async () => {
    const events = [
      'subscription.renewed',
      'subscription.past_due',
      'subscription.suspended',
      'subscription.reactivated',
      'subscription.expired',
    ];
    const created = await admin.gql(
      `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`,
      { input: { url: 'http://127.0.0.1:9/renewals', events, description: 'renewal events' } },
    );
    expect(created.errors).toBeUndefined();
    const endpointId = created.data.createWebhookEndpoint.endpoint.id as string;
    try {
      const { customer, subscriptionId } = await customerWithCardPlan(server, stripe, ids.flexi, '4242');
      await server.db.dataSource.query(
        `UPDATE "subscriptions" SET "card_ref" = 'pm_gone_for_good' WHERE "id" = $1`,
        [subscriptionId],
      );
      const { endDate } = await subscriptionView(customer, subscriptionId);
      await passAt(server, minutes(endDate, 1), subscriptionId);
      await passAt(server, minutes(days(endDate, 7), 1), subscriptionId);
      const pay = await customer.gql(`mutation($id: ID!) { payRenewal(subscriptionId: $id) { orderId } }`, {
        id: subscriptionId,
      });
      const session = stripe.pay(stripe.sessionFor(pay.data.payRenewal.orderId));
      await deliverStripe(server, stripe.webhook('checkout.session.completed', session));
      await customer.gql(`mutation($id: ID!) { cancelSubscription(id: $id) { id } }`, { id: subscriptionId });
      const { endDate: newEnd } = await subscriptionView(customer, subscriptionId);
      await passAt(server, minutes(newEnd, 1), subscriptionId);
      const sent: { event_type: string }[] = await server.db.dataSource.query(
        `SELECT "event_type" FROM "webhook_deliveries" WHERE "endpoint_id" = $1 AND "body" LIKE $2
          ORDER BY "created_at", "id"`,
        [endpointId, `%${subscriptionId}%`],
      );
      const types = sent.map((row) => row.event_type);
      expect(types.slice(0, 2)).toEqual(['subscription.past_due', 'subscription.suspended']);
      // Reactivated and renewed are written in the same transaction (one timestamp).
      expect(types.slice(2, 4).sort()).toEqual(['subscription.reactivated', 'subscription.renewed']);
      expect(types.slice(4)).toEqual(['subscription.expired']);
    } finally {
      await admin.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id: endpointId });
    }
  });
});

class RolledBack extends Error {}
