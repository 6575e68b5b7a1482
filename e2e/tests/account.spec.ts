import { expect, recordAlerts, recordedAlerts, test, uniqueEmail } from './fixtures';

test('signed out, My Account says so and goes to sign-in', async ({ page }) => {
  await recordAlerts(page);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount/);
  // The toast lives 500 ms before the page changes (spec): what it said was recorded as it appeared.
  const alerts = await recordedAlerts(page);
  expect(
    alerts.some(
      (text) => text.includes('Unauthorized') && text.includes('You are logged out. Logging in again...'),
    ),
  ).toBe(true);
});

test('a new customer sees their profile, empty lists, and can sign out', async ({
  page,
  externalRequests,
}) => {
  const email = uniqueEmail('account');
  await page.goto('/login?mode=register&returnTo=%2Faccount');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile Information' });
  await expect(profile).toContainText(email);
  await expect(profile).toContainText('Not provided');
  await expect(page.getByText('No orders yet. Start shopping to see your orders here.')).toBeVisible();
  await expect(page.getByText('No active subscriptions. Subscribe to a plan to get started.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
  expect(externalRequests).toEqual([]);
});
