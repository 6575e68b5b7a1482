import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { openCart, uniqueEmail } from './fixtures';
import { ADMIN, ADMIN_PAGES, PUBLIC_PAGES } from './screens';

/**
 * Accessibility sweep: axe-core (WCAG 2.2 A/AA) on every public page, each checkout step, My Account
 * and the admin screens, at desktop and phone widths. Each page is scrolled to the bottom first (the
 * sections below the fold render lazily) and the network left to settle; any violation of impact
 * serious or critical fails the test, listed with its nodes and help so it can be fixed.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

/** The landing page renders everything below the hero after the first interaction. */
async function revealLanding(page: Page) {
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 1);
  await expect(page.locator('#testimonials').first()).toBeAttached();
}

/** Requests in flight per page, to wait until the network has been quiet for a while. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    // A video streams in ranges for as long as it plays: only what renders content counts.
    if (request.resourceType() !== 'media') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

async function networkSettled(page: Page, quietMs = 400, timeoutMs = 5_000) {
  const pending = inFlight.get(page)!;
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
  console.warn(`network not settled on ${page.url()}: ${[...pending].map((r) => r.url()).join(', ')}`);
}

/** Scrolls to the bottom in viewport-sized steps (the page may grow as it goes), then back to the top. */
async function scrollThrough(page: Page) {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (let step = 0; step < 60; step++) {
    const { y, bottom } = await page.evaluate(() => ({
      y: window.scrollY + window.innerHeight,
      bottom: document.documentElement.scrollHeight,
    }));
    if (y >= bottom - 2) break;
    await page.mouse.wheel(0, viewport.height);
    await page.waitForTimeout(120);
  }
  await networkSettled(page);
  // Back up, so the header (hidden while scrolling down) is shown and checked too.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(400);
  await networkSettled(page);
}

type Finding = string;

/** Runs axe on the page as it is and returns its serious and critical violations, readable. */
async function audit(page: Page, label: string, include?: string): Promise<Finding[]> {
  // Axe reads colours as painted: a toast still fading in or out is read half transparent (a
  // contrast of 1.2 on a slow machine). Finite animations and transitions end first; the landing
  // page's endless ones do not count. Past 3 s the audit goes on and reports what it sees.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page })
    // Experimental in axe, so off by default: a visible label must be part of the accessible name
    // (WCAG 2.5.3 Label in Name).
    // `iframes: false`: the only frame is the Mail screen's preview of a mail, sandboxed without
    // scripts, where axe cannot run (it waited for the frame until the test timed out). A mail's
    // HTML is written for mail clients, not for this page.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, iframes: false })
    .exclude('iframe')
    .withTags(TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 12)
        .map((n) => {
          const summary = (n.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim();
          return `      - ${n.target.join(' ')}${summary ? `: ${summary}` : ''}`;
        })
        .join('\n');
      const more = v.nodes.length > 12 ? `\n      … and ${v.nodes.length - 12} more` : '';
      return `${label}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    });
}

/** Loads a path, scrolls through it, lets the network settle and audits it. */
async function auditPath(page: Page, path: string, label: string): Promise<Finding[]> {
  await page.goto(path);
  await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
  if (path === '/') await revealLanding(page);
  await scrollThrough(page);
  return audit(page, `${label} ${path}`);
}

async function newContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  trackRequests(page);
  return { context, page };
}

/** Shop → cart drawer → every checkout step (creating an account on the way, so /account has an order). */
async function auditCheckout(page: Page, label: string, email: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const step = async (name: string) => {
    // The shop's "added" toasts leave on a timer: one fading out while axe reads the page is read
    // half transparent, depending on the machine's speed. The checkout is audited without them.
    await expect(page.getByTestId('toast-viewport').locator('[role="status"]')).toHaveCount(0, {
      timeout: 15_000,
    });
    await scrollThrough(page);
    findings.push(...(await audit(page, `${label} /checkout (${name})`)));
  };

  await page.goto('/#shop');
  await revealLanding(page);
  await page.getByTestId('device-card-pro').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByTestId('plan-card-secure').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.mouse.wheel(0, -200);
  const drawer = await openCart(page);
  await page.waitForTimeout(400);
  findings.push(...(await audit(page, `${label} cart drawer`, '[role="dialog"]')));
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);

  await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
  await step('personal details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await step('personal details, errors shown');
  await page.getByLabel('First Name').fill('Jane');
  await page.getByLabel('Last Name').fill('Doe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Account Options' })).toBeVisible();
  await step('account options');
  await page.getByRole('radio', { name: /Create Account/ }).check();
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm Password').fill('secret1');
  await step('account options, create account');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Shipping Address' })).toBeVisible();
  await step('shipping address');
  await page.getByLabel('Street Address').fill('Unter den Linden 1');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postal Code').fill('10117');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();
  await expect(page.locator('dd.total')).toBeVisible();
  await step('order summary');
  await page.getByRole('button', { name: 'Pay with Credit Card' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Currently Out of Stock' })).toBeVisible();
  await step('out of stock');
  return findings;
}

/** What opens over the landing page: a legal dialog from the footer, and the phone's menu. */
async function auditOverlays(page: Page, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.goto('/');
  await revealLanding(page);
  await page.locator('#footer').getByRole('button', { name: 'Privacy Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300);
  findings.push(...(await audit(page, `${label} / (Privacy Policy dialog)`, '[role="dialog"]')));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.waitForTimeout(300);
    findings.push(...(await audit(page, `${label} / (menu open)`)));
  }
  return findings;
}

async function signInAsAdmin(context: BrowserContext) {
  const login = await context.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  // Registering makes nobody admin; a listed address claims it ('Request Admin Access').
  const claim = await context.request.post('/api/admin/make-admin');
  expect(claim.ok(), await claim.text()).toBe(true);
}

// A trace of minutes of pages is large and slow to write on a loaded machine; the failure message lists
// every violation with its nodes, which is what a fix needs.
test.use({ trace: 'off' });

for (const viewport of VIEWPORTS) {
  test(`no serious or critical axe violations at ${viewport.width}px`, async ({ browser }) => {
    test.setTimeout(600_000);
    const label = `[${viewport.width}px]`;
    const { context, page } = await newContext(browser, viewport);
    const findings: Finding[] = [];

    for (const path of PUBLIC_PAGES) {
      findings.push(...(await auditPath(page, path, label)));
      // The first visit's cookie bar has been audited with '/': a choice keeps it out of the way.
      const necessaryOnly = page.getByRole('button', { name: 'Necessary only' });
      if (await necessaryOnly.isVisible()) await necessaryOnly.click();
    }
    findings.push(...(await auditOverlays(page, label)));

    findings.push(...(await auditCheckout(page, label, uniqueEmail(`a11y-${viewport.width}`))));

    // Signed in by the checkout's 'Create Account'.
    findings.push(...(await auditPath(page, '/account', label)));
    findings.push(...(await auditPath(page, '/', `${label} signed in`)));

    await signInAsAdmin(context);
    for (const path of ADMIN_PAGES) findings.push(...(await auditPath(page, path, label)));

    expect(findings, `serious/critical axe violations:\n\n${findings.join('\n\n')}\n`).toEqual([]);
    await context.close();
  });
}
