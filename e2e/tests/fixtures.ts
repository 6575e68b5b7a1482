import { test as base, expect, type Page } from '@playwright/test';

/** The web app's localStorage key for the cookie choice (web/src/lib/consent.ts). */
export const CONSENT_KEY = 'cookie_consent';
/** The preference cookie mirroring that a choice was made (packages/rules/src/consent.ts). */
const CONSENT_COOKIE = 'cookie_consent';

/**
 * Every test records requests that leave the origin (there must be none: no fonts, CDNs or
 * trackers) and uncaught page errors; both fail the test.
 *
 * Tests that are not about cookie consent start with analytics accepted (set before any page
 * script runs, unless a choice is stored already), so the first-visit bar is not in their way and
 * checkout events are sent as before. `test.use({ cookieConsent: null })` starts without a choice.
 */
export const test = base.extend<{ externalRequests: string[]; cookieConsent: boolean | null }>({
  cookieConsent: [true, { option: true }],
  context: async ({ context, cookieConsent, baseURL }, use) => {
    if (cookieConsent !== null) {
      // The preference cookie that mirrors a choice: the server then leaves the bar out of pages.
      await context.addCookies([
        { name: CONSENT_COOKIE, value: cookieConsent ? 'analytics' : 'necessary', url: baseURL! },
      ]);
      await context.addInitScript(
        ([key, analytics]) => {
          try {
            if (!localStorage.getItem(key))
              localStorage.setItem(key, JSON.stringify({ analytics, decidedAt: new Date().toISOString() }));
          } catch {
            // No storage on this document (about:blank and the like).
          }
        },
        [CONSENT_KEY, cookieConsent] as const,
      );
    }
    await use(context);
  },
  externalRequests: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const external: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/^(data|blob|about):/.test(url)) return;
      if (new URL(url).origin !== origin) external.push(url);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(external);
    expect(external, 'requests that left the origin').toEqual([]);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };

/** A unique address for accounts created by a test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Opens a server-rendered page and waits until it is live (hydrated). A click on one of its own
 * buttons made before that does nothing (docs/performance.md, "How a rendered page comes alive"); links work.
 */
export async function gotoLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The landing page arrives rendered; wait until it is live (hydrated) before using it. */
export async function revealLanding(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('#testimonials')).toBeAttached();
}

export async function openCart(page: Page) {
  // The header hides while scrolling down: a small scroll up brings it back. The click is retried
  // with it: a smooth scroll to a section, or content loading below, may scroll down again between.
  const header = page.getByTestId('site-header');
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(async () => {
    if (await drawer.isVisible()) return;
    await page.evaluate(() => window.scrollBy({ top: -150, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-visible', 'true', { timeout: 400 });
    await page.getByTestId('cart-button').click({ timeout: 1000 });
    await expect(drawer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return drawer;
}

/**
 * Sends the password reset form until its answer shows: the form may re-render once the
 * signed-out state arrives and drop what was typed before it (a second request is harmless: the
 * same 202).
 */
export async function askPasswordReset(page: Page, email: string): Promise<void> {
  await expect(async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
}

const SEEN_ALERTS_KEY = 'e2e-seen-alerts';

/**
 * Records the text of every `role="alert"` element as it enters the page, in sessionStorage, so
 * it survives a navigation. For a toast the spec shows only for the 500 ms before a full-page
 * redirect: on a busy machine polling can miss it, the DOM insertion cannot.
 */
export async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const seen = () => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    const note = () => {
      const texts = seen();
      for (const alert of Array.from(document.querySelectorAll('[role="alert"]'))) {
        const text = alert.textContent ?? '';
        if (text && !texts.includes(text)) texts.push(text);
      }
      sessionStorage.setItem(key, JSON.stringify(texts));
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  }, SEEN_ALERTS_KEY);
}

/** The alert texts recordAlerts saw so far, in this tab. */
export function recordedAlerts(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], SEEN_ALERTS_KEY);
}
