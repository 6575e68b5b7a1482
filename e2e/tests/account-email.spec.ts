import { expect, test, type APIRequestContext } from '@playwright/test';
import { askPasswordReset } from './fixtures';

/** Password reset and email verification with the links from the mails the shop wrote (issue 13). */

// Made verified by the operator CLI before the server starts (playwright.config.ts).
const ADMIN = { email: 'admin@hometunnel.example', password: 'explorer-admin-secret' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The path and query of the newest link to `path` in a mail of `kind` to `to`, read as an admin
 * (the Mail screen's query): without SMTP_URL every mail is held in the outbox.
 */
async function linkFromMail(
  request: APIRequestContext,
  to: string,
  kind: string,
  path: string,
): Promise<string> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.post('/graphql', {
          data: { query: '{ mails(first: 50) { edges { node { kind to text } } } }' },
        });
        const body = (await response.json()) as {
          data?: { mails: { edges: { node: { kind: string; to: string; text: string } }[] } };
        };
        const mail = body.data?.mails.edges
          .map((edge) => edge.node)
          .find((m) => m.kind === kind && m.to === to);
        const match = mail && new RegExp(`https?://[^\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text);
        link = match?.[1];
        return link ?? null;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  return link as string;
}

test('"Forgot password?" → the link from the mail → a new password; the old one is refused', async ({
  page,
  browser,
}) => {
  const email = `reset-${unique()}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'old-secret' },
  });
  expect(registered.status()).toBe(201);
  await page.request.post('/api/auth/logout');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await askPasswordReset(page, email);

  const adminContext = await browser.newContext();
  const link = await linkFromMail(adminContext.request, email, 'password-reset', '/reset-password');
  await adminContext.close();

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel('Confirm new password').fill('brand-new-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('brand-new-secret');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

  const old = await page.request.post('/api/auth/login', { data: { email, password: 'old-secret' } });
  expect(old.status()).toBe(401);
});

test('the verification link → My Account shows the address verified', async ({ page, browser }) => {
  const email = `verify-${unique()}@example.com`;
  expect(
    (await page.request.post('/api/auth/register', { data: { email, password: 'secret123' } })).status(),
  ).toBe(201);
  await page.goto('/account');
  await expect(page.getByText('Email not verified')).toBeVisible();

  const adminContext = await browser.newContext();
  const link = await linkFromMail(adminContext.request, email, 'verify-email', '/verify-email');
  await adminContext.close();

  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page.getByText('Email verified')).toBeVisible();
});
