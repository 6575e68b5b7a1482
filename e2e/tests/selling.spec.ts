import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { pdfText } from '../../api/src/test/pdf-text';
import { expect, openCart, revealLanding, uniqueEmail } from './fixtures';
import { ADMIN } from './screens';
import { mailTo, sellingShopTest } from './selling-shop';

/**
 * Issue 25, selling for real, in the browser: a device in stock bought with the demo provider and
 * its invoice; the waitlist's 50 EUR code kept. Against a shop of its own (selling-shop.ts): the
 * demo provider on, mail over SMTP to a catcher here, stock that only these tests change.
 */
const test = sellingShopTest();

type Device = 'light' | 'pro';
const DEVICE_NAMES: Record<Device, string> = { light: 'Light Package', pro: 'Pro Package' };

/** A browser context of its own, signed in as the admin (the operator CLI made the account an admin). */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return page;
}

/** The admin adds units on the Catalog screen, as a delivery is booked. */
async function restock(admin: Page, device: Device, units: number) {
  const name = DEVICE_NAMES[device];
  await admin.goto('/admin/catalog');
  await admin.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await admin.getByRole('button', { name: `Stock of ${name}` }).click();
  const form = admin.getByRole('form', { name: `Adjust stock of ${name}` });
  await form.getByLabel('Change').fill(String(units));
  await form.getByLabel('Reason').fill('Delivery from the factory');
  await form.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Stock updated' })).toContainText(
    `${name}: ${units} on hand, 0 reserved.`,
  );
  const row = admin.getByTestId('catalog-row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(units));
}

/** From the shop: one device into the cart, then the drawer's checkout button. */
async function checkoutDevice(page: Page, device: Device) {
  await page.goto('/#shop');
  await revealLanding(page);
  await page.getByTestId(`device-card-${device}`).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
}

/** Steps 1 to 3 as a guest shipping to Germany, up to the order summary. */
async function guestDetailsToGermany(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Jane');
  await page.getByLabel('Last Name').fill('Doe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: /Checkout as Guest/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Street Address').fill('Unter den Linden 1');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postal Code').fill('10117');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();
}

/** Step 4's total once the server's quote is in ("€263.49" → "263.49"). */
async function summaryTotal(page: Page): Promise<string> {
  const total = page.getByRole('region', { name: 'Order Summary' }).locator('dd.total');
  await expect(total).toHaveText(/^€\d+\.\d{2}$/);
  return (await total.textContent())!.slice(1);
}

