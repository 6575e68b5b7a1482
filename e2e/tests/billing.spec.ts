import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as shared, expect, openCart, revealLanding, uniqueEmail } from './fixtures';
import { ADMIN } from './screens';
import { startSellingShop, type SellingShop } from './selling-shop';

/**
 * Issue 26, renewals in the browser: a plan bought with a card that the demo provider declines
 * for renewals falls past due at the billing pass; the customer updates the card on the demo
 * setup page and the plan is active again. Against a shop of its own (selling-shop.ts) outside
 * production, where a billing pass may be run at another moment (`runBillingPass(now)`).
 */
const test = shared.extend<object, { shop: SellingShop }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // E2E_DATABASE_URL: a PostgreSQL server instead of the shop's embedded database.
      const database = process.env.E2E_DATABASE_URL;
      const shop = await startSellingShop({
        NODE_ENV: 'test',
        ...(database ? { DATABASE_URL: database } : {}),
      });
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
});

const PASSWORD = 'renewal-secret-1';

/** The Flexi plan alone, bought by a new account, paid on the demo page with the declining card. */
async function buyFlexiWithDecliningCard(page: Page, email: string) {
  await page.goto('/#subscription');
  await revealLanding(page);
  await page.getByTestId('plan-card-flexi').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const cart = await openCart(page);
  await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
  for (const [label, value] of [
    ['First Name', 'Rene'],
    ['Last Name', 'Wal'],
    ['Email', email],
    ['Phone', '+49 30 7654321'],
  ])
    await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Create Account/ }).check();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Shipping Address' })).toBeVisible();
  await page.getByLabel('Street Address').fill('Karl-Marx-Allee 5');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postal Code').fill('10178');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();

  await page.getByRole('button', { name: 'Pay with Credit Card' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/demo\//);
  await page.getByRole('button', { name: 'Pay with a card that declines renewals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Payment' })).toBeVisible();
}

/** One GraphQL call as the signed-in admin; fails the test on errors. */
async function adminGraphql<T>(admin: APIRequestContext, query: string, variables = {}): Promise<T> {
  const response = await admin.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

interface Row {
  id: string;
  status: string;
  endDate: string;
  customerEmail: string | null;
}

/** The customer's subscription as the admin Subscriptions list shows it. */
async function subscriptionOf(admin: APIRequestContext, email: string): Promise<Row> {
  const data = await adminGraphql<{ adminSubscriptions: { edges: { node: Row }[] } }>(
    admin,
    `query { adminSubscriptions(first: 100) { edges { node { id status endDate customerEmail } } } }`,
  );
  const row = data.adminSubscriptions.edges.map((edge) => edge.node).find((n) => n.customerEmail === email);
  expect(row, `a subscription of ${email}`).toBeTruthy();
  return row!;
}

test('a past-due plan: the customer updates the card on the demo page and the plan is active again', async ({
  page,
  browser,
  playwright,
  shop,
}) => {
  test.slow();
  const email = uniqueEmail('renewal');
  await buyFlexiWithDecliningCard(page, email);

  const admin = await playwright.request.newContext({ baseURL: shop.url });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  const bought = await subscriptionOf(admin, email);
  expect(bought.status).toBe('active');

  // The renewal falls due: a pass one minute after the end date charges the card, which declines.
  const now = new Date(new Date(bought.endDate).getTime() + 60_000).toISOString();
  const pass = await adminGraphql<{ runBillingPass: { declined: number } }>(
    admin,
    `mutation ($now: DateTimeISO) { runBillingPass(now: $now) { notices reminders charged declined suspended expired } }`,
    { now },
  );
  expect(pass.runBillingPass.declined).toBeGreaterThanOrEqual(1);
  expect((await subscriptionOf(admin, email)).status).toBe('past_due');

  // The admin Subscriptions screen lists it among the past-due plans, with its history.
  const staff = await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 812 } });
  const staffPage = await staff.newPage();
  expect((await staffPage.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  await staffPage.goto('/admin/subscriptions');
  await staffPage
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: 'Past due' })
    .click();
  const row = staffPage.getByTestId('subscription-row').filter({ hasText: email });
  await expect(row).toHaveAttribute('data-status', 'past_due');
  await row.getByRole('button', { name: `Details: Flexi of ${email}` }).click();
  await expect(staffPage.getByRole('region', { name: 'History of Flexi' })).toContainText('Payment failed');
  const wide = await staffPage.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(wide, 'the admin screen scrolls sideways').toBeLessThanOrEqual(0);
  await staff.close();

  // My Account: the plan stands out as past due and leads to its detail.
  await page.goto('/account');
  const subscriptions = page.getByRole('region', { name: 'Active Subscriptions' });
  await expect(subscriptions).toContainText('Past due: the renewal payment failed.');
  await subscriptions.getByRole('link', { name: 'Flexi: details' }).click();
  await expect(page).toHaveURL(`/account/subscriptions/${bought.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Flexi' })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Past due' });
  await expect(alert).toContainText('Your service keeps running for now');

  // At 375 px the detail fits the screen and has no serious WCAG A/AA findings.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Payment failed');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // The demo provider's card page, then back here.
  await alert.getByRole('button', { name: 'Update payment method' }).click();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/subscriptions/${bought.id}`));
  await expect(
    page.getByRole('status').filter({ hasText: 'Your payment method was updated.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Flexi' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Past due' })).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: /^Active$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Payment failed');
  expect((await subscriptionOf(admin, email)).status).toBe('active');
  await admin.dispose();
});
