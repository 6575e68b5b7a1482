import { StripeFake } from '../../../test/fakes/stripe-fake';
import {
  customerWithCardPlan,
  days,
  minutes,
  passAt,
  resetClock,
  setClock,
  startCardShop,
  subscriptionView,
  updateCard,
} from '../../../test/billing-fixtures';
import { outboxFor } from '../../../test/outbox';
import { catalogIds, type CatalogIds } from '../../../test/shop-fixtures';
import type { TestServer } from '../../../test/test-server';

let server: TestServer;
let stripe: StripeFake;
let ids: CatalogIds;

beforeAll(async () => {
  stripe = await new StripeFake().start();
  server = await startCardShop(stripe);
  ids = await catalogIds(server.client());
});
afterAll(async () => {
  await server.close();
  await stripe.stop();
});
afterEach(resetClock);

/** The renewal orders of a subscription, oldest first, with their invoices. */
async function renewalOrders(subscriptionId: string) {
  return server.db.dataSource.query(
    `SELECT o."id", o."status", o."total_amount"::text AS "total", o."renewal_period_end" AS "periodEnd",
            (SELECT count(*)::int FROM "invoices" i WHERE i."order_id" = o."id") AS "invoices"
       FROM "orders" o WHERE o."renewal_of" = $1 ORDER BY o."renewal_period_end"`,
    [subscriptionId],
  ) as Promise<{ id: string; status: string; total: string; periodEnd: Date; invoices: number }[]>;
}

const billingMails = async (email: string) =>
  (await outboxFor(server, email, 'subscription-billing')).map((mail) => mail.subject);

