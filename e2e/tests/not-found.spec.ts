import { expect, test } from './fixtures';

test('unknown paths show the 404 card', async ({ page, externalRequests }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(externalRequests).toEqual([]);
});
