import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placeOrder, setOrderStatus } from '../../test/order-actions';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'subscriptions-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

interface SubscriptionJson {
  id: string;
  status: string;
  autoRenew: boolean;
  endDate: string;
  cancelledAt: string | null;
}

/** A customer holding one paid subscription of these products; answers the subscription. */
async function customerWithPlan(productIds = [ids.secure]) {
  const owner = server.client();
  await owner.register();
  const orderId = await placeOrder(owner, productIds);
  expect((await setOrderStatus(admin, orderId, 'paid')).status).toBe(200);
  const [subscription] = (await owner.get<SubscriptionJson[]>('/api/subscriptions')).body;
  return { owner, subscription };
}

const autoRenew = (client: TestClient, id: string, value: unknown) =>
  client.request('PATCH', `/api/subscriptions/${id}`, { autoRenew: value });

const SET_AUTO_RENEW = `mutation($id: ID!, $autoRenew: Boolean!) {
  setSubscriptionAutoRenew(id: $id, autoRenew: $autoRenew) { id autoRenew status cancelledAt }
}`;
const CANCEL = `mutation($id: ID!) { cancelSubscription(id: $id) { id autoRenew status endDate cancelledAt } }`;

describe('PATCH /api/subscriptions/{id} {autoRenew}', () => {
  it('the owner turns renewal off and on again; the list shows it', async () => {
    const { owner, subscription } = await customerWithPlan();
    expect(subscription.autoRenew).toBe(true);
    const off = await autoRenew(owner, subscription.id, false);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: subscription.id, autoRenew: false, status: 'active' });
    expect((await owner.get('/api/subscriptions')).body[0].autoRenew).toBe(false);
    // The same value again changes nothing.
    expect((await autoRenew(owner, subscription.id, false)).body.autoRenew).toBe(false);
    expect((await autoRenew(owner, subscription.id, true)).body.autoRenew).toBe(true);
  });

  it('refuses a value that is not a boolean', async () => {
    const { owner, subscription } = await customerWithPlan();
    const response = await autoRenew(owner, subscription.id, 'yes');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('autoRenew must be true or false');
  });

  it("a device's complimentary month cannot renew (409)", async () => {
    const { owner, subscription } = await customerWithPlan([ids.light]);
    expect(subscription.autoRenew).toBe(false);
    const response = await autoRenew(owner, subscription.id, true);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'A complimentary month cannot renew; choose a plan in the shop instead',
    );
  });

  it("another customer's subscription, an unknown id and a bad id are 404; a guest 401", async () => {
    const { owner, subscription } = await customerWithPlan();
    const other = server.client();
    await other.register();
    for (const id of [subscription.id, '00000000-0000-4000-8000-000000000000', 'bad id']) {
      const response = await autoRenew(other, encodeURIComponent(id), false);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Subscription not found' });
    }
    expect((await autoRenew(server.client(), subscription.id, false)).status).toBe(401);
    expect((await owner.get('/api/subscriptions')).body[0].autoRenew).toBe(true);
  });
});

describe('POST /api/subscriptions/{id}/cancel: cancels at the end of the paid period', () => {
  it('says cancelled, keeps its end date (service until then), stops renewing; cancelling twice is harmless', async () => {
    const { owner, subscription } = await customerWithPlan();
    const cancelled = await owner.post(`/api/subscriptions/${subscription.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      id: subscription.id,
      status: 'cancelled',
      autoRenew: false,
      endDate: subscription.endDate,
      cancelledAt: expect.any(String),
    });
    const again = await owner.post(`/api/subscriptions/${subscription.id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(cancelled.body);
    // A cancelled plan cannot be set to renew again.
    const renew = await autoRenew(owner, subscription.id, true);
    expect(renew.status).toBe(409);
    expect(renew.body.message).toBe('This subscription has ended or was cancelled, so it cannot renew');
  });

  it("another customer's subscription is 404 and stays as it was; a guest 401", async () => {
    const { owner, subscription } = await customerWithPlan();
    const other = server.client();
    await other.register();
    const response = await other.post(`/api/subscriptions/${subscription.id}/cancel`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Subscription not found' });
    expect((await server.client().post(`/api/subscriptions/${subscription.id}/cancel`)).status).toBe(401);
    expect((await owner.get('/api/subscriptions')).body[0]).toMatchObject({
      autoRenew: true,
      cancelledAt: null,
    });
  });
});

describe('GraphQL setSubscriptionAutoRenew and cancelSubscription', () => {
  it('the owner changes them; another customer gets NOT_FOUND; a guest UNAUTHENTICATED', async () => {
    const { owner, subscription } = await customerWithPlan();
    const other = server.client();
    await other.register();
    const guest = server.client();

    const off = await owner.gql(SET_AUTO_RENEW, { id: subscription.id, autoRenew: false });
    expect(off.errors).toBeUndefined();
    expect(off.data.setSubscriptionAutoRenew).toMatchObject({ autoRenew: false, status: 'active' });
    for (const query of [SET_AUTO_RENEW, CANCEL]) {
      const variables = { id: subscription.id, autoRenew: true };
      expect((await other.gql(query, variables)).errors?.[0]).toMatchObject({
        message: 'Subscription not found',
        extensions: { code: 'NOT_FOUND' },
      });
      expect((await guest.gql(query, variables)).errors?.[0]).toMatchObject({
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }

    const cancelled = await owner.gql(CANCEL, { id: subscription.id });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data.cancelSubscription).toMatchObject({
      status: 'cancelled',
      autoRenew: false,
      cancelledAt: expect.any(String),
    });
    const twice = await owner.gql(CANCEL, { id: subscription.id });
    expect(twice.data.cancelSubscription).toEqual(cancelled.data.cancelSubscription);
    const renew = await owner.gql(SET_AUTO_RENEW, { id: subscription.id, autoRenew: true });
    expect(renew.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });
});
