import { GIROCODE_CID, type MailTemplate, type OrderMailData, type ShopIdentity, renderMail } from './index';

const shop: ShopIdentity = {
  brandName: 'HomeTunnel',
  supportEmail: 'support@hometunnel.example',
  publicUrl: 'https://shop.example.test',
};

const order: OrderMailData = {
  shortId: 'ab12cd34',
  customerName: 'Ada Lovelace',
  items: [
    { name: 'Pro Package', quantity: 1, lineTotal: '249.00' },
    { name: 'Secure', quantity: 2, lineTotal: '158.00' },
  ],
  subtotal: '407.00',
  vatRate: '19.00',
  vatAmount: '67.48',
  shipping: '14.49',
  total: '1421.49',
  shippingAddress: { street: 'Hauptstraße 1', city: 'Berlin', postalCode: '10115', country: 'Germany' },
  paymentMethod: 'paypal',
  deviceOutOfStock: true,
};

const verifyLink = `${shop.publicUrl}/verify-email?token=v3r1fy-t0ken`;
const resetLink = `${shop.publicUrl}/reset-password?token=r3s3t-t0ken`;
const invoiceLink = `${shop.publicUrl}/api/invoices/inv-1.pdf?expires=1798761600&sig=s1gn3d`;

/** One sample of every kind: the test below fails when a kind is added without a sample. */
const samples: { [K in MailTemplate['kind']]: Extract<MailTemplate, { kind: K }> } = {
  'verify-email': { kind: 'verify-email', firstName: 'Ada', link: verifyLink },
  'password-reset': { kind: 'password-reset', firstName: null, link: resetLink },
  'order-confirmation': { kind: 'order-confirmation', order },
  'ticket-receipt': {
    kind: 'ticket-receipt',
    ticket: {
      number: 'AB12CD34',
      fullName: 'Ada Lovelace',
      subject: 'Router blinks red',
      message: 'The router blinks red since this morning.\nWhat can I do?',
    },
  },
  'ticket-reply': {
    kind: 'ticket-reply',
    ticket: { number: 'AB12CD34', fullName: 'Ada Lovelace', subject: 'Router blinks red' },
    reply: 'Please restart it once.\nIf it still blinks, write back.',
  },
  'waitlist-receipt': { kind: 'waitlist-receipt', productName: 'Pro Package' },
  'discount-code': {
    kind: 'discount-code',
    code: 'HT-ABCD-EFGH',
    amount: '50.00',
    expiresAt: '2026-12-27T10:00:00.000Z',
    productName: 'Pro Package',
    link: `${shop.publicUrl}/?discount=HT-ABCD-EFGH#shop`,
  },
  'webhook-disabled': { kind: 'webhook-disabled', url: 'https://erp.example.com/hooks/shop' },
  'payment-received': {
    kind: 'payment-received',
    payment: {
      shortId: 'ab12cd34',
      customerName: 'Ada Lovelace',
      total: '29.00',
      invoice: { id: 'inv-1', number: '2026-000042', url: invoiceLink },
    },
  },
  'bank-transfer-reminder': {
    kind: 'bank-transfer-reminder',
    transfer: {
      shortId: 'ab12cd34',
      customerName: 'Ada Lovelace',
      amount: '29.00',
      holder: 'HomeTunnel AG',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      reference: 'HT-AB12CD34',
      deadline: '2026-12-11',
    },
  },
  'subscription-billing': {
    kind: 'subscription-billing',
    moment: 'past_due',
    firstName: 'Ada',
    planName: 'Secure',
    amount: '79.00',
    date: '1 March 2027',
    link: `${shop.publicUrl}/account/subscriptions/sub-1`,
    cardLast4: '0341',
    detail: 'Your card was declined.',
    retryDate: '4 March 2027',
    suspendDate: '8 March 2027',
  },
};

/** The HTML without React's text separators (`a <!-- -->24<!-- --> b`), as a reader sees the words. */
function visible(html: string): string {
  return html.replace(/<!-- -->/g, '');
}

