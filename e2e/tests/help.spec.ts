import type { Page } from '@playwright/test';
import { expect, gotoLive, test } from './fixtures';

/** Help & Support (/help) and the Help Center (/help-center, /help/*, /help-center/<slug>). */

// Every test here also fails on a request leaving the origin or an uncaught page error.
test.beforeEach(({ externalRequests }) => {
  expect(externalRequests).toEqual([]);
});

const TOPICS = [
  { slug: 'vpn-basics', title: 'VPN Basics' },
  { slug: 'features-packages', title: 'Features & Packages' },
  { slug: 'setup-installation', title: 'Setup & Installation' },
  { slug: 'security-privacy', title: 'Security & Privacy' },
  { slug: 'billing-account', title: 'Billing & Account' },
  { slug: 'support-troubleshooting', title: 'Support & Troubleshooting' },
] as const;

const SUPPORT_MAILTO = /^mailto:[^@\s]+@[^@\s]+$/;

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Help & Support', () => {
  test('shows the three action cards', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Browse the Help Center/ })).toHaveAttribute(
      'href',
      '/help-center',
    );
    await expect(page.getByRole('button', { name: /Open a Ticket/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Email Support/ })).toHaveAttribute('href', SUPPORT_MAILTO);

    await page.getByRole('link', { name: /Browse the Help Center/ }).click();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  });

  test('submits a support ticket', async ({ page }) => {
    await gotoLive(page, '/help');
    await page.getByRole('button', { name: /Open a Ticket/ }).click();
    const form = page.getByRole('form', { name: 'Open a Ticket' });
    await expect(form).toBeVisible();
    await expect(page.getByText(/within 2 hours/).first()).toBeVisible();

    // Every rule speaks up under its field.
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByText('Full name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(form.getByText('Message must be at least 20 characters')).toBeVisible();

    await form.getByLabel('Full name').fill('Erika Mustermann');
    await form.getByLabel('Email').fill(`erika+${Date.now()}@example.com`);
    await form.getByLabel('Phone number (optional)').fill('+49 30 123456');
    await form.getByLabel('Subject').fill('Travel router keeps reconnecting');
    await form
      .getByLabel('Message')
      .fill('Since yesterday the travel router drops the tunnel every few minutes at my hotel.');
    await expect(form.getByText('Full name must be at least 2 characters')).toHaveCount(0);

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SubmitTicket'),
    );
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    expect((await sent).ok()).toBe(true);

    await expect(notifications(page).getByText('Ticket Submitted!')).toBeVisible();
    await expect(
      notifications(page).getByText("We've received your support request and will respond soon."),
    ).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
  });

  test('shows the error toast when the ticket cannot be sent', async ({ page }) => {
    await page.route('**/graphql', (route) => route.abort('failed'));
    await gotoLive(page, '/help');
    await page.getByRole('button', { name: /Open a Ticket/ }).click();
    const form = page.getByRole('form', { name: 'Open a Ticket' });
    await form.getByLabel('Full name').fill('Erika Mustermann');
    await form.getByLabel('Email').fill('erika@example.com');
    await form.getByLabel('Subject').fill('Cannot reach support');
    await form.getByLabel('Message').fill('This message will not get through the network.');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();

    await expect(
      notifications(page).getByText('Failed to submit your ticket. Please try again.'),
    ).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveValue('Cannot reach support');
  });

  test("returns to the cards with 'Back to Help & Support' and when /help is opened again", async ({
    page,
  }) => {
    await gotoLive(page, '/help');
    await page.getByRole('button', { name: /Open a Ticket/ }).click();
    await expect(page.getByRole('form', { name: 'Open a Ticket' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Help & Support' }).click();
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Open a Ticket/ })).toBeFocused();

    await page.getByRole('button', { name: /Open a Ticket/ }).click();
    await expect(page.getByRole('form', { name: 'Open a Ticket' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Support' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Browse the Help Center/ })).toBeVisible();
  });

  test('FAQ: 19 questions, one answer open at a time', async ({ page }) => {
    await page.goto('/help');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(19);
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toContainText(/home/i);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

    await second.click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

    // Keyboard works too.
    await questions.nth(18).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(18)).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('Help Center', () => {
  for (const path of ['/help-center', '/help/getting-started', '/help/guides/setup']) {
    test(`topic index at ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(6);
      for (const [i, topic] of TOPICS.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(topic.title);
        await expect(card.getByRole('listitem')).toHaveCount(3);
        await expect(card.getByRole('link', { name: `Read the guide: ${topic.title}` })).toHaveAttribute(
          'href',
          `/help-center/${topic.slug}`,
        );
      }
      const quick = page.getByRole('region', { name: 'Quick Links' });
      await expect(quick.getByRole('link', { name: /Contact Support/ })).toHaveAttribute(
        'href',
        SUPPORT_MAILTO,
      );
      await expect(quick.getByRole('link', { name: /Device Setup Guides/ })).toHaveAttribute(
        'href',
        '/help-center/setup-installation',
      );
      await expect(quick.getByRole('link', { name: /Go to Account/ })).toHaveAttribute(
        'href',
        /^\/api\/login/,
      );
    });
  }

  test("'Go to Account' goes to sign-in through /api/login", async ({ page }) => {
    await page.goto('/help-center');
    await page
      .getByRole('region', { name: 'Quick Links' })
      .getByRole('link', { name: /Go to Account/ })
      .click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount/);
  });

  test('an article title on a card opens that section of the article', async ({ page }) => {
    await page.goto('/help-center');
    await page.getByRole('link', { name: 'The Kill Switch Explained' }).click();
    await expect(page).toHaveURL(/\/help-center\/security-privacy#the-kill-switch-explained$/);
    await expect(page.getByRole('heading', { level: 2, name: 'The Kill Switch Explained' })).toBeInViewport();
  });

  for (const topic of TOPICS) {
    test(`article /help-center/${topic.slug}`, async ({ page }) => {
      await page.goto('/help-center');
      await page.getByRole('link', { name: `Read the guide: ${topic.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/help-center/${topic.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
      const main = page.getByRole('article', { name: topic.title });
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(4); // three sections + "Where to next?"
      expect((await main.locator('p').allTextContents()).join(' ').length).toBeGreaterThan(1500);

      await expect(page.getByRole('link', { name: 'Shop Devices' })).toHaveAttribute('href', '/#shop');
      await expect(page.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute(
        'href',
        '/#subscription',
      );
      await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/help');
      await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
      await expect(page.getByRole('link', { name: 'Learn the VPN Basics' })).toHaveAttribute(
        'href',
        '/help-center/vpn-basics',
      );

      await page.getByRole('link', { name: 'Back to Help Center' }).click();
      await expect(page).toHaveURL(/\/help-center$/);
      await expect(page.getByRole('article')).toHaveCount(6);
    });
  }

  /**
   * Opens `article` and follows its link `name` to `url`. A click that lands while the rendered
   * page is still hydrating can be lost on a loaded machine: it is tried again.
   */
  async function follow(page: Page, article: string, name: string, url: RegExp) {
    await page.goto(`/help-center/${article}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(async () => {
      if (!url.test(page.url())) await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url, { timeout: 2_000 });
    }).toPass();
  }

  test('article buttons lead to the shop and the plans', async ({ page }) => {
    await follow(page, 'features-packages', 'Shop Devices', /\/#shop$/);
    await expect(page.locator('#shop')).toBeInViewport();

    await follow(page, 'features-packages', 'View Subscription Plans', /\/#subscription$/);
    await expect(page.locator('#subscription')).toBeInViewport();
  });

  test('article buttons lead to support and to VPN Basics', async ({ page }) => {
    await follow(page, 'billing-account', 'Contact Support', /\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();

    await follow(page, 'billing-account', 'Learn the VPN Basics', /\/help-center\/vpn-basics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VPN Basics' })).toBeVisible();
  });

  test('an unknown article shows the 404 card', async ({ page }) => {
    await page.goto('/help-center/no-such-article');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText(/Page Not Found/).first()).toBeVisible();
  });
});

test.describe('Help pages on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/help', '/help-center', '/help-center/setup-installation']) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  test('the ticket form fits the screen', async ({ page }) => {
    await gotoLive(page, '/help');
    await page.getByRole('button', { name: /Open a Ticket/ }).click();
    await expect(page.getByRole('form', { name: 'Open a Ticket' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
