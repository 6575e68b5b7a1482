import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { CONSENT_KEY, expect, openCart, revealLanding, test, uniqueEmail } from './fixtures';

/**
 * Cookie consent (Cookie Policy, DECISIONS): the first-visit choice in a compact bottom bar that
 * covers no primary action, remembered 12 months, changeable from the footer, and no checkout
 * event before analytics is accepted. And the admin's confirmation before cancelling an order.
 */

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 740 };

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });
const storedChoice = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY) as Promise<{
    analytics: boolean;
    decidedAt: string;
  } | null>;

/** Every checkout event the page sends (GraphQL mutation or REST route). */
function recordEvents(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith('/api/checkout-events')) events.push('rest');
    if (!request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: { input?: { eventType?: string } };
    } | null;
    if (body?.operationName === 'TrackCheckoutEvent') events.push(body.variables?.input?.eventType ?? '?');
  });
  return events;
}

/** The bar sits at the bottom of the viewport, whole, and takes at most a third of it. */
async function expectCompactBar(page: Page, viewport: { width: number; height: number }) {
  const box = (await banner(page).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 2);
  expect(box.height).toBeLessThan(viewport.height / 3);
  expect(box.width).toBeLessThanOrEqual(viewport.width);
}

/** Clickable where it is: nothing (the cookie bar included) covers it (Playwright's hit test). */
async function expectClickable(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await button.click({ trial: true, timeout: 3000 });
}

// Several page loads and reloads each: on a busy machine they outgrow the default 30 s.
test.slow();

test.describe('Cookie consent', () => {
  test.use({ cookieConsent: null });

  for (const viewport of [WIDE, NARROW]) {
    test(`asks on the first visit at ${viewport.width} px, remembers the choice, changes from the footer`, async ({
      page,
      externalRequests,
    }) => {
      await page.setViewportSize(viewport);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto('/');
      await revealLanding(page);
      await expect(banner(page)).toBeVisible();
      // The server-rendered page has no bar; it appears after hydration, without a mismatch.
      expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
      await expectCompactBar(page, viewport);
      await expect(banner(page).getByRole('button', { name: 'Necessary only' })).toBeInViewport();
      await expect(banner(page).getByRole('button', { name: 'Accept analytics' })).toBeInViewport();
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="cookie-banner"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
        'axe on the cookie bar',
      ).toEqual([]);

      await banner(page).getByRole('button', { name: 'Necessary only' }).click();
      await expect(banner(page)).toHaveCount(0);
      const choice = await storedChoice(page);
      expect(choice?.analytics).toBe(false);
      expect(Date.now() - Date.parse(choice!.decidedAt)).toBeLessThan(60_000);

      await page.reload();
      await revealLanding(page);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(banner(page)).toHaveCount(0);

      // "Cookie settings" in the footer shows the choice again; the new one is kept.
      const settings = page.getByRole('button', { name: 'Cookie settings' });
      await settings.scrollIntoViewIfNeeded();
      await settings.click();
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toBeFocused();
      await expect(banner(page).getByTestId('cookie-current-choice')).toContainText('necessary cookies only');
      await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect(settings).toBeFocused();
      expect((await storedChoice(page))?.analytics).toBe(true);

      await page.reload();
      await revealLanding(page);
      await expect(banner(page)).toHaveCount(0);
      expect(externalRequests).toEqual([]);
    });
  }

  test('asks again once the choice is older than 12 months', async ({ page }) => {
    await page.goto('/help');
    const old = new Date();
    old.setMonth(old.getMonth() - 12);
    old.setDate(old.getDate() - 1);
    await page.evaluate(
      ([key, decidedAt]) => localStorage.setItem(key, JSON.stringify({ analytics: true, decidedAt })),
      [CONSENT_KEY, old.toISOString()] as const,
    );
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByTestId('cookie-current-choice')).toHaveCount(0);
  });

  test('at 375 px the bar covers neither the cart drawer nor the pay buttons; no event before consent', async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    const events = recordEvents(page);
    await page.goto('/#shop');
    await revealLanding(page);
    await expect(banner(page)).toBeVisible();
    await page.getByTestId('device-card-pro').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    const drawer = await openCart(page);
    const proceed = drawer.getByRole('button', { name: 'Proceed to Checkout' });
    await expectClickable(proceed);
    await proceed.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
    await expect(banner(page)).toBeVisible();

    await page.getByLabel('First Name').fill('Consent');
    await page.getByLabel('Last Name').fill('Later');
    await page.getByLabel('Email').fill(uniqueEmail('consent'));
    await page.getByLabel('Phone').fill('+49 30 1234567');
    await expectClickable(page.getByRole('button', { name: 'Continue' }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Account Options' })).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Street Address').fill('Unter den Linden 1');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Postal Code').fill('10117');
    await page.getByLabel('Country').selectOption({ label: 'Germany' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();

    // Step 4 with the bar still up: both pay buttons can be reached and clicked.
    await expect(banner(page)).toBeVisible();
    await expectClickable(page.getByRole('button', { name: 'Pay with PayPal' }));
    await expectClickable(page.getByRole('button', { name: 'Pay with Credit Card' }));
    // Scrolled to the very end, the bar sits below the page's content, not over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectClickable(page.getByRole('button', { name: 'Cookie settings' }));

    expect(events, 'no checkout event before consent').toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('checkout_session_id'))).toBeNull();

    // Accepting analytics lets the following events go out.
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Currently Out of Stock' })).toBeVisible();
    await expect.poll(() => events).toEqual(expect.arrayContaining(['add_payment', 'purchase']));
    expect(events).not.toContain('add_to_cart');
    expect(events).not.toContain('begin_checkout');
  });
});

