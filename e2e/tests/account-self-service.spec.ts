import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

/**
 * My Account does what the FAQ, the billing article and the Terms promise: edit the name, change
 * the password, open an order in full (with its status history), turn a plan's renewal off and
 * on, cancel it at the end of the paid period, and find the shop from an empty panel. At a
 * desktop and a phone width.
 */
const ADMIN = { email: 'admin@hometunnel.example', password: 'explorer-admin-secret' };
const PASSWORD = 'secret123';

async function productIds(request: APIRequestContext): Promise<Record<string, string>> {
  const products: { id: string; name: string }[] = await (await request.get('/api/products')).json();
  return Object.fromEntries(products.map((product) => [product.name, product.id]));
}

/** An order of a Pro Package and a Secure plan, placed by the signed-in customer of `request`. */
async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  const ids = await productIds(request);
  const response = await request.post('/api/orders/from-checkout', {
    data: {
      paymentMethod: 'stripe',
      checkoutData: {
        personalDetails: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '+49 30 1234567' },
        addressDetails: { street: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'DE' },
      },
      cartItems: [{ productId: ids['Pro Package'] }, { productId: ids.Secure }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/** The admin marks the order paid (which grants the plan), then shipped. */
async function payAndShip(request: APIRequestContext, orderId: string): Promise<void> {
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  expect((await request.post('/api/admin/make-admin')).ok()).toBe(true);
  for (const status of ['paid', 'shipped']) {
    const moved = await request.patch(`/api/admin/orders/${orderId}/status`, { data: { status } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

/** Serious or critical WCAG 2.2 A/AA violations of the page (or of `include`), as "rule: targets". */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`My Account self-service at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('empty panels lead to the shop', async ({ page, externalRequests }) => {
      const register = await page.request.post('/api/auth/register', {
        data: { email: uniqueEmail('empty'), password: PASSWORD },
      });
      expect(register.status()).toBe(201);
      await page.goto('/account');
      const orders = page.getByRole('region', { name: 'Recent Orders' });
      await expect(orders).toContainText('No orders yet. Start shopping to see your orders here.');
      await expect(orders.getByRole('link', { name: 'Shop devices' })).toHaveAttribute('href', '/#shop');
      const subscriptions = page.getByRole('region', { name: 'Active Subscriptions' });
      await expect(subscriptions).toContainText(
        'No active subscriptions. Subscribe to a plan to get started.',
      );
      const tickets = page.getByRole('region', { name: 'Support Tickets' });
      await expect(tickets).toContainText('No support tickets.');
      await expect(tickets.getByRole('link', { name: 'Go to Help' })).toHaveAttribute('href', '/help');
      await expectNoHorizontalScroll(page);

      await subscriptions.getByRole('link', { name: 'View plans' }).click();
      await expect(page).toHaveURL(/\/#subscription$/);
      await expect(page.locator('#subscription')).toBeInViewport();
      expect(externalRequests).toEqual([]);
    });

    test('edit name, change password, order detail, renewal and cancellation', async ({
      page,
      playwright,
      baseURL,
      externalRequests,
    }) => {
      const email = uniqueEmail('self-service');
      expect(
        (await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status(),
      ).toBe(201);
      const orderId = await placeOrder(page.request, email);
      const admin = await playwright.request.newContext({ baseURL });
      await payAndShip(admin, orderId);
      await admin.dispose();

      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

      // Edit name.
      const profile = page.getByRole('region', { name: 'Profile Information' });
      await expect(profile).toContainText('Not provided');
      await profile.getByRole('button', { name: 'Edit name' }).click();
      await expect(profile.getByLabel('First name')).toBeFocused();
      await profile.getByRole('button', { name: 'Save name' }).click();
      await expect(profile.getByText('First name is required')).toBeVisible();
      await profile.getByLabel('First name').fill('Grace');
      await profile.getByLabel('Last name').fill('Hopper');
      await profile.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByText('Your name has been saved.')).toBeVisible();
      await expect(profile.getByLabel('First name')).toHaveCount(0);
      await expect(profile).toContainText('Grace');
      await expect(profile).toContainText('Hopper');
      await expect(profile).not.toContainText('Not provided');

      // Change password (the security panel), then the new one signs in.
      const security = page.getByRole('region', { name: 'Sign-in and Security' });
      await security.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await security.getByLabel('New password', { exact: true }).fill('better-secret');
      await security.getByLabel('Confirm new password').fill('better-secret');
      await security.getByRole('button', { name: 'Change password' }).click();
      await expect(
        page.getByText('Your password has been changed. Your other sessions were signed out.'),
      ).toBeVisible();
      const fresh = await playwright.request.newContext({ baseURL });
      expect((await fresh.post('/api/auth/login', { data: { email, password: 'better-secret' } })).ok()).toBe(
        true,
      );
      await fresh.dispose();

      // Order detail with its status history.
      const orders = page.getByRole('region', { name: 'Recent Orders' });
      const number = orderId.slice(0, 8);
      await orders.getByRole('button', { name: `View details of order #${number}` }).click();
      const detail = orders.getByLabel(`Order #${number} details`);
      await expect(detail).toBeVisible();
      await expect(detail).toContainText('Pro Package × 1');
      await expect(detail).toContainText('Secure × 1');
      await expect(detail).toContainText('Subtotal (incl. 19% VAT)');
      await expect(detail).toContainText('Delivery');
      await expect(detail).toContainText('Unter den Linden 1');
      await expect(detail).toContainText('10117 Berlin');
      await expect(detail.getByRole('listitem').filter({ has: page.locator('time') })).toHaveText([
        /^pending/,
        /^paid/,
        /^shipped/,
      ]);
      await expectNoHorizontalScroll(page);
      // The page with the profile edited, an order open and a plan's controls shown.
      expect(await axeViolations(page)).toEqual([]);
      await orders.getByRole('button', { name: `Hide details of order #${number}` }).click();
      await expect(detail).toHaveCount(0);

      // Renewal off and on again.
      const subscriptions = page.getByRole('region', { name: 'Active Subscriptions' });
      const renew = subscriptions.getByRole('switch', { name: 'Renew automatically: Secure' });
      await expect(renew).toBeChecked();
      await renew.click();
      await expect(renew).not.toBeChecked();
      await expect(subscriptions).toContainText('Manual renewal');
      await renew.click();
      await expect(renew).toBeChecked();
      await expect(subscriptions).toContainText('Auto-renew');

      // Cancel at the end of the paid period: asked first, "Keep" changes nothing.
      await subscriptions.getByRole('button', { name: 'Cancel subscription: Secure' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel Secure?' });
      await expect(dialog).toContainText('Your plan stays active until');
      // Checked once it has faded in: mid-animation its colours are blended with the backdrop.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole('button', { name: 'Keep subscription' }).click();
      await expect(dialog).toBeHidden();
      await expect(renew).toBeChecked();
      await subscriptions.getByRole('button', { name: 'Cancel subscription: Secure' }).click();
      await dialog.getByRole('button', { name: 'Yes, cancel at period end' }).click();
      await expect(dialog).toBeHidden();
      await expect(subscriptions).toContainText(/Cancelled: active until .+, will not renew/);
      // Cancelled at period end: the status says so, and the service runs until the end date.
      await expect(subscriptions.getByText('cancelled', { exact: true })).toBeVisible();
      await expect(subscriptions.getByRole('switch')).toHaveCount(0);
      await expectNoHorizontalScroll(page);

      // It stays so after a reload: the server kept it.
      await page.reload();
      await expect(page.getByRole('region', { name: 'Active Subscriptions' })).toContainText(
        /Cancelled: active until/,
      );
      await expect(page.getByRole('region', { name: 'Profile Information' })).toContainText('Grace');
      expect(externalRequests).toEqual([]);
    });
  });
}
