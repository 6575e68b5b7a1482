import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 14: public pages arrive rendered. Without JavaScript a reader (or a crawler) gets the
 * content; with it, React attaches to that markup without a single mismatch.
 */

const PUBLIC_PAGES = ['/', '/help', '/help-center', '/help-center/vpn-basics', '/login', '/no-such-page'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows the packages and the plans with their prices', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const shop = page.locator('#shop');
    await expect(shop.getByRole('heading', { name: 'Light Package' })).toBeVisible();
    await expect(shop.getByRole('heading', { name: 'Pro Package' })).toBeVisible();
    await expect(shop).toContainText('€149.00');
    await expect(shop).toContainText('€249.00');
    const plans = page.locator('#subscription');
    for (const plan of ['Flexi', 'Secure', 'Ultimate']) await expect(plans).toContainText(plan);
    await expect(plans).toContainText(/month/i);
    // Every section, in the page, without a script to move it into place.
    for (const id of [
      'how-it-works',
      'platform',
      'comparison',
      'why-choose',
      'about',
      'testimonials',
      'footer',
    ])
      await expect(page.locator(`#${id}`)).toBeVisible();
  });

  test('help, the help center and an article are readable; an unknown path is a 404', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button'),
    ).toHaveCount(19);
    await page.goto('/help-center/vpn-basics');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(/VPN/);
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

async function collectMismatches(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('every public page and the checkout hydrate without a mismatch, at 1280 and 375 px', async ({
  page,
}) => {
  const problems = await collectMismatches(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...PUBLIC_PAGES, '/checkout']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Below-the-fold parts hydrate as their chunks arrive: scroll through to be sure all did.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(
        problems.filter((text) => /hydrat|#418|#419|#423|#425|did not match/i.test(text)),
        `${path} at ${width}px`,
      ).toEqual([]);
    }
  }
});

test('the rendered landing page is live once hydrated: Add to Cart works', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('device-card-light').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('the landing page hydrates without the data layer; the first click fetches it and is not lost', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // Read, not touched: neither Apollo (the runtime chunk) nor the shop's code has been fetched.
  expect(scripts.filter((path) => /\/assets\/(runtime|shop-sections)-/.test(path))).toEqual([]);

  const card = page.getByTestId('device-card-pro');
  await card.scrollIntoViewIfNeeded();
  // The first interaction of the visit: its click waits for the code and then counts, once.
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(scripts.some((path) => /\/assets\/runtime-/.test(path))).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('presses made before the app has arrived are not lost, and a repeated one counts once', async ({
  page,
}) => {
  // A slow link: the app's entry arrives only when the test lets it.
  let releaseEntry: () => void = () => {};
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const addPro = page.getByTestId('device-card-pro').getByRole('button', { name: 'Add to Cart' });
  await addPro.click();
  await addPro.click();
  await page.getByTestId('plan-card-secure').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  releaseEntry();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test('client-side navigation keeps each page its own head', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const landingTitle = await page.title();
  await page.goto('/help-center');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: /VPN/ }).first().click();
  await expect(page).toHaveURL(/\/help-center\/.+/);
  await expect(page).not.toHaveTitle(landingTitle);
  await expect(page).toHaveTitle(/Help Center/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/help-center\/.+$/);
});