describe('a monthly plan renewing by card', () => {
  it('a year: 12 notices, 12 charges, 12 paid renewal orders with invoices, periods back to back', async () => {
    const { customer, email, subscriptionId } = await customerWithCardPlan(server, stripe, ids.flexi);
    const start = await subscriptionView(customer, subscriptionId);
    expect(start).toMatchObject({
      status: 'active',
      serviceActive: true,
      renewal: 'card',
      card: { brand: 'visa', last4: '4242' },
      nextRenewalAmount: '29.00',
      nextRenewalDate: start.endDate,
    });
    let end = start.endDate;
    for (let month = 1; month <= 12; month += 1) {
      // Not yet due 8 days before; the notice 7 days before, once however many passes run.
      expect(await passAt(server, days(end, -8), subscriptionId)).toMatchObject({ notices: 0, charged: 0 });
      const noticed = await passAt(server, minutes(days(end, -7), 1), subscriptionId);
      expect(noticed.notices).toBe(1);
      expect(await passAt(server, days(end, -3), subscriptionId)).toMatchObject({ notices: 0 });
      await passAt(server, minutes(end, 1), subscriptionId);
      const renewed = await subscriptionView(customer, subscriptionId);
      const expected = new Date(start.endDate);
      expected.setUTCMonth(expected.getUTCMonth() + month);
      // From the previous end date, not from when the charge ran: no day lost or gained. (The
      // day of the month exists in every month only up to the 28th: the test starts from today.)
      if (new Date(start.endDate).getUTCDate() <= 28) expect(renewed.endDate).toBe(expected.toISOString());
      expect(renewed.status).toBe('active');
      end = renewed.endDate;
    }
    const orders = await renewalOrders(subscriptionId);
    expect(orders).toHaveLength(12);
    expect(
      orders.every((order) => order.status === 'paid' && order.total === '29.00' && order.invoices === 1),
    ).toBe(true);
    // Back to back: each renewal starts where the previous period ended.
    const ends = orders.map((order) => new Date(order.periodEnd).getTime());
    expect(ends[0]).toBe(new Date(start.endDate).getTime());
    const view = await subscriptionView(customer, subscriptionId);
    expect(view.events.filter((event) => event.type === 'notice_sent')).toHaveLength(12);
    expect(view.events.filter((event) => event.type === 'charged')).toHaveLength(12);
    const notices = (await billingMails(email)).filter((subject) => subject.includes('renews on'));
    expect(notices).toHaveLength(12);
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(13);
    // Each renewal is an order of the account, with its invoice.
    const mine = await customer.gql(`{ myOrders { id renewalOf invoices { number } } }`);
    const renewals = (mine.data.myOrders as { renewalOf: string | null; invoices: unknown[] }[]).filter(
      (order) => order.renewalOf === subscriptionId,
    );
    expect(renewals).toHaveLength(12);
    expect(renewals.every((order) => order.invoices.length === 1)).toBe(true);
  });

  it('a declined card: past due (service runs), retried after 3 days, suspended after 7, restored by a new card', async () => {
    const { customer, email, subscriptionId } = await customerWithCardPlan(server, stripe, ids.flexi);
    await updateCard(stripe, customer, subscriptionId, '0341');
    const { endDate } = await subscriptionView(customer, subscriptionId);
    expect(await passAt(server, minutes(endDate, 1), subscriptionId)).toMatchObject({
      declined: 1,
      charged: 0,
    });
    let view = await subscriptionView(customer, subscriptionId);
    expect(view).toMatchObject({
      status: 'past_due',
      serviceActive: true,
      endDate,
      nextRenewalDate: endDate,
    });
    expect(view.renewalOrderId).toEqual(expect.any(String));
    expect(view.events[0]).toMatchObject({ type: 'retry_scheduled' });
    expect(view.events[1]).toMatchObject({
      type: 'charge_failed',
      detail: 'Your card was declined.',
      amount: '29.00',
    });
    expect((await billingMails(email)).at(-1)).toBe('We could not renew your HomeTunnel Flexi plan');
    // Not retried before 3 days have passed.
    expect(await passAt(server, days(endDate, 2), subscriptionId)).toMatchObject({ declined: 0 });
    expect(await passAt(server, minutes(days(endDate, 3), 2), subscriptionId)).toMatchObject({ declined: 1 });
    view = await subscriptionView(customer, subscriptionId);
    expect(view.events.filter((event) => event.type === 'charge_failed')).toHaveLength(2);
    // 7 days after the renewal date: suspended, and told so, once.
    expect(await passAt(server, minutes(days(endDate, 7), 1), subscriptionId)).toMatchObject({
      suspended: 1,
    });
    expect(await passAt(server, days(endDate, 8), subscriptionId)).toMatchObject({
      suspended: 0,
      declined: 0,
    });
    view = await subscriptionView(customer, subscriptionId);
    expect(view).toMatchObject({ status: 'suspended', serviceActive: false });
    expect((await billingMails(email)).at(-1)).toBe('Your HomeTunnel Flexi plan is suspended');
    // A new card is charged at once: active again, the period counted from the renewal date.
    setClock(days(endDate, 9));
    const restored = await updateCard(stripe, customer, subscriptionId, '4242');
    expect(restored).toMatchObject({ status: 'active', serviceActive: true, card: { last4: '4242' } });
    const expected = new Date(endDate);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(new Date(restored.endDate).getTime()).toBeLessThanOrEqual(expected.getTime());
    expect(new Date(restored.endDate).getTime()).toBeGreaterThan(days(endDate, 27).getTime());
    expect(restored.events.map((event) => event.type).slice(0, 3)).toEqual([
      'reactivated',
      'charged',
      'card_updated',
    ]);
    const orders = await renewalOrders(subscriptionId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', invoices: 1 });
  });

  it("authentication required: past due with the bank's reason; paying through the link restores it", async () => {
    const { customer, subscriptionId } = await customerWithCardPlan(server, stripe, ids.flexi);
    await updateCard(stripe, customer, subscriptionId, '3184');
    const { endDate } = await subscriptionView(customer, subscriptionId);
    await passAt(server, minutes(endDate, 1), subscriptionId);
    const view = await subscriptionView(customer, subscriptionId);
    expect(view.status).toBe('past_due');
    expect(view.events[1]).toMatchObject({
      type: 'charge_failed',
      detail: 'Your bank asks you to confirm this payment',
    });
    const pay = await customer.gql(`mutation($id: ID!) { payRenewal(subscriptionId: $id) { url orderId } }`, {
      id: subscriptionId,
    });
    expect(pay.errors).toBeUndefined();
    expect(pay.data.payRenewal.orderId).toBe(view.renewalOrderId);
    const session = stripe.sessionFor(view.renewalOrderId!);
    expect(pay.data.payRenewal.url).toBe(session.url);
    expect(session.amount_total).toBe(2900);
    const paid = stripe.pay(session, { card: '4444' });
    const { deliverStripe } = await import('../../../test/fakes/stripe-fake');
    expect((await deliverStripe(server, stripe.webhook('checkout.session.completed', paid))).status).toBe(
      200,
    );
    const after = await subscriptionView(customer, subscriptionId);
    expect(after).toMatchObject({ status: 'active', card: { brand: 'mastercard', last4: '4444' } });
    expect(new Date(after.endDate).getTime()).toBeGreaterThan(days(endDate, 27).getTime());
  });

  it('nothing to pay or update for another customer; a guest is refused', async () => {
    const { subscriptionId } = await customerWithCardPlan(server, stripe, ids.flexi);
    const stranger = server.client();
    await stranger.register();
    const pay = await stranger.gql(`mutation($id: ID!) { payRenewal(subscriptionId: $id) { url } }`, {
      id: subscriptionId,
    });
    expect(pay.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const read = await stranger.gql(`query($id: ID!) { subscription(id: $id) { id } }`, {
      id: subscriptionId,
    });
    expect(read.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const guest = await server
      .client()
      .gql(`mutation($id: ID!) { startPaymentMethodUpdate(subscriptionId: $id) { url } }`, {
        id: subscriptionId,
      });
    expect(guest.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