// --- Admin: cancelling asks first -------------------------------------------------------------

// Listed in ADMIN_EMAILS by playwright.config.ts (as in admin.spec.ts).
const ADMIN = { email: 'admin@hometunnel.example', password: 'explorer-admin-secret' };

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const registered = await request.post('/api/auth/register', { data: account });
  if (registered.status() !== 201) {
    const login = await request.post('/api/auth/login', { data: account });
    expect(login.ok(), await login.text()).toBe(true);
  }
}

async function guestOrder(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const products = (await (await context.request.get('/api/products')).json()) as {
    id: string;
    type: string;
  }[];
  const email = uniqueEmail('cancel');
  const created = await context.request.post('/api/orders/from-checkout', {
    data: {
      status: 'pending',
      totalAmount: '0',
      paymentMethod: 'paypal',
      checkoutData: {
        personalDetails: { firstName: 'Carla', lastName: 'Cancel', email, phone: '+49 30 1234567' },
        addressDetails: {
          street: 'Unter den Linden 1',
          city: 'Berlin',
          postalCode: '10117',
          country: 'Germany',
        },
      },
      cartItems: [{ productId: products.find((p) => p.type === 'device')!.id, quantity: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await context.close();
  return id;
}

test('an admin is asked to confirm before an order is cancelled; the card adds up to its total', async ({
  page,
  browser,
}) => {
  const orderId = await guestOrder(browser);
  await signIn(page.request, ADMIN);
  expect((await page.request.post('/api/admin/make-admin')).ok()).toBe(true);
  await page.goto('/admin/orders');
  const card = page.getByRole('article', { name: `Order #${orderId.slice(0, 8)}` });
  const badge = card.getByTestId('order-status');
  await expect(badge).toHaveText('pending');

  const figures = card.getByTestId('order-figures');
  await expect(figures).toContainText('incl. 19% VAT');
  await expect(figures).toContainText('Delivery€14.49');

  await card.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId.slice(0, 8)}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(badge).toHaveText('pending');

  await card.getByRole('button', { name: 'Cancel Order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(badge).toHaveText('cancelled');
  await page.reload();
  await expect(
    page.getByRole('article', { name: `Order #${orderId.slice(0, 8)}` }).getByTestId('order-status'),
  ).toHaveText('cancelled');
});
