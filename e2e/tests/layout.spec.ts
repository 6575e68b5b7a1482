import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { openCart } from './fixtures';
import { ADMIN, ADMIN_PAGES, PUBLIC_PAGES } from './screens';

/**
 * Layout and focus at a phone (375 px) and a desktop (1280 px) width: no screen scrolls sideways
 * (long addresses and ids wrap, tables scroll inside their own box), a toast never covers the
 * primary button of the moment, the comparison table says it scrolls, and focus lands somewhere
 * sensible after Add to Cart, Select Plan, removing a cart line, Join Waitlist and the header's
 * section links.
 */

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** An ordinary, unique address of 40-odd characters (the kind that pushed checkout to 461 px). */
const longEmail = (width: number) =>
  `maximilian.mustermann.${width}.${Date.now().toString(36)}@example-mail.com`;

/**
 * Whether the page scrolls sideways; if it does, the elements sticking out on the right (those not
 * inside a box that clips or scrolls them), so the failure names the culprit.
 */
async function sidewaysOverflow(page: Page, label: string): Promise<string[]> {
  const result = await page.evaluate(() => {
    const viewportWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= viewportWidth) return null;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${testId ? ` data-testid=${testId}` : ''}> "${text}"`;
    };
    const offenders: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewportWidth + 0.5) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const clips = style.overflowX !== 'visible' || style.position === 'fixed';
        if (clips && a.getBoundingClientRect().right <= viewportWidth + 0.5) {
          clipped = true;
          break;
        }
      }
      const position = getComputedStyle(el).position;
      // An absolutely positioned box is clipped only by a positioned ancestor: report it anyway.
      if ((!clipped || position === 'absolute') && position !== 'fixed')
        offenders.push(`${describe(el)} right=${Math.round(box.right)}`);
    }
    return { scrollWidth, viewportWidth, offenders: offenders.slice(-6) };
  });
  if (!result) return [];
  return [
    `${label}: scrollWidth ${result.scrollWidth} > ${result.viewportWidth}\n      ${result.offenders.join('\n      ')}`,
  ];
}

/** The landing page renders everything below the hero after the first interaction. */
async function revealLanding(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 1);
  await expect(page.locator('#testimonials').first()).toBeAttached();
}

/** Scrolls to the bottom in steps (lazy sections render on the way), then back to the top. */
async function scrollThrough(page: Page) {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (let step = 0; step < 40; step++) {
    const { y, bottom } = await page.evaluate(() => ({
      y: window.scrollY + window.innerHeight,
      bottom: document.documentElement.scrollHeight,
    }));
    if (y >= bottom - 2) break;
    await page.mouse.wheel(0, Math.round(viewport.height * 0.9));
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(300);
}

async function checkPath(page: Page, path: string, label: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
  if (path === '/') await revealLanding(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await scrollThrough(page);
  return sidewaysOverflow(page, `${label} ${path}`);
}

async function signInAsAdmin(context: BrowserContext) {
  const login = await context.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  // Registering makes nobody admin; a listed address claims it ('Request Admin Access').
  const claim = await context.request.post('/api/admin/make-admin');
  expect(claim.ok(), await claim.text()).toBe(true);
}

/** Two boxes overlap when they share any area. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

const toastCard = (page: Page) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .locator('[data-state="open"]')
    .first();

/** The shop's two picks, then the checkout's five steps as a new customer with a long address. */
async function shopAndCheckOut(
  page: Page,
  email: string,
  visit: (step: string) => Promise<void>,
): Promise<void> {
  await page.goto('/#shop');
  await revealLanding(page);
  const addDevice = page.getByTestId('device-card-pro').getByRole('button', { name: 'Add to Cart' });
  await addDevice.click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await visit('added to cart');
  await page.getByTestId('plan-card-secure').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  const drawer = await openCart(page);
  await visit('cart drawer');
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);

  await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
  await page.getByLabel('First Name').fill('Maximilian');
  await page.getByLabel('Last Name').fill('Mustermann-Schwarzenberger');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await visit('personal details');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Account Options' })).toBeVisible();
  await page.getByRole('radio', { name: /Create Account/ }).check();
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm Password').fill('secret1');
  await visit('account options');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Shipping Address' })).toBeVisible();
  await page.getByLabel('Street Address').fill('Kurfürstendamm 195, Hinterhaus, 3. Obergeschoss links');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postal Code').fill('10707');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await visit('shipping address');
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping Address' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();
  await expect(page.locator('dd.total')).toBeVisible();
  await visit('order summary');
  await page.getByRole('button', { name: 'Pay with Credit Card' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Currently Out of Stock' })).toBeVisible();
  await visit('out of stock');
}

/** On a phone the section links sit in the menu. */
async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByTestId('site-header').getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  // A cookie choice made already (web/src/lib/consent.ts), so the first-visit bar is not in the way.
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('cookie_consent'))
        localStorage.setItem(
          'cookie_consent',
          JSON.stringify({ analytics: true, decidedAt: new Date().toISOString() }),
        );
    } catch {
      // No storage on this document (about:blank and the like).
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test('no screen scrolls sideways: public pages, checkout, My Account, admin', async ({ browser }) => {
      test.setTimeout(480_000);
      const label = `[${viewport.width}px]`;
      const { context, page, errors } = await newPage(browser, viewport);
      const findings: string[] = [];

      for (const path of PUBLIC_PAGES) findings.push(...(await checkPath(page, path, label)));

      await shopAndCheckOut(page, longEmail(viewport.width), async (step) => {
        findings.push(...(await sidewaysOverflow(page, `${label} ${step}`)));
      });

      // Signed in by the checkout's 'Create Account'.
      findings.push(...(await checkPath(page, '/account', label)));

      await signInAsAdmin(context);
      // A token with a long name, so the tokens table has rows and Revoke buttons.
      await page.goto('/admin/tokens');
      await page.getByLabel('Name').fill(`Nightly ERP order synchronisation ${viewport.width}`);
      await page.getByRole('button', { name: 'Create token' }).click();
      await expect(page.getByRole('button', { name: /^Revoke / }).first()).toBeVisible();
      findings.push(...(await sidewaysOverflow(page, `${label} /admin/tokens (new token shown)`)));
      const revoke = page.getByRole('button', { name: /^Revoke / }).first();
      await revoke.scrollIntoViewIfNeeded();
      // The Revoke button is reachable: inside the viewport once its table is scrolled to it.
      const box = (await revoke.boundingBox())!;
      expect(box.x + box.width, 'Revoke button inside the viewport').toBeLessThanOrEqual(viewport.width);

      for (const path of ADMIN_PAGES) findings.push(...(await checkPath(page, path, label)));

      await context.close();
      expect(findings, `screens that scroll sideways:\n\n${findings.join('\n\n')}\n`).toEqual([]);
      expect(errors, 'uncaught page errors').toEqual([]);
    });

    test('a toast never covers the primary button; focus follows the action', async ({ browser }) => {
      test.setTimeout(120_000);
      const { context, page, errors } = await newPage(browser, viewport);

      await shopAndCheckOut(page, longEmail(viewport.width), async (step) => {
        if (step === 'added to cart') {
          // Add to Cart: the toast shows, and focus moves to the cart button (not the page body).
          await expect(toastCard(page)).toBeVisible();
          await expect(page.getByTestId('cart-button')).toBeFocused();
          const selected = page
            .getByTestId('device-card-pro')
            .getByRole('button', { name: 'Device Selected' });
          expect(await overlaps(toastCard(page), selected), 'toast over Device Selected').toBe(false);
        }
        if (step === 'cart drawer') {
          // Select Plan's toast is still up while the drawer is open.
          await expect(toastCard(page)).toBeVisible();
          const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
          expect(await overlaps(toastCard(page), proceed), 'toast over Proceed to Checkout').toBe(false);
        }
        if (step === 'shipping address') {
          // The save fails once: the error toast shows while 'Continue to Payment' is still the way on.
          let failed = false;
          await page.route('**/graphql', async (route) => {
            const body = route.request().postDataJSON() as { operationName?: string } | null;
            if (failed || body?.operationName !== 'SaveCheckout') return route.fallback();
            failed = true;
            await route.fulfill({
              json: {
                errors: [{ message: 'Service unavailable', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
              },
            });
          });
          const next = page.getByRole('button', { name: 'Continue to Payment' });
          await next.click();
          await expect(toastCard(page)).toBeVisible();
          await expect(toastCard(page)).toContainText('Error');
          await next.scrollIntoViewIfNeeded();
          expect(await overlaps(toastCard(page), next), 'toast over Continue to Payment').toBe(false);
          await page.unroute('**/graphql');
        }
        if (step === 'order summary') {
          // 'Your checkout information has been saved.' after Continue to Payment.
          await expect(toastCard(page)).toBeVisible();
          for (const name of ['Pay with PayPal', 'Pay with Credit Card']) {
            const button = page.getByRole('button', { name });
            await button.scrollIntoViewIfNeeded();
            expect(await overlaps(toastCard(page), button), `toast over ${name}`).toBe(false);
          }
        }
      });

      // Join Waitlist: its toast clear of the button, focus on the confirmation that replaced it.
      const join = page.getByRole('button', { name: 'Join Waitlist' });
      await join.click();
      await expect(toastCard(page)).toBeVisible();
      await expect(page.getByText('You are on the waitlist. We will be in touch soon.')).toBeFocused();
      const onList = page.getByRole('button', { name: 'On the Waitlist' });
      await onList.scrollIntoViewIfNeeded();
      expect(await overlaps(toastCard(page), onList), 'toast over the waitlist button').toBe(false);

      await context.close();
      expect(errors, 'uncaught page errors').toEqual([]);
    });

    test('nothing is cut off: login tabs, platform chips, the comparison hint, the 404 card', async ({
      browser,
    }) => {
      const { context, page } = await newPage(browser, viewport);
      /** Elements whose text is wider than their box (clipped or spilling out). */
      const clipped = (locator: Locator) =>
        locator.evaluateAll((elements) =>
          elements
            .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
            .map(
              (el) =>
                `${el.textContent?.trim()}: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
            ),
        );

      await page.goto('/login?mode=register');
      await expect(page.getByRole('tab', { name: 'Create Account' })).toBeVisible();
      expect(await clipped(page.getByRole('tab')), 'clipped tab labels').toEqual([]);

      await page.goto('/#platform');
      await revealLanding(page);
      const chips = page.locator('#platform li:not([aria-hidden]) > span');
      await expect(chips.filter({ hasText: 'Cisco AnyConnect' })).toHaveCount(1);
      expect(await clipped(chips), 'clipped platform chips').toEqual([]);

      // The comparison table scrolls sideways on a phone, and says so; on a desktop it fits.
      const hint = page.getByText('Scroll sideways to compare');
      const table = page.locator('#comparison [role="region"]');
      await table.scrollIntoViewIfNeeded();
      const scrolls = await table.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrolls).toBe(viewport.width < 640);
      if (scrolls) await expect(hint).toBeVisible();
      else await expect(hint).toBeHidden();

      // '404 Page Not Found' once: no separate big code, no repeated title in the message.
      await page.goto('/no-such-page');
      const card = page.getByTestId('not-found');
      await expect(card.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      const text = (await card.innerText()).replace(/\s+/g, ' ');
      expect(text.match(/404/g), text).toHaveLength(1);
      expect(text.match(/Page Not Found/gi), text).toHaveLength(1);
      await context.close();
    });

    test('section links move focus to their section; a removed cart line hands focus on', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const { context, page, errors } = await newPage(browser, viewport);
      await page.goto('/');
      await revealLanding(page);
      // The shop section fully rendered (its cards come with the catalog), so its heading stays put.
      await expect(page.getByTestId('device-card-pro')).toBeAttached();
      const header = page.getByTestId('site-header');
      await openMenuIfCollapsed(page);
      await header.getByRole('link', { name: 'Shop', exact: true }).click();
      await expect(page.locator('#shop h2').first()).toBeFocused();
      // From another page the link goes to /#subscription, and focus follows there too.
      await page.goto('/help');
      await expect(page.locator('h1').first()).toBeVisible();
      await openMenuIfCollapsed(page);
      await header.getByRole('link', { name: 'Subscription', exact: true }).click();
      await expect(page).toHaveURL(/\/#subscription$/);
      await expect(page.locator('#subscription h2').first()).toBeFocused();

      // Select Plan: the button turns into a disabled 'Plan Selected', focus goes to the cart button.
      await page.getByTestId('plan-card-secure').getByRole('button', { name: 'Select Plan' }).click();
      await expect(page.getByTestId('cart-button')).toBeFocused();
      await page.getByTestId('device-card-light').getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByTestId('cart-badge')).toHaveText('2');
      await expect(page.getByTestId('cart-button')).toBeFocused();

      const drawer = await openCart(page);
      const lines = drawer.getByTestId('cart-line');
      await expect(lines).toHaveCount(2);
      const second = await lines.nth(1).getAttribute('aria-label');
      await lines
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
      await expect(lines).toHaveCount(1);
      // The line that moved up into its place has focus.
      await expect(drawer.getByRole('listitem', { name: second! })).toBeFocused();
      await lines
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
      await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
      await expect(page.locator(':focus')).toContainText('Your cart is empty.');

      await context.close();
      expect(errors, 'uncaught page errors').toEqual([]);
    });
  });
}
