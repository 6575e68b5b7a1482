import {
  days,
  minutes,
  passAt,
  resetClock,
  subscriptionOf,
  subscriptionView,
} from '../../../test/billing-fixtures';
import { placePaidOrder, pressDemoButton } from '../../../test/payment-actions';
import { catalogIds, type CatalogIds } from '../../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestServer } from '../../../test/test-server';

let server: TestServer;
let ids: CatalogIds;

beforeAll(async () => {
  server = await startTestServer({ PAYMENTS_DEMO: '1', PUBLIC_URL: 'https://shop.example' });
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());
afterEach(resetClock);

/** The demo's setup page: saves the card pressed, then sends the customer back to the plan. */
async function saveDemoCard(url: string, card: '4242' | '0341') {
  const local = url.replace('https://shop.example', server.url);
  const page = await (await fetch(local)).text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '';
  return fetch(`${server.url}${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      customer: field('customer'),
      setup: field('setup'),
      token: field('token'),
      card,
    }).toString(),
  });
}

describe('renewals with the demo provider standing in for the card', () => {
  it('a plan paid with a card that declines renewals goes past due; a new demo card restores it at once', async () => {
    const email = uniqueEmail('demo-renewal');
    const customer = server.client();
    await customer.register(email);
    expect((await customer.post('/api/cart', { productId: ids.flexi })).status).toBe(200);
    const order = await placePaidOrder(customer, [], 'stripe', email);
    expect((await pressDemoButton(server, order.id, 'pay_declining' as 'pay')).status).toBe(303);
    const subscriptionId = await subscriptionOf(customer);
    const bought = await subscriptionView(customer, subscriptionId);
    expect(bought).toMatchObject({ renewal: 'card', card: { brand: 'visa', last4: '0341' } });
    expect(await passAt(server, minutes(bought.endDate, 1), subscriptionId)).toMatchObject({ declined: 1 });
    expect(await subscriptionView(customer, subscriptionId)).toMatchObject({
      status: 'past_due',
      serviceActive: true,
    });
    // The pass was rehearsed a month ahead; the customer saves the card today (the real clock).
    resetClock();
    const start = await customer.gql(
      `mutation($id: ID!) { startPaymentMethodUpdate(subscriptionId: $id) { url } }`,
      { id: subscriptionId },
    );
    const back = await saveDemoCard(start.data.startPaymentMethodUpdate.url, '4242');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/account/subscriptions/${subscriptionId}?card=updated`);
    const restored = await subscriptionView(customer, subscriptionId);
    expect(restored).toMatchObject({ status: 'active', card: { last4: '4242' } });
    expect(new Date(restored.endDate).getTime()).toBeGreaterThan(days(bought.endDate, 27).getTime());
  });
});
