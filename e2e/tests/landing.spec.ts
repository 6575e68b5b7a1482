import { expect, revealLanding, test } from './fixtures';

const SECTION_ORDER = [
  'home',
  'how-it-works',
  'platform',
  'comparison',
  'why-choose',
  'shop',
  'subscription',
  'about',
  'testimonials',
  'footer',
];

test('landing page shows every section in the spec order', async ({ page, externalRequests }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await revealLanding(page);
  await expect(page.locator('#footer')).toBeAttached();
  // Polled: on a loaded machine a lazily hydrated section may still be settling when first read.
  const sectionIds = () =>
    page.evaluate((order) => {
      const elements = order.map((id) => document.getElementById(id));
      return elements
        .map((el) => (el ? el.id : null))
        .filter((id, i, all) => {
          // keep only ids whose element follows the previous one in document order
          if (!id || i === 0) return !!id;
          const prev = document.getElementById(all[i - 1]!);
          const el = document.getElementById(id)!;
          return !!prev && !!(prev.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
    }, SECTION_ORDER);
  await expect.poll(sectionIds).toEqual(SECTION_ORDER);

  await expect(page.getByRole('link', { name: 'Shop Devices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Plans' })).toBeVisible();
  await expect(page.locator('#how-it-works').getByRole('heading', { level: 3 })).toHaveText([
    /Setup at Home/,
    /Travel with Device/,
    /Secure Connection/,
  ]);
  await expect(page.locator('#why-choose li')).toHaveCount(6);
  await expect(page.getByRole('button', { name: /Show testimonial \d of 5/ })).toHaveCount(5);
  await expect(page.locator('#shop').getByText('MOST POPULAR')).toBeVisible();
  await expect(page.locator('#subscription').getByText('BEST VALUE')).toBeVisible();
  await expect(page.locator('#subscription').getByText('per month')).toBeVisible();
  await expect(page.locator('#subscription').getByText('for 3 months')).toBeVisible();
  await expect(page.locator('#subscription').getByText('for 6 months')).toBeVisible();
  // the counters end on their exact targets
  await page.locator('#about').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('stat-secureConnections')).toHaveText('8,735+', { timeout: 8000 });
  await expect(page.getByTestId('stat-uptime')).toHaveText('99.9%');
  expect(externalRequests).toEqual([]);
});

test('a deep link scrolls to its section', async ({ page }) => {
  await page.goto('/#subscription');
  const heading = page.locator('#subscription h2');
  await expect(heading).toBeInViewport({ timeout: 8000 });
});

test('the hero buttons and header links move between sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('link', { name: 'View Plans' }).click();
  await expect(page.locator('#subscription h2')).toBeInViewport({ timeout: 8000 });
  // The smooth scroll may still be running: wait until it settles, or its last downward steps
  // would hide the header again after our scroll up.
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(250);
      return before === (await page.evaluate(() => window.scrollY));
    })
    .toBe(true);
  await page.mouse.wheel(0, -200); // scrolling up brings the header back
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-visible', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.locator('#about h2')).toBeInViewport({ timeout: 8000 });
});

test('off the landing page, section links go to /#section', async ({ page }) => {
  await page.goto('/help');
  const shop = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' });
  await expect(shop).toHaveAttribute('href', '/#shop');
  await shop.click();
  await expect(page).toHaveURL(/\/#shop$/);
  await expect(page.locator('#shop h2')).toBeInViewport({ timeout: 8000 });
});

test('the header hides on scroll down and returns on scroll up', async ({ page }) => {
  await page.goto('/');
  await revealLanding(page);
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-visible', 'true');
  await page.mouse.wheel(0, 1200);
  await expect(header).toHaveAttribute('data-visible', 'false');
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-visible', 'true');
});

test('the landing page does not download other screens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await revealLanding(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /checkout|account|admin|help|login/.test(url))).toEqual([]);
});

test('mobile: the menu opens and closes when the bar hides', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await revealLanding(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Subscription' })).toBeVisible();
  await page.mouse.wheel(0, 800);
  await expect(menu).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
