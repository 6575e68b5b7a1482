import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

/** Registers through the sign-in page and lands on My Account. */
async function registerToAccount(page: Page, email: string) {
  await page.goto('/login?mode=register&returnTo=%2Faccount');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"Export my data" downloads a JSON file with the customer\'s data', async ({
      page,
      externalRequests,
    }) => {
      const email = uniqueEmail('export');
      await registerToAccount(page, email);
      const panel = page.getByRole('region', { name: 'Your Data' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('link', { name: 'Export my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^hometunnel-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(data.account.email).toBe(email);
      expect(data.orders).toEqual([]);
      expect(externalRequests).toEqual([]);
    });

    test('deleting the account from My Account asks for the password; afterwards sign-in is refused', async ({
      page,
    }) => {
      const email = uniqueEmail('delete');
      await registerToAccount(page, email);
      await page
        .getByRole('region', { name: 'Your Data' })
        .getByRole('button', { name: 'Delete my account' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Your password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'The password is incorrect. Your account was not deleted.',
      );

      await dialog.getByLabel('Your password').fill('secret123');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      // Checking the password (argon2id) and erasing take a moment on a busy machine.
      await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
      // Signed out (the header's Login link sits in the menu on a phone, so ask the API).
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('secret123');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    });
  });
}
