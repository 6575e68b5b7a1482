import { renderMail, type OrderMailData, type ShopIdentity } from './index';

const shop: ShopIdentity = {
  brandName: 'HomeTunnel',
  supportEmail: 'support@hometunnel.example',
  publicUrl: 'https://shop.example.test',
};

const order: OrderMailData = {
  shortId: 'ab12cd34',
  customerName: 'Ada Lovelace',
  items: [{ name: 'Pro Package', quantity: 1, lineTotal: '249.00' }],
  subtotal: '249.00',
  vatRate: '7.70',
  vatAmount: '17.81',
  shipping: '14.49',
  total: '263.49',
  shippingAddress: { street: 'Hauptstraße 1', city: 'Berlin', postalCode: '10115', country: 'Germany' },
  paymentMethod: 'stripe',
  deviceOutOfStock: true,
};

describe('mails in the customer language', () => {
  it('writes the order confirmation in English, German and French, money and all', async () => {
    const [en, de, fr] = await Promise.all(
      (['en', 'de', 'fr'] as const).map((language) =>
        renderMail({ kind: 'order-confirmation', order, language }, shop),
      ),
    );

    expect(en.subject).toBe('Your HomeTunnel order #ab12cd34');
    expect(en.html).toContain('<html dir="ltr" lang="en">');
    expect(en.text).toMatch(/^Total +€263\.49$/m);

    expect(de.subject).toBe('Ihre HomeTunnel-Bestellung #ab12cd34');
    expect(de.html).toContain('<html dir="ltr" lang="de">');
    expect(de.text).toContain('Guten Tag Ada Lovelace,');
    expect(de.text).toContain('Vielen Dank für Ihre Bestellung #ab12cd34');
    expect(de.text).toMatch(/^Gesamt +263,49\u00a0€$/m);
    expect(de.text).toMatch(/^inkl\. 7,7 % MwSt\. +17,81\u00a0€$/m);
    expect(de.text).toContain('Kreditkarte');
    expect(de.text).toContain('Rabatt von 50 €');
    expect(de.text).not.toMatch(/Thank you|Total|Delivery|Credit Card/);

    expect(fr.subject).toBe('Votre commande HomeTunnel n°\u00a0ab12cd34');
    expect(fr.html).toContain('<html dir="ltr" lang="fr">');
    expect(fr.text).toContain('Bonjour Ada Lovelace,');
    expect(fr.text).toMatch(/^Total +263,49\u00a0€$/m);
    expect(fr.text).toContain('Carte bancaire');
    expect(fr.text).not.toMatch(/Thank you|Subtotal|Delivery|Credit Card/);
  });

  it('writes dates and links in the language', async () => {
    const code = {
      kind: 'discount-code' as const,
      code: 'HT-ABCD-EFGH',
      amount: '50.00',
      expiresAt: '2026-12-27T10:00:00.000Z',
      productName: null,
      link: `${shop.publicUrl}/de/?discount=HT-ABCD-EFGH#shop`,
    };
    const de = await renderMail({ ...code, language: 'de' }, shop);
    expect(de.subject).toBe('Ihr HomeTunnel-Rabattcode: 50,00\u00a0€ Rabatt');
    expect(de.text).toContain('bis zum 27. Dezember 2026');
    const fr = await renderMail({ ...code, language: 'fr' }, shop);
    expect(fr.text).toContain('jusqu’au 27 décembre 2026');
    const en = await renderMail(code, shop);
    expect(en.text).toContain('until 27 December 2026');

    const payment = {
      kind: 'payment-received' as const,
      payment: { shortId: 'ab12cd34', customerName: 'Ada', total: '29.00', invoice: null },
    };
    const paid = await renderMail({ ...payment, language: 'fr' }, shop);
    expect(paid.html).toContain(`href="${shop.publicUrl}/fr/account"`);
    expect(paid.text).toContain('29,00\u00a0€');
    expect((await renderMail(payment, shop)).html).toContain(`href="${shop.publicUrl}/account"`);
  });

  it('writes a subscription mail stored with English words (before dates were ISO) as it was', async () => {
    const mail = {
      kind: 'subscription-billing' as const,
      moment: 'notice' as const,
      firstName: 'Ada',
      planName: 'Secure',
      amount: '79.00',
      link: `${shop.publicUrl}/account/subscriptions/sub-1`,
      cardLast4: '0341',
    };
    const old = await renderMail({ ...mail, date: '1 March 2027' }, shop);
    const now = await renderMail({ ...mail, date: '2027-03-01T00:00:00.000Z' }, shop);
    expect(old.subject).toBe('Your HomeTunnel Secure plan renews on 1 March 2027');
    expect(now.subject).toBe(old.subject);
    expect(now.text).toContain('On 1 March 2027 we will charge €79.00 to your saved card ending in 0341.');
    const de = await renderMail({ ...mail, date: '2027-03-01T00:00:00.000Z', language: 'de' }, shop);
    expect(de.subject).toBe('Ihr HomeTunnel-Tarif Secure verlängert sich am 1. März 2027');
    expect(de.text).toContain('mit der Endung 0341 mit 79,00\u00a0€.');
  });
});