/** "Pay with Credit Card" → our demo page (it says so) → Pay → the return page says the order is paid. */
async function payOnDemoPage(page: Page, total: string): Promise<string> {
  await page.getByRole('button', { name: 'Pay with Credit Card' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/demo\/[0-9a-f-]{36}$/);
  const orderId = /demo\/([0-9a-f-]{36})$/.exec(page.url())![1];
  await expect(page.getByRole('note')).toContainText('This is a demo payment page.');
  await expect(page.getByTestId('demo-amount')).toHaveText(`€${total}`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(`/checkout/return?order=${orderId}&provider=demo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Payment' })).toBeVisible();
  const number = page.getByTestId('order-number');
  await expect(number).toHaveText(/^#\S+$/);
  await expect(page.getByText('a confirmation is on its way')).toContainText(
    `Order ${await number.textContent()} is paid: a confirmation is on its way.`,
  );
  // Paying empties the cart.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  return orderId;
}

interface AdminOrder {
  id: string;
  status: string;
  paymentStatus: string;
  totalAmount: string;
  invoices: { number: string; kind: string; total: string; url: string }[];
}

/** The orders placed with `email`, as the admin reads them over GraphQL (with their invoices). */
async function ordersOf(admin: APIRequestContext, email: string): Promise<AdminOrder[]> {
  const response = await admin.post('/graphql', {
    data: {
      query: `query ($email: String) { orders(first: 10, filter: { customerEmail: $email }) {
        edges { node { id status paymentStatus totalAmount invoices { number kind total url } } } } }`,
      variables: { email },
    },
  });
  const body = (await response.json()) as { data?: { orders: { edges: { node: AdminOrder }[] } } };
  expect(body.data, JSON.stringify(body)).toBeTruthy();
  return body.data!.orders.edges.map((edge) => edge.node);
}

test('a buyer pays a device in stock on the demo page, and its invoice PDF carries the number and total', async ({
  page,
  browser,
  shop,
}) => {
  // Two browsers, a payment and a PDF: more than the default 30 s on a busy machine.
  test.slow();
  const admin = await adminPage(browser, shop.url);
  await restock(admin, 'light', 3);

  const email = uniqueEmail('buyer');
  await checkoutDevice(page, 'light');
  await guestDetailsToGermany(page, email);
  const total = await summaryTotal(page);
  const orderId = await payOnDemoPage(page, total);

  // One unit left stock for the paid order: 2 on hand, none reserved.
  await admin.goto('/admin/catalog');
  const row = admin.getByTestId('catalog-row').filter({ hasText: DEVICE_NAMES.light });
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');

  // The order is paid and has its invoice, at the order's total.
  const [order] = await ordersOf(admin.request, email);
  expect(order).toMatchObject({ id: orderId, status: 'paid', paymentStatus: 'PAID', totalAmount: total });
  expect(order.invoices).toHaveLength(1);
  const [invoice] = order.invoices;
  expect(invoice).toMatchObject({ kind: 'invoice', total });
  expect(invoice.number).toMatch(/^\d{4}-\d{6}$/);

  // The signed link opens without a session: the buyer's (guest) browser downloads the PDF.
  const pdf = await page.request.get(invoice.url);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  expect(text).toContain(invoice.number);
  expect(text).toContain(`€${total}`);

  // The payment mail arrived over SMTP.
  await mailTo(shop, email, /^Payment received for your HomeTunnel order/);
  await admin.context().close();
});

test('a waitlisted visitor gets a 50 EUR code by mail when the admin restocks, and pays 50 EUR less', async ({
  page,
  browser,
  shop,
}) => {
  test.slow();
  const email = uniqueEmail('waiting');
  // The Pro is out of stock: the order is recorded and step 5 offers the waitlist.
  await checkoutDevice(page, 'pro');
  await guestDetailsToGermany(page, email);
  const fullTotal = await summaryTotal(page);
  await page.getByRole('button', { name: 'Pay with Credit Card' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Currently Out of Stock' })).toBeVisible();
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Waitlist!' })).toBeVisible();

  const admin = await adminPage(browser, shop.url);
  await restock(admin, 'pro', 2);

  // The code arrives by mail (SMTP), with a link that opens the shop with it filled in.
  const mail = await mailTo(shop, email, /^Pro Package is back at HomeTunnel: your €50\.00 code$/);
  const code = /Your code: (\S+)/.exec(mail.text ?? '')?.[1];
  expect(code, mail.text).toMatch(/^HT-/);
  const link = new RegExp(`${shop.url}/\\?discount=${code}#shop`).exec(mail.html || '')?.[0];
  expect(link, mail.html || '').toBeTruthy();

  await page.goto(link!);
  await revealLanding(page);
  await checkoutDevice(page, 'pro');
  await guestDetailsToGermany(page, email);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(page.getByLabel('Discount code')).toHaveValue(code!);
  await expect(summary.locator('dd.discount')).toHaveText('−€50.00');
  const discounted = await summaryTotal(page);
  expect(Math.round(Number(fullTotal) * 100) - Math.round(Number(discounted) * 100)).toBe(5000);

  const orderId = await payOnDemoPage(page, discounted);
  const paid = (await ordersOf(admin.request, email)).find((order) => order.id === orderId);
  expect(paid).toMatchObject({ status: 'paid', totalAmount: discounted });

  // The code is used by that order: the Catalog screen's codes say so.
  await admin.goto('/admin/catalog');
  await expect(admin.getByRole('row').filter({ hasText: code! })).toContainText(/used/i);
  await admin.context().close();
});

test('the admin saves a device’s price unchanged at 375 px: asked first, and nothing changes', async ({
  browser,
  shop,
}) => {
  const name = DEVICE_NAMES.light;
  const admin = await adminPage(browser, shop.url);
  await admin.setViewportSize({ width: 375, height: 812 });
  await admin.goto('/admin/catalog');
  await admin.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const prices = admin.getByRole('region', { name: 'Prices' });
  // The price forms fit the phone: nothing in them scrolls sideways.
  expect(await prices.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true);

  // Other tests here pay the devices' prices: the same price again is the one edit they cannot notice.
  const form = prices.getByRole('form', { name: `Price of ${name}` });
  const price = await form.getByLabel('Price (EUR)').inputValue();
  expect(price).toMatch(/^\d+\.\d{2}$/);
  await form.getByRole('button', { name: `Save the price of ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Change the price of ${name}?` });
  await expect(dialog).toContainText(`From €${price} to €${price}.`);
  await expect(dialog).toContainText('This is the current price: nothing changes and no one is emailed.');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);

  await dialog.getByRole('button', { name: 'Change price' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Price saved' })).toContainText(
    `${name} now costs €${price}.`,
  );
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId('catalog-row').filter({ hasText: name })).toContainText(`€${price}`);
  await admin.context().close();
});
