import type { Page } from '@playwright/test';
import { expect, openCart, revealLanding, test, uniqueEmail } from './fixtures';

/**
 * Issue 15, a checkout a customer can trust: every step has its URL (Back, Forward and reload keep
 * the step and what was typed), one checkout makes one order, the order ends the checkout with an
 * empty cart, and a running summary sits beside the steps. At a desktop and a phone width.
 */

const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** The cart is filled at desktop width (the shop's own tests cover the phone), then the width under test. */
async function toCheckout(page: Page, width: number) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#shop');
  await revealLanding(page);
  await page.getByTestId('device-card-pro').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByTestId('plan-card-secure').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.mouse.wheel(0, -200);
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(h2(page, 'Personal Information')).toBeVisible();
  await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
}

async function fillPersonal(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Jane');
  await page.getByLabel('Last Name').fill('Doe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 30 1234567');
}

async function fillAddress(page: Page) {
  await page.getByLabel('Street Address').fill('Unter den Linden 1');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postal Code').fill('10117');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
}

async function expectPersonal(page: Page, email: string) {
  await expect(h2(page, 'Personal Information')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Jane');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Phone')).toHaveValue('+49 30 1234567');
}

async function expectAddress(page: Page) {
  await expect(h2(page, 'Shipping Address')).toBeVisible();
  await expect(page.getByLabel('Street Address')).toHaveValue('Unter den Linden 1');
  await expect(page.getByLabel('City')).toHaveValue('Berlin');
  await expect(page.getByLabel('Country')).toHaveValue('DE');
}

async function expectSummary(page: Page) {
  await expect(h2(page, 'Order Summary')).toBeVisible();
  await expect(page.locator('dd.total')).toHaveText('€342.49');
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('10117 Berlin');
}

/** Steps 1-3 as a guest, ending on the summary. */
async function toSummary(page: Page, email: string) {
  await fillPersonal(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h2(page, 'Account Options')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h2(page, 'Shipping Address')).toBeVisible();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectSummary(page);
}

const orderCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().endsWith('/graphql') &&
      request.postDataJSON()?.operationName === 'CreateOrderFromCheckout'
    )
      calls.push(request.url());
  });
  return calls;
};

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test('reload, Back and Forward at every step keep the step and the data; the password is never stored', async ({
      page,
      externalRequests,
    }) => {
      const email = uniqueEmail('trust');
      await toCheckout(page, width);

      // Step 1: typed, not yet sent, survives a reload.
      await fillPersonal(page, email);
      await page.reload();
      await expectPersonal(page, email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/checkout\?step=account$/);

      // Step 2: a typed password is not kept (sessionStorage never holds it).
      await page.getByRole('radio', { name: /Create Account/ }).check();
      await page.getByLabel('Password', { exact: true }).fill('secret-never-stored');
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('secret-never-stored');
      await page.reload();
      await expect(h2(page, 'Account Options')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Create Account/ })).toBeChecked();
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
      await page.getByRole('radio', { name: /Checkout as Guest/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/checkout\?step=address$/);

      // Step 3.
      await fillAddress(page);
      await page.reload();
      await expectAddress(page);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page).toHaveURL(/\/checkout\?step=summary$/);

      // Step 4, then the browser's Back through every step and Forward again.
      await expectSummary(page);
      await page.reload();
      await expectSummary(page);
      await page.goBack();
      await expectAddress(page);
      await page.goBack();
      await expect(h2(page, 'Account Options')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Checkout as Guest/ })).toBeChecked();
      await page.goBack();
      await expectPersonal(page, email);
      await page.reload();
      await expectPersonal(page, email);
      await page.goForward();
      await expect(h2(page, 'Account Options')).toBeVisible();
      await page.goForward();
      await expectAddress(page);
      await page.goForward();
      await expectSummary(page);
      expect(externalRequests).toEqual([]);
    });

    test('a deep link to a later step goes to the first incomplete one', async ({ page }) => {
      await toCheckout(page, width);
      await page.goto('/checkout?step=summary');
      await expect(h2(page, 'Personal Information')).toBeVisible();
      await expect(page).toHaveURL(/\/checkout\?step=personal$/);
      await fillPersonal(page, uniqueEmail('deep'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(h2(page, 'Account Options')).toBeVisible();
      await page.goto('/checkout?step=confirmation');
      // Personal details and the guest choice are there: the address is the first thing missing.
      await expect(h2(page, 'Shipping Address')).toBeVisible();
      await expect(page).toHaveURL(/\/checkout\?step=address$/);
    });

    test('one order per checkout: after paying, Back never offers the pay buttons again, and the cart is empty', async ({
      page,
    }) => {
      const email = uniqueEmail('once');
      const calls = orderCalls(page);
      await toCheckout(page, width);
      await toSummary(page, email);

      // Before paying, Back to the address and a change: still the same checkout (updated in place).
      await page.getByRole('button', { name: 'Back' }).click();
      await expectAddress(page);
      await page.getByLabel('City').fill('Potsdam');
      await page.getByLabel('Postal Code').fill('14467');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('14467 Potsdam');

      const [response] = await Promise.all([
        page.waitForResponse(
          (r) =>
            r.url().endsWith('/graphql') &&
            r.request().postDataJSON()?.operationName === 'CreateOrderFromCheckout',
        ),
        page.getByRole('button', { name: 'Pay with PayPal' }).click(),
      ]);
      const order = (await response.json()).data.createOrderFromCheckout;
      await expect(h2(page, 'Currently Out of Stock')).toBeVisible();
      await expect(page).toHaveURL(/\/checkout\?step=confirmation$/);
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation).toContainText(`#${order.id.slice(0, 8)}`);
      await expect(confirmation).toContainText(`A confirmation was sent to ${email}.`);

      // The cart is empty everywhere: badge, drawer, the stored guest cart.
      await expect(page.getByTestId('cart-badge')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('guest-cart'))).toBeNull();

      // Back, reload, a link to the summary: only the confirmation, never the pay buttons.
      await page.goBack();
      await expect(h2(page, 'Currently Out of Stock')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay with/ })).toHaveCount(0);
      await page.reload();
      await expect(confirmation).toContainText(`#${order.id.slice(0, 8)}`);
      await page.goto('/checkout?step=summary');
      await expect(h2(page, 'Currently Out of Stock')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay with/ })).toHaveCount(0);
      expect(calls).toHaveLength(1);

      // A new visit to the checkout starts a new one: with nothing in the cart, it says so.
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      await page.mouse.wheel(0, -200);
      const drawer = await openCart(page);
      await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    });

    test('a running summary sits beside the steps (folded on a phone)', async ({ page }) => {
      await toCheckout(page, width);
      const summary = page.getByTestId('running-summary');
      const toggle = page.getByTestId('running-summary-toggle');
      if (width < 1024) {
        await expect(summary).toBeHidden();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(toggle).toBeHidden();
        const card = await page.getByRole('region', { name: 'Personal Information' }).boundingBox();
        const aside = await summary.boundingBox();
        expect(aside!.x).toBeGreaterThan(card!.x + card!.width - 1);
      }
      await expect(summary).toBeVisible();
      await expect(summary).toContainText('Pro Package');
      await expect(summary).toContainText('Secure Subscription');
      await expect(summary).toContainText('€328.00');
      // The delivery fee and VAT follow the address.
      await fillPersonal(page, uniqueEmail('aside'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await fillAddress(page);
      await expect(summary).toContainText('Delivery (DE)');
      await expect(summary).toContainText('€14.49');
      await expect(summary).toContainText('€342.49');
    });

    test("'Create Account' with a taken email says so on step 2, with 'Sign in instead'", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail('taken');
      const registered = await request.post('/api/auth/register', { data: { email, password: 'secret123' } });
      expect(registered.status()).toBe(201);
      await toCheckout(page, width);
      await fillPersonal(page, email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: /Create Account/ }).check();
      await page.getByLabel('Password', { exact: true }).fill('secret1');
      await page.getByLabel('Confirm Password').fill('secret1');
      await page.getByRole('button', { name: 'Continue' }).click();
      await fillAddress(page);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();

      await expect(h2(page, 'Account Options')).toBeVisible();
      const note = page.getByRole('alert').filter({ hasText: 'An account with this email already exists' });
      await expect(note).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Error' })).toHaveCount(0);
      await note.getByRole('link', { name: 'Sign in instead' }).click();
      await expect(page).toHaveURL(/\/login\?returnTo=/);
    });
  });
}
