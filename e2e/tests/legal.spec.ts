import { expect, revealLanding, test } from './fixtures';

const DOCUMENTS = [
  { button: 'Privacy Policy', text: /30 days/ },
  { button: 'Terms of Service', text: /Switzerland/ },
  { button: 'Cookie Policy', text: /24 months/ },
];

for (const doc of DOCUMENTS) {
  test(`the ${doc.button} dialog opens, scrolls in ~60% of the viewport and closes`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await revealLanding(page);
    const footer = page.locator('#footer');
    await footer.getByRole('button', { name: doc.button }).click();
    const dialog = page.getByRole('dialog', { name: doc.button });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('September 6, 2025');
    await expect(dialog).toContainText(doc.text);
    const scroll = dialog.getByTestId('legal-scroll');
    const { height, scrollable } = await scroll.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      scrollable: el.scrollHeight > el.clientHeight,
    }));
    expect(height).toBeGreaterThan(900 * 0.55);
    expect(height).toBeLessThan(900 * 0.65);
    expect(scrollable).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // focus returns to the button that opened it
    await expect(footer.getByRole('button', { name: doc.button })).toBeFocused();
  });
}

test('footer links and copyright', async ({ page }) => {
  await page.goto('/help');
  await page.mouse.move(5, 5);
  const footer = page.locator('#footer');
  await expect(footer).toContainText('© 2025 HomeTunnel');
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    'mailto:support@hometunnel.example',
  );
  await expect(footer.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/help-center');
  await expect(footer.getByRole('link', { name: 'Light Package' })).toHaveAttribute('href', '/#shop');
  await expect(footer.getByRole('link', { name: 'Subscription Plans' })).toHaveAttribute(
    'href',
    '/#subscription',
  );
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#about');
  await expect(footer.getByText('PayPal')).toBeVisible();
  await expect(footer.getByText('VISA')).toBeVisible();
});
