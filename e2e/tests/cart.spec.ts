import { expect, openCart, revealLanding, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/#shop');
  await revealLanding(page);
});

test('a guest adds a device and a plan', async ({ page, externalRequests }) => {
  const pro = page.getByTestId('device-card-pro');
  await pro.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toContainText(
    'Pro Package has been added to your cart.',
  );
  await expect(pro.getByRole('button', { name: 'Device Selected' })).toBeDisabled();

  // a second device is refused by the UI guard
  await page.getByTestId('device-card-light').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert')).toContainText('Device Package Already Selected');

  const secure = page.getByTestId('plan-card-secure');
  await secure.getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toContainText(
    'Secure subscription has been added to your cart.',
  );
  await expect(secure.getByRole('button', { name: 'Plan Selected' })).toBeDisabled();
  await page.getByTestId('plan-card-flexi').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByRole('alert')).toContainText('Subscription Already Selected');

  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('guest-cart') ?? '[]'));
  expect(stored).toHaveLength(2);
  expect(stored[0].id).toMatch(/^guest-/);

  // survives a reload
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  expect(externalRequests).toEqual([]);
});

test('the drawer: empty, lines, quantities, remove, checkout', async ({ page }) => {
  let drawer = await openCart(page);
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByTestId('device-card-light').getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByTestId('plan-card-ultimate').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  drawer = await openCart(page);
  const lines = drawer.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Light Package');
  await expect(lines.nth(1)).toContainText('Ultimate Subscription');
  await expect(drawer.getByTestId('cart-total')).toHaveText('€298.00');

  const decrease = drawer.getByRole('button', { name: 'Decrease quantity of Light Package' });
  await expect(decrease).toBeDisabled();
  await drawer.getByRole('button', { name: 'Increase quantity of Light Package' }).click();
  await expect(lines.nth(0).getByTestId('cart-line-quantity')).toHaveText('2');
  await expect(lines.nth(0).getByTestId('cart-line-total')).toHaveText('€298.00');
  await expect(drawer.getByTestId('cart-total')).toHaveText('€447.00');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await decrease.click();
  await expect(lines.nth(0).getByTestId('cart-line-quantity')).toHaveText('1');

  await drawer.getByRole('button', { name: 'Remove Ultimate Subscription' }).click();
  await expect(lines).toHaveCount(1);
  await expect(drawer.getByTestId('cart-total')).toHaveText('€149.00');

  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/checkout\?amount=149\.00$/);
});

test('the device gallery opens a large view with its own navigation', async ({ page }) => {
  const card = page.getByTestId('device-card-pro');
  await card.getByRole('button', { name: 'Next photo' }).click();
  await expect(card.getByRole('button', { name: 'Show Pro Package photo 2 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await card.getByRole('button', { name: /Open large view/ }).click();
  const large = page.getByRole('dialog', { name: 'Pro Package photos' });
  await expect(large).toBeVisible();
  await expect(large).toContainText('2 / 3');
  await large.getByRole('button', { name: 'Next photo' }).click();
  await expect(large).toContainText('3 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(large).toContainText('1 / 3');
  await page.keyboard.press('Escape');
  await expect(large).toBeHidden();
});
