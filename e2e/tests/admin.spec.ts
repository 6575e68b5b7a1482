import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** Admin screens: Order Management, User Management, the support desk; signed-out and non-admin states. */

// Listed in ADMIN_EMAILS by playwright.config.ts: it claims admin after signing in. Same credentials as
// the explorer spec, which shares the run's database.
const ADMIN = { email: 'admin@hometunnel.example', password: 'explorer-admin-secret' };
const PASSWORD = 'customer-secret-1';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function signIn(
  request: APIRequestContext,
  account: { email: string; password: string; firstName?: string; lastName?: string },
) {
  const registered = await request.post('/api/auth/register', { data: account });
  if (registered.status() !== 201) {
    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
  }
}

async function signInAsAdmin(page: Page) {
  await signIn(page.request, ADMIN);
  // Registering makes nobody admin; a listed address claims it ('Request Admin Access').
  const claim = await page.request.post('/api/admin/make-admin');
  expect(claim.ok(), await claim.text()).toBe(true);
  const me = await page.request.get('/api/auth/user');
  expect(((await me.json()) as { role: string }).role).toBe('admin');
}

/** A signed-in customer (own browser context) who places a pending order over REST (spec section 7). */
async function customerWithOrder(browser: Browser) {
  const context = await browser.newContext();
  const email = `buyer-${unique()}@example.com`;
  await signIn(context.request, { email, password: PASSWORD, firstName: 'Olga', lastName: 'Order' });
  const products = (await (await context.request.get('/api/products')).json()) as {
    id: string;
    type: string;
  }[];
  const device = products.find((p) => p.type === 'device')!;
  const created = await context.request.post('/api/orders/from-checkout', {
    data: {
      status: 'pending',
      totalAmount: '0',
      paymentMethod: 'paypal',
      checkoutData: {
        personalDetails: { firstName: 'Olga', lastName: 'Order', email, phone: '+49 30 1234567' },
        addressDetails: {
          street: 'Unter den Linden 1',
          city: 'Berlin',
          postalCode: '10117',
          country: 'Germany',
        },
      },
      cartItems: [{ productId: device.id, quantity: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { id: string };
  return { context, email, orderId: order.id };
}

test.describe('Admin screens: signed out and non-admin', () => {
  test("signed out: 'Authentication Required', its toast, then the sign-in page", async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
    await expect(notifications(page).getByText('Please log in to access admin panel')).toBeVisible();
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin/orders');
  });

  test("a customer sees 'Admin Access Required' and the 'Access Denied' toast, then lands on /", async ({
    page,
  }) => {
    await signIn(page.request, { email: `nonadmin-${unique()}@example.com`, password: PASSWORD });
    await page.goto('/admin-users');
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await expect(notifications(page).getByText('Access Denied')).toBeVisible();
    await expect(
      notifications(page).getByText("You don't have admin privileges to view this page"),
    ).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test.describe('Admin screens: an admin', () => {
  test("changes an order's status along the allowed moves", async ({ page, browser }) => {
    const customer = await customerWithOrder(browser);
    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
    await expect(page.getByText(/Total Orders/)).toBeVisible();

    const card = page.getByRole('article', { name: `Order #${customer.orderId.slice(0, 8)}` });
    await expect(card.getByText(customer.email)).toBeVisible();
    await expect(card.getByText('Unter den Linden 1')).toBeVisible();
    const badge = card.getByTestId('order-status');
    await expect(badge).toHaveText('pending');
    await expect(badge).toHaveAttribute('data-colour', 'yellow');
    await expect(card.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(badge).toHaveText('paid');
    await expect(badge).toHaveAttribute('data-colour', 'green');
    await card.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(badge).toHaveText('shipped');
    await expect(badge).toHaveAttribute('data-colour', 'blue');
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

    // The change is stored: the customer's own order list says so too.
    await page.reload();
    await expect(
      page
        .getByRole('article', { name: `Order #${customer.orderId.slice(0, 8)}` })
        .getByTestId('order-status'),
    ).toHaveText('shipped');
    const mine = (await (await customer.context.request.get('/api/orders')).json()) as {
      id: string;
      status: string;
    }[];
    expect(mine.find((o) => o.id === customer.orderId)?.status).toBe('shipped');
    await customer.context.close();
  });

  test("changes a user's role and back", async ({ page }) => {
    const email = `promote-${unique()}@example.com`;
    const other = await page.context().browser()!.newContext();
    await signIn(other.request, { email, password: PASSWORD, firstName: 'Pat', lastName: 'Promoted' });
    await other.close();

    await signInAsAdmin(page);
    await page.goto('/admin-users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    const row = page.getByRole('listitem', { name: email });
    await expect(row.getByText('Pat Promoted')).toBeVisible();
    await expect(row.getByText('user', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Make Admin' }).click();
    await expect(row.getByText('admin', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeEnabled();

    await row.getByRole('button', { name: 'Remove Admin' }).click();
    await expect(row.getByText('user', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Make Admin' })).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('listitem', { name: email }).getByText('user', { exact: true }),
    ).toBeVisible();
  });

  test('resolves a support ticket', async ({ page, request }) => {
    const subject = `Router offline ${unique()}`;
    const ticket = await request.post('/api/tickets', {
      data: {
        fullName: 'Tina Ticket',
        email: 'tina@example.com',
        subject,
        message: 'The status light keeps blinking orange at the hotel.',
      },
    });
    expect(ticket.ok(), await ticket.text()).toBe(true);

    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Support desk' }).click();
    await expect(page).toHaveURL(/\/admin\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support desk' })).toBeVisible();

    const item = page.getByRole('listitem', { name: subject });
    await expect(item.getByText('Tina Ticket')).toBeVisible();
    await item.getByRole('button', { name: 'Resolve' }).click();
    await expect(notifications(page).getByText('Ticket resolved')).toBeVisible();
    await expect(page.getByRole('listitem', { name: subject })).toHaveCount(0);

    await page.getByRole('button', { name: 'Resolved', exact: true }).click();
    const resolved = page.getByRole('listitem', { name: subject });
    await expect(resolved.getByText('resolved', { exact: true })).toBeVisible();
    await expect(resolved.getByRole('button', { name: 'Reopen' })).toBeVisible();
  });
});
