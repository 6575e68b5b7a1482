import { systemClock } from '../modules/subscriptions/billing/billing-clock';
import { deliverStripe, type StripeFake, type TestCard } from './fakes/stripe-fake';
import { placePaidOrder } from './payment-actions';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from './test-server';

/** The renewal tests' steps: a shop selling by card against the Stripe fake, and a movable clock. */

export const SUBSCRIPTION_FIELDS = `id status serviceActive renewal endDate autoRenew nextRenewalAmount nextRenewalDate
  renewalOrderId card { brand last4 expMonth expYear } nextPlan { name } product { name }
  events { type amount orderId detail }`;

export interface SubscriptionView {
  id: string;
  status: string;
  serviceActive: boolean;
  renewal: string;
  endDate: string;
  autoRenew: boolean;
  nextRenewalAmount: string | null;
  nextRenewalDate: string | null;
  renewalOrderId: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  nextPlan: { name: string } | null;
  product: { name: string } | null;
  events: { type: string; amount: string | null; orderId: string | null; detail: string | null }[];
}

export function startCardShop(stripe: StripeFake, env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({
    ...stripe.settings(),
    PUBLIC_URL: 'https://shop.example',
    PAYMENTS_DEMO: '0',
    ...env,
  });
}

/** Every billing decision in this process reads this time from now on (the system clock's seam). */
export function setClock(at: Date): void {
  systemClock.now = () => new Date(at);
}

/** Back to the real time (after each test: the clock is this process's, other files follow). */
export function resetClock(): void {
  systemClock.now = () => new Date();
}

export const days = (date: Date | string, n: number) => new Date(new Date(date).getTime() + n * 86_400_000);
export const minutes = (date: Date | string, n: number) => new Date(new Date(date).getTime() + n * 60_000);

/** A signed-in customer who bought `planId` by card (the Checkout Session paid with `card`). */
export async function customerWithCardPlan(
  server: TestServer,
  stripe: StripeFake,
  planId: string,
  card: TestCard = '4242',
): Promise<{ customer: TestClient; email: string; subscriptionId: string }> {
  const email = uniqueEmail('renewal');
  const customer = server.client();
  await customer.register(email);
  expect((await customer.post('/api/cart', { productId: planId })).status).toBe(200);
  const order = await placePaidOrder(customer, [], 'stripe', email);
  const session = stripe.pay(stripe.sessionFor(order.id), { card });
  expect((await deliverStripe(server, stripe.webhook('checkout.session.completed', session))).status).toBe(
    200,
  );
  const subscriptionId = await subscriptionOf(customer);
  return { customer, email, subscriptionId };
}

/** The customer's newest subscription. */
export async function subscriptionOf(customer: TestClient): Promise<string> {
  const list = await customer.get<{ id: string }[]>('/api/subscriptions');
  expect(list.body.length).toBeGreaterThan(0);
  return list.body[0].id;
}

export async function subscriptionView(client: TestClient, id: string): Promise<SubscriptionView> {
  const answer = await client.gql(`query($id: ID!) { subscription(id: $id) { ${SUBSCRIPTION_FIELDS} } }`, {
    id,
  });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.subscription as SubscriptionView;
}

/** One billing pass at `at` over these subscriptions (other test files share the database), with the clock there. */
export function passAt(server: TestServer, at: Date, ...subscriptionIds: string[]) {
  setClock(at);
  return server.services.billing.pass.run(at, subscriptionIds);
}

/** The customer saves another card on the provider's card page and comes back. */
export async function updateCard(
  stripe: StripeFake,
  customer: TestClient,
  subscriptionId: string,
  card: TestCard,
): Promise<SubscriptionView> {
  const start = await customer.gql(
    `mutation($id: ID!) { startPaymentMethodUpdate(subscriptionId: $id) { url } }`,
    { id: subscriptionId },
  );
  if (start.errors) throw new Error(JSON.stringify(start.errors));
  const session = stripe.completeSetup(stripe.setupSessionFor(subscriptionId), { card });
  const back = await customer.gql(
    `mutation($id: ID!, $session: String!) { confirmPaymentMethodUpdate(subscriptionId: $id, sessionId: $session) { ${SUBSCRIPTION_FIELDS} } }`,
    { id: subscriptionId, session: session.id },
  );
  if (back.errors) throw new Error(JSON.stringify(back.errors));
  return back.data.confirmPaymentMethodUpdate as SubscriptionView;
}
