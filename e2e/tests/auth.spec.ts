import { expect, openCart, revealLanding, test, uniqueEmail } from './fixtures';

test('Login goes through /api/login to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // client-side validation and the server's message
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasNotText: 'Email is required' })).toBeVisible();
});

test('registering merges the guest cart into the account', async ({ page, externalRequests }) => {
  const email = uniqueEmail('merge');
  await page.goto('/#shop');
  await revealLanding(page);
  await page.getByTestId('device-card-pro').getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByTestId('plan-card-secure').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.goto('/api/login?returnTo=%2F%23subscription');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First name (optional)').fill('Erika');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/#subscription$/);
  await expect(page.getByRole('status').filter({ hasText: 'Cart Merged' })).toContainText('Pro Package');
  await expect(page.getByRole('link', { name: 'Account' }).first()).toHaveAttribute('href', '/account');
  await expect(page.getByText('Welcome back, Erika')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guest-cart'))).toBeNull();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  const drawer = await openCart(page);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(drawer).toContainText('Secure Subscription');
  await expect(drawer.getByTestId('cart-total')).toHaveText('€328.00');
  await page.keyboard.press('Escape');

  // the server cart survives a reload
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  expect(externalRequests).toEqual([]);
});

test('signing in later replaces the conflicting line and says so', async ({ page, context }) => {
  const email = uniqueEmail('replace');
  // An account whose server cart holds the Light package.
  await page.goto('/#shop');
  await revealLanding(page);
  await page.getByTestId('device-card-light').getByRole('button', { name: 'Add to Cart' }).click();
  // In the cart (the badge says so) before leaving the page.
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/login?mode=register');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cart Merged' })).toBeVisible();

  // Sign out, choose the Pro package as a guest, sign in again.
  await page.goto('/api/logout');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await context.clearCookies();
  await page.goto('/#shop');
  await revealLanding(page);
  await page.getByTestId('device-card-pro').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cart Updated' })).toContainText(
    'Light Package was replaced by your latest choice.',
  );
  const drawer = await openCart(page);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer).toContainText('Pro Package');
});
