import type { Page } from '@playwright/test';
import { expect, openCart, revealLanding, test, uniqueEmail } from './fixtures';

/** From the shop: the Pro package and the Secure plan, then the drawer's checkout button. */
async function buyProAndSecure(page: Page) {
  await page.goto('/#shop');
  await revealLanding(page);
  await page.getByTestId('device-card-pro').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByTestId('plan-card-secure').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  // The header hides while scrolling down; scrolling up brings it (and the cart button) back.
  await page.mouse.wheel(0, -200);
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
}

async function personalDetails(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Jane');
  await page.getByLabel('Last Name').fill('Doe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Account Options' })).toBeFocused();
}

async function shippingToGermany(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping Address' })).toBeVisible();
  await page.getByLabel('Street Address').fill('Unter den Linden 1');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postal Code').fill('10117');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Information Saved' })).toContainText(
    'Your checkout information has been saved.',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();
}

test('a guest checks out the Pro package and the Secure plan to Germany, pays and joins the waitlist', async ({
  page,
  externalRequests,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: { input?: { eventType?: string } };
    };
    if (body?.operationName === 'TrackCheckoutEvent' && body.variables?.input?.eventType) {
      events.push(body.variables.input.eventType);
    }
  });

  await buyProAndSecure(page);
  await expect(page.getByRole('navigation', { name: 'Checkout progress' })).toBeVisible();

  // step 1: validation, then the details
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await personalDetails(page, uniqueEmail('guest'));

  // step 2: guest
  await expect(page.getByRole('radio', { name: /Checkout as Guest/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // step 3: the country list starts with the preferred group
  const countryOptions = page.getByLabel('Country').locator('option');
  await expect(countryOptions.nth(3)).toHaveText('Austria');
  const options = await countryOptions.allTextContents();
  expect(options.slice(0, 4)).toEqual(['Select a country', 'Switzerland', 'Germany', 'Austria']);
  await shippingToGermany(page);

  // step 4: the server's figures
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Pro Package')).toBeVisible();
  await expect(summary.getByText('Secure Subscription')).toBeVisible();
  await expect(summary.getByText('Subtotal (incl. 19% VAT, Germany)')).toBeVisible();
  await expect(summary.getByText('Delivery (DE)')).toBeVisible();
  await expect(summary.locator('dd').filter({ hasText: '€14.49' })).toBeVisible();
  await expect(summary.locator('dd.total')).toHaveText('€342.49');
  await expect(summary.getByText('Order with Payment Obligation')).toBeVisible();
  await expect(
    summary.getByText(
      'By clicking one of the payment buttons below, you agree to purchase the selected items for the total amount shown.',
    ),
  ).toBeVisible();

  // pay → step 5
  const [orderResponse] = await Promise.all([
    page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') &&
        r.request().postDataJSON()?.operationName === 'CreateOrderFromCheckout',
    ),
    page.getByRole('button', { name: 'Pay with PayPal' }).click(),
  ]);
  const order = (await orderResponse.json()).data.createOrderFromCheckout;
  expect(order).toMatchObject({ totalAmount: '342.49', status: 'pending' });

  await expect(page.getByRole('heading', { level: 2, name: 'Currently Out of Stock' })).toBeVisible();
  await expect(page.getByText(/50 EUR discount/)).toBeVisible();
  await expect(page.getByText(`#${order.id.slice(0, 8)}`)).toBeVisible();

  // The order ends the checkout: Back leaves step 5 alone, the pay buttons are not offered again.
  await expect(page.getByText(/A confirmation was sent to /)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Currently Out of Stock' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with Credit Card' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Waitlist!' })).toBeVisible();

  await expect
    .poll(() => events)
    .toEqual(
      expect.arrayContaining([
        'add_to_cart',
        'begin_checkout',
        'add_personal_details',
        'add_account',
        'add_address',
        'add_payment',
        'purchase',
        'subscription',
      ]),
    );
  expect(events.filter((e) => e === 'begin_checkout')).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('checkout_session_id'))).toMatch(/^session_/);
  expect(externalRequests).toEqual([]);
});

test("a buyer who creates an account ends signed in, with the order on 'My Account'", async ({ page }) => {
  const email = uniqueEmail('checkout');
  await buyProAndSecure(page);
  await personalDetails(page, email);

  await page.getByRole('radio', { name: /Create Account/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm Password').fill('secret2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('secret1');
  await page.getByRole('button', { name: 'Continue' }).click();

  await shippingToGermany(page);
  await expect(page.locator('dd.total')).toHaveText('€342.49');
  await page.getByRole('button', { name: 'Pay with Credit Card' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Currently Out of Stock' })).toBeVisible();
  const reference = (await page.getByText(/^#[0-9a-f]{8}$/).textContent())!.slice(1);
  // The server cart of the new account is empty after the order, and the header says so.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // Signed in now: the account page lists the order at the server's total.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Manage your VPN devices and subscriptions')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile Information' })).toContainText(email);
  const orders = page.getByRole('region', { name: 'Recent Orders' });
  await expect(orders).toContainText(`Order #${reference}`);
  await expect(orders).toContainText('€342.49');
  await expect(orders).toContainText('pending');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Active Subscriptions' })).toContainText(
    'No active subscriptions. Subscribe to a plan to get started.',
  );
});

test('a checkout with an empty cart says so, without asking the API', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/graphql')) calls.push(request.url());
  });
  await page.goto('/checkout');
  await expect(page.getByRole('alert').filter({ hasText: 'Cart Empty' })).toContainText(
    'Please add items to your cart before checkout.',
  );
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  // A signed-out visitor (no session cookie) with an empty guest cart: nothing to ask.
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});