/** Every href in the HTML, entities decoded. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

describe('mail templates', () => {
  describe.each(Object.values(samples))('$kind', (template) => {
    it('renders a branded subject, a responsive single-column HTML part and a text part', async () => {
      const mail = await renderMail(template, shop);

      expect(mail.subject).toContain('HomeTunnel');
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
      expect(mail.html).toContain('max-width:600px');
      expect(mail.html).toContain('<html dir="ltr" lang="en">');
      // No remote images or fonts: the shop works offline.
      expect(mail.html).not.toMatch(/<img|<link|@import|url\(/i);
      expect(mail.text).not.toMatch(/<(html|body|table|p)\b/);
      // Brand and support address, in both parts.
      for (const part of [visible(mail.html), mail.text]) {
        expect(part).toContain('HomeTunnel');
        expect(part).toContain('support@hometunnel.example');
      }
      expect(hrefs(mail.html)).toContain('mailto:support@hometunnel.example');
    });

    it('links only to the public URL (and mailto the support address)', async () => {
      const mail = await renderMail(template, shop);
      const links = hrefs(mail.html);
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) {
        expect(href.startsWith(`${shop.publicUrl}`) || href === 'mailto:support@hometunnel.example').toBe(
          true,
        );
      }
    });
  });

  it('verify-email: a button and the link as text, valid 24 hours', async () => {
    const mail = await renderMail(samples['verify-email'], shop);
    expect(mail.subject).toBe('Confirm your email for HomeTunnel');
    expect(hrefs(mail.html).filter((h) => h === verifyLink)).toHaveLength(2); // button + the link as text
    expect(mail.html).toContain(`>${verifyLink}</a>`);
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('Hello Ada,');
      expect(part).toContain('valid for 24 hours');
    }
    expect(mail.text).toContain(verifyLink);
  });

  it('password-reset: the link, valid 1 hour, ignore if you did not ask', async () => {
    const mail = await renderMail(samples['password-reset'], shop);
    expect(mail.subject).toBe('Reset your HomeTunnel password');
    expect(hrefs(mail.html)).toContain(resetLink);
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('Hello,'); // no first name
      expect(part).toContain('valid for 1 hour');
      expect(part).toContain('If you did not ask for this, ignore this email');
    }
    expect(mail.text).toContain(resetLink);
  });

  it('order-confirmation: number, items, delivery, VAT line, total, address, payment, waitlist notice', async () => {
    const mail = await renderMail(samples['order-confirmation'], shop);
    expect(mail.subject).toBe('Your HomeTunnel order #ab12cd34');
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('#ab12cd34');
      expect(part).toMatch(/1 × Pro Package[\s\S]*€249\.00/);
      expect(part).toMatch(/2 × Secure[\s\S]*€158\.00/);
      expect(part).toMatch(/Subtotal[\s\S]*€407\.00/);
      expect(part).toMatch(/Delivery[\s\S]*€14\.49/);
      expect(part).toMatch(/Total[\s\S]*€1,421\.49/);
      expect(part).toMatch(/incl\. 19% VAT[\s\S]*€67\.48/);
      expect(part).toContain('Hauptstraße 1');
      expect(part).toMatch(/10115 Berlin/);
      expect(part).toContain('Germany');
      expect(part).toContain('PayPal');
      expect(part).toContain('out of stock');
      expect(part).toMatch(/50 EUR discount/);
    }
    // The text part keeps each figure on its own line, next to its label.
    expect(mail.text).toMatch(/^incl\. 19% VAT +€67\.48$/m);
    expect(mail.text).toMatch(/^Total +€1,421\.49$/m);
  });

  it('order-confirmation: credit card, and no waitlist notice while the device is in stock', async () => {
    const mail = await renderMail(
      {
        kind: 'order-confirmation',
        order: { ...order, paymentMethod: 'stripe', deviceOutOfStock: false, vatRate: '7.70' },
      },
      shop,
    );
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('Credit Card');
      expect(part).not.toContain('PayPal');
      expect(part).not.toContain('out of stock');
      expect(part).not.toContain('EUR discount');
      expect(part).toContain('incl. 7.7% VAT');
    }
  });

  it('order-confirmation: a Discount line when a code lowered the total', async () => {
    const mail = await renderMail(
      { kind: 'order-confirmation', order: { ...order, discount: '50.00' } },
      shop,
    );
    expect(mail.text).toMatch(/^Discount +−€50\.00$/m);
    const without = await renderMail(
      { kind: 'order-confirmation', order: { ...order, discount: '0.00' } },
      shop,
    );
    expect(without.text).not.toMatch(/^Discount/m);
  });

  it('ticket-receipt: ticket number, the message quoted, an answer within 2 hours', async () => {
    const mail = await renderMail(samples['ticket-receipt'], shop);
    expect(mail.subject).toBe('[HomeTunnel ticket #AB12CD34] Router blinks red');
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('#AB12CD34');
      expect(part).toContain('Router blinks red');
      expect(part).toContain('within 2 hours');
    }
    expect(mail.html).toMatch(
      /<blockquote[^>]*>[\s\S]*The router blinks red since this morning\.[\s\S]*<br\/>[\s\S]*What can I do\?/,
    );
    expect(mail.text).toContain('> The router blinks red since this morning.\n> What can I do?');
  });

  it('ticket-reply: the reply, the original subject, how to answer back', async () => {
    const mail = await renderMail(samples['ticket-reply'], shop);
    expect(mail.subject).toBe('Re: Router blinks red [HomeTunnel ticket #AB12CD34]');
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('Router blinks red');
      expect(part).toContain('#AB12CD34');
      expect(part).toContain('reply to this email or write to');
    }
    expect(mail.text).toContain('> Please restart it once.\n> If it still blinks, write back.');
  });

  it('waitlist-receipt: the product and the 50 EUR promise', async () => {
    const mail = await renderMail(samples['waitlist-receipt'], shop);
    expect(mail.subject).toBe("You're on the HomeTunnel waitlist for Pro Package");
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('Pro Package');
      expect(part).toMatch(/50 EUR discount/);
    }
    expect(hrefs(mail.html)).toContain(`${shop.publicUrl}/#shop`);
  });

  it('discount-code: the device is back, the code, its amount and last day, a link that fills it in', async () => {
    const mail = await renderMail(samples['discount-code'], shop);
    expect(mail.subject).toBe('Pro Package is back at HomeTunnel: your €50.00 code');
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('Pro Package');
      expect(part).toContain('HT-ABCD-EFGH');
      expect(part).toContain('€50.00');
      expect(part).toContain('27 December 2026');
    }
    expect(hrefs(mail.html)).toContain(`${shop.publicUrl}/?discount=HT-ABCD-EFGH#shop`);

    const byHand = await renderMail(
      { ...samples['discount-code'], productName: null, amount: '20.00' },
      shop,
    );
    expect(byHand.subject).toBe('Your HomeTunnel discount code: €20.00 off');
    expect(byHand.text).not.toContain('back in stock');
  });

  it('order-confirmation: a bank transfer shows the details and its GiroCode as an inline (cid) image only', async () => {
    const bankTransfer = {
      holder: 'HomeTunnel AG',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      amount: '29.00',
      reference: 'HT-AB12CD34',
    };
    const mail = await renderMail(
      { kind: 'order-confirmation', order: { ...order, paymentMethod: 'bank_transfer', bankTransfer } },
      shop,
    );
    for (const part of [visible(mail.html), mail.text]) {
      for (const detail of ['HomeTunnel AG', 'DE89370400440532013000', 'COBADEFFXXX', 'HT-AB12CD34'])
        expect(part).toContain(detail);
      expect(part).toContain('Scan this GiroCode with your banking app');
    }
    // The worker attaches the image under this Content-ID; no data: or remote image.
    expect([...mail.html.matchAll(/<img[^>]*src="([^"]*)"/g)].map((m) => m[1])).toEqual([
      `cid:${GIROCODE_CID}`,
    ]);
    const free = await renderMail(
      {
        kind: 'order-confirmation',
        order: {
          ...order,
          paymentMethod: 'bank_transfer',
          bankTransfer: { ...bankTransfer, amount: '0.00' },
        },
      },
      shop,
    );
    expect(free.html).not.toContain('<img');
  });

  it('payment-received: the amount, the attached invoice by number and its download link', async () => {
    const mail = await renderMail(samples['payment-received'], shop);
    expect(mail.subject).toBe('Payment received for your HomeTunnel order #ab12cd34');
    for (const part of [visible(mail.html).replace(/<[^>]+>/g, ''), mail.text]) {
      expect(part).toContain('€29.00');
      expect(part).toContain('Your invoice 2026-000042 is attached to this mail as a PDF');
    }
    expect(hrefs(mail.html)).toContain(invoiceLink);
    expect(mail.text).toContain(invoiceLink);

    const payment = { ...samples['payment-received'].payment, invoice: null };
    const without = await renderMail({ kind: 'payment-received', payment }, shop);
    expect(without.text).not.toContain('invoice');
  });

  it('escapes user-written text: a <script> in a name, subject, message or product shows as text', async () => {
    const evil = '<script>alert("x")</script><b>bold</b>';
    const mails = await Promise.all([
      renderMail({ kind: 'verify-email', firstName: evil, link: verifyLink }, shop),
      renderMail(
        {
          kind: 'order-confirmation',
          order: { ...order, customerName: evil, items: [{ name: evil, quantity: 1, lineTotal: '1.00' }] },
        },
        shop,
      ),
      renderMail(
        {
          kind: 'ticket-receipt',
          ticket: { number: 'AB12CD34', fullName: evil, subject: evil, message: evil },
        },
        shop,
      ),
      renderMail(
        { kind: 'ticket-reply', ticket: { number: 'AB12CD34', fullName: evil, subject: evil }, reply: evil },
        shop,
      ),
      renderMail({ kind: 'waitlist-receipt', productName: evil }, shop),
    ]);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toContain('<b>bold');
      expect(mail.html).toContain('&lt;script&gt;');
      // The text part is plain text: the characters themselves, as written.
      expect(mail.text).toContain('<script>alert("x")</script>');
    }
  });

  it('keeps a subject on one bounded line whatever the user wrote', async () => {
    const mail = await renderMail(
      {
        kind: 'ticket-reply',
        ticket: { number: 'AB12CD34', fullName: 'Ada', subject: `Help\r\nBcc: x@y.z ${'a'.repeat(400)}` },
        reply: 'Hi',
      },
      shop,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThanOrEqual(300);
  });
});
