import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { askPasswordReset, expect, uniqueEmail } from './fixtures';
import { ADMIN, ADMIN_PAGES } from './screens';
import { mailTo, sellingShopTest } from './selling-shop';

/**
 * Issue 27 in the browser: German and French shoppers. Against a shop of its own (selling-shop.ts:
 * the demo payment provider on, mail over SMTP to a catcher here), so a device can be in stock
 * and every mail can be read.
 */
const test = sellingShopTest();

/** Units of the Light package in stock, added by the admin over GraphQL. */
async function restockLight(browser: Browser, shopUrl: string) {
  const context = await browser.newContext({ baseURL: shopUrl });
  const admin = context.request;
  expect((await admin.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  const products = (await (await admin.get('/api/products')).json()) as { id: string; name: string }[];
  const light = products.find((product) => product.name === 'Light Package')!;
  const adjusted = await admin.post('/graphql', {
    data: {
      query: 'mutation ($id: ID!) { adjustStock(productId: $id, delta: 5, reason: "Delivery") { id } }',
      variables: { id: light.id },
    },
  });
  expect(JSON.stringify(await adjusted.json())).not.toContain('errors');
  await context.close();
}

test('a visitor switches to German on an article, buys in German and gets the confirmation mail in German', async ({
  page,
  browser,
  shop,
}) => {
  // A purchase through five steps, a payment page and a mail: more than 30 s on a busy machine.
  test.slow();
  await restockLight(browser, shop.url);
  await page.goto('/help-center/vpn-basics');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();

  // The same article, in German, under its German slug; the choice is remembered.
  await expect(page).toHaveURL('/de/help-center/vpn-grundlagen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'VPN-Grundlagen' })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('de');

  // The shop, in German.
  await page.goto('/de/#shop');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const card = page.getByTestId('device-card-light');
  await expect(page.locator('#testimonials')).toBeAttached();
  await expect(card).toContainText('149,00 €');
  await card.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(async () => {
    if (await drawer.isVisible()) return;
    await page.evaluate(() => window.scrollBy({ top: -150, behavior: 'instant' }));
    await page.getByTestId('cart-button').click({ timeout: 1000 });
    await expect(drawer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await drawer.getByRole('button', { name: 'Zur Kasse' }).click();

  // Every step's heading in German.
  await expect(page).toHaveURL(/\/de\/checkout/);
  await expect(page.getByRole('heading', { level: 2, name: 'Persönliche Angaben' })).toBeVisible();
  const email = uniqueEmail('de-buyer');
  await page.getByLabel('Vorname').fill('Jana');
  await page.getByLabel('Nachname').fill('Schmidt');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Telefon').fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('radio', { name: /Als Gast bestellen/ })).toBeChecked();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lieferadresse' })).toBeVisible();
  await page.getByLabel('Straße und Hausnummer').fill('Unter den Linden 1');
  await page.getByLabel('Ort', { exact: true }).fill('Berlin');
  await page.getByLabel('Postleitzahl').fill('10117');
  await page.getByLabel('Land').selectOption({ label: 'Deutschland' });
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();

  // The order summary in German, money in the German form.
  await expect(page.getByRole('heading', { level: 2, name: 'Bestellübersicht' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Bestellübersicht' });
  await expect(summary.locator('dd.total')).toHaveText(/^\d+,\d{2}\s€$/);
  await expect(summary).toContainText('Light Package');
  await page.getByRole('button', { name: 'Mit Kreditkarte bezahlen' }).click();

  // The demo provider's page, then back to the German return page.
  await expect(page).toHaveURL(/\/api\/payments\/demo\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/return\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Zahlung' })).toBeVisible();

  // The confirmation mail, in German.
  const confirmation = await mailTo(shop, email, /^Ihre HomeTunnel-Bestellung #/);
  expect(confirmation.text).toContain('Jana');
  expect(confirmation.text).toMatch(/149,00\s€/);
  expect(confirmation.text).not.toContain('Thank you');
  await mailTo(shop, email, /^Zahlung für Ihre HomeTunnel-Bestellung #/);
});

test('a French visitor signs up in French, then resets the password from an English page: both mails in French', async ({
  page,
  shop,
}) => {
  test.slow();
  const email = uniqueEmail('fr-buyer');
  await page.goto('/fr/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('tab', { name: 'Créer un compte' }).click();
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Prénom (facultatif)').fill('Camille');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill('secret-en-francais');
  await form.getByLabel('Confirmez le mot de passe').fill('secret-en-francais');
  await form.getByRole('button', { name: 'Créer un compte' }).click();
  // Signed in, back on the French home page; My Account is in French.
  await expect(page).toHaveURL(/\/fr\/$/);
  await page.goto('/fr/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();

  // The verification mail, in French, with a French link.
  const verify = await mailTo(shop, email, /^Confirmez votre adresse e-mail pour HomeTunnel$/);
  expect(verify.text).toMatch(/\/fr\/verify-email\?token=/);

  // Signed out, the visitor asks for a reset on the English page: the account's language wins.
  await page.context().clearCookies();
  await page.goto('/reset-password');
  await askPasswordReset(page, email);
  const reset = await mailTo(shop, email, /^Réinitialisez votre mot de passe HomeTunnel$/);
  const link = /https?:\/\/[^\s]+(\/fr\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(reset.text ?? '')?.[1];
  expect(link).toBeTruthy();

  // The link opens the French page; the new password works.
  await page.goto(link!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret');
  await page.getByLabel('Confirmez le nouveau mot de passe').fill('nouveau-secret');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page).toHaveURL(/\/fr\/login/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('nouveau-secret');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/account$/);
});

/** Every message id the code uses (the extracted English catalog). */
const MESSAGE_IDS = Object.keys(
  JSON.parse(readFileSync(join(__dirname, '../../web/src/i18n/catalogs/en.json'), 'utf8')) as object,
);

/** The same screens in each language (only article slugs are translated). */
const SCREENS: Record<'en' | 'de' | 'fr', string[]> = {
  en: [
    '/',
    '/help',
    '/help-center',
    '/help-center/vpn-basics',
    '/login',
    '/checkout',
    '/reset-password',
    '/nowhere',
  ],
  de: ['/de/', '/de/help', '/de/help-center', '/de/help-center/vpn-grundlagen', '/de/login', '/de/checkout'],
  fr: ['/fr/', '/fr/help', '/fr/help-center', '/fr/help-center/bases-du-vpn', '/fr/login', '/fr/checkout'],
};

test('no screen shows a message id instead of its text, in any language', async ({ page }) => {
  test.slow();
  for (const [language, urls] of Object.entries(SCREENS)) {
    for (const url of [
      ...urls,
      ...(language === 'en' ? [] : [`/${language}/reset-password`, `/${language}/nowhere`]),
    ]) {
      await page.goto(url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const text = await page.locator('body').innerText();
      expect(
        MESSAGE_IDS.filter((id) => text.includes(id)),
        `${url} shows message ids`,
      ).toEqual([]);
    }
  }
});

test('the admin screens and a navigated page’s title show texts, not message ids', async ({ page }) => {
  test.slow();
  // A client-side navigation writes the next page's head from the loaded catalogs.
  await page.goto('/de/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Hilfe' })
    .click();
  await expect(page).toHaveTitle('Hilfe & Support – häufige Fragen | HomeTunnel');

  expect((await page.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  for (const url of [...ADMIN_PAGES, '/admin/catalog']) {
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(
      MESSAGE_IDS.filter((id) => text.includes(id)),
      `${url} shows message ids`,
    ).toEqual([]);
  }
  await page.goto('/admin/subscriptions');
  await expect(
    page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Past due' }),
  ).toBeVisible();
});
