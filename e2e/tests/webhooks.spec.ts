import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { ADMIN } from './screens';

/**
 * Webhooks on the Integrations screen: an admin adds an endpoint (a receiver this test runs on
 * 127.0.0.1; playwright.config.ts lets the server reach private addresses), sees its secret once,
 * sends a test event and reads the delivery with its status code.
 */

let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/e2e`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test('an admin adds a webhook endpoint, sees its secret once, sends a test and reads the delivery', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/admin/tokens');
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByRole('heading', { name: 'Add a webhook endpoint' })).toBeVisible();

  const description = `E2E receiver ${Date.now()}`;
  await section.getByLabel('URL').fill(receiverUrl);
  await section.getByLabel('Description').fill(description);
  await section.getByRole('checkbox', { name: 'order.created' }).check();
  await section.getByRole('button', { name: 'Add endpoint' }).click();

  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/=]+$/);
  await page.getByRole('button', { name: /hide the secret/ }).click();
  await expect(secret).toHaveCount(0);

  const card = page.getByRole('listitem', { name: `Webhook endpoint ${description}` });
  await expect(card).toContainText(receiverUrl);
  await card.getByRole('button', { name: 'Send test' }).click();
  const delivery = card.getByTestId('webhook-delivery').first();
  await expect(delivery).toContainText('webhook.test');
  // The worker polls every second; the panel looks again every 2 s.
  await expect(delivery).toContainText('succeeded', { timeout: 15_000 });
  await expect(delivery.getByTestId('webhook-attempts')).toHaveText('204');

  const testEvent = received.find((request) => JSON.parse(request.body).type === 'webhook.test');
  expect(testEvent?.headers['webhook-signature']).toMatch(/^v1,/);

  // Shown once: after a reload the secret is nowhere on the page.
  await page.reload();
  await expect(page.getByRole('listitem', { name: `Webhook endpoint ${description}` })).toBeVisible();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
});
