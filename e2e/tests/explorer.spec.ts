import { expect, test, type Page, type Request } from '@playwright/test';

/** The GraphQL explorer for support staff: a browser's GET /graphql serves the bundled GraphiQL. */

// Listed in ADMIN_EMAILS by playwright.config.ts: it claims admin after signing in.
const ADMIN = { email: 'admin@hometunnel.example', password: 'explorer-admin-secret' };

async function signInAsAdmin(page: Page) {
  const registered = await page.request.post('/api/auth/register', { data: ADMIN });
  if (registered.status() !== 201) {
    // A database kept from an earlier run already has the account.
    const login = await page.request.post('/api/auth/login', { data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
  }
  // Registering makes nobody admin; a listed address claims it ('Request Admin Access').
  const claim = await page.request.post('/api/admin/make-admin');
  expect(claim.ok(), await claim.text()).toBe(true);
  const me = await page.request.get('/api/auth/user');
  expect(((await me.json()) as { role: string }).role).toBe('admin');
}

/** Every request the page makes, to prove nothing leaves the origin (no CDN). */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.context().on('request', (request) => requests.push(request));
  return requests;
}

const responsePane = (page: Page) => page.locator('.graphiql-response');

test.describe('GraphQL explorer', () => {
  test('GraphiQL loading and running a query', async ({ page, baseURL }) => {
    test.setTimeout(90_000); // GraphiQL and its editor weigh ~2 MB gzip
    const requests = recordRequests(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await signInAsAdmin(page);

    await page.goto('/graphql');
    await expect(page).toHaveTitle('HomeTunnel GraphQL explorer');
    await expect(page.getByRole('heading', { level: 1, name: 'HomeTunnel GraphQL explorer' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${ADMIN.email} (admin)`)).toBeVisible();

    // GraphiQL with the support examples as tabs; the first one is open.
    const queryEditor = page.locator('.graphiql-query-editor');
    await expect(queryEditor).toContainText('query CustomerOrdersByEmail', { timeout: 30_000 });
    await expect(page.locator('.graphiql-tab')).toHaveCount(3);
    await expect(page.locator('.graphiql-tab').nth(1)).toContainText('OpenTickets');
    await expect(page.locator('.graphiql-tab').nth(2)).toContainText('WaitlistSize');
    await expect(page.locator('.graphiql-editor-tool')).toContainText('customer@example.com');

    const ran = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('CustomerOrdersByEmail'),
    );
    await page.getByRole('button', { name: /^Execute query/ }).click();
    const response = await ran;
    expect(response.status()).toBe(200);
    const sent = response.request();
    expect(sent.method()).toBe('POST');
    const headers = await sent.allHeaders();
    expect(headers['content-type']).toContain('application/json');
    expect(headers['apollo-require-preflight']).toBe('true');
    expect(headers.cookie ?? '').toContain('ht.sid=');
    expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({
      variables: { email: 'customer@example.com' },
    });
    const body = (await response.json()) as {
      data?: { orders?: { totalCount: number; edges: unknown[] } };
      errors?: unknown[];
    };
    expect(body.errors).toBeUndefined();
    expect(body.data?.orders).toMatchObject({ totalCount: 0, edges: [] });

    // The result shows in the response pane: the server's filtered count and page, and the
    // explorer's count of the page.
    await expect(responsePane(page)).toContainText('"totalCount": 0');
    await expect(responsePane(page)).toContainText('"orders"');
    await expect(responsePane(page)).toContainText('"counts"');
    await expect(responsePane(page)).not.toContainText('"errors"');

    // The schema documentation is there too (introspection passed).
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await expect(page.locator('.graphiql-doc-explorer')).toContainText('Query');

    const origin = new URL(baseURL!).origin;
    const foreign = requests
      .map((request) => request.url())
      .filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(foreign).toEqual([]);
    // Works under the server's Content-Security-Policy (no CDN, no eval, workers from 'self').
    expect(consoleErrors).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('explorer.png') });
  });

  test('tells a signed-out visitor to sign in as an admin, and comes back after signing in', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/graphql');
    await expect(page.getByText('You are not signed in')).toBeVisible();
    const signIn = page.getByRole('link', { name: 'Sign in as an admin first' });
    await expect(signIn).toHaveAttribute('href', '/login?returnTo=/graphql');

    // The admin account exists and has claimed admin (done here, apart from the page's cookies, if
    // this test runs alone).
    const registered = await request.post('/api/auth/register', { data: ADMIN });
    if (registered.status() !== 201) await request.post('/api/auth/login', { data: ADMIN });
    expect((await request.post('/api/admin/make-admin')).ok()).toBe(true);
    await signIn.click();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Back on the server's explorer page (not the storefront's 404).
    await expect(page).toHaveURL(/\/graphql$/);
    await expect(page.getByText(`Signed in as ${ADMIN.email} (admin)`)).toBeVisible({ timeout: 30_000 });
  });

  test('the API still answers JSON requests to /graphql', async ({ request }) => {
    const response = await request.get('/graphql?query=%7B__typename%7D', {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(response.headers()['content-type']).toContain('application/json');
  });
});
