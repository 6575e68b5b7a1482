import { pdfText } from '../../test/pdf-text';
import { creditNoteSnapshot } from './credit-note';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceSnapshot } from './invoice-snapshot';

const seller = {
  name: 'HomeTunnel AG',
  address: 'Bahnhofstrasse 1, 8001 Zürich',
  vatId: 'CHE-123.456.789 MWST',
};
const source = {
  order: {
    id: 'ab12cd34-0000-4000-8000-000000000001',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    totalAmount: '263.49',
    shippingAmount: '14.49',
    vatRate: '19.00',
    vatAmount: '39.76',
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    shippingAddress: JSON.stringify({
      street: 'Hauptstraße 1',
      city: 'Berlin',
      postalCode: '10115',
      country: 'Germany',
    }),
    paymentMethod: 'bank_transfer',
  },
  items: [{ productName: 'Pro Package', price: '249.00', quantity: 1 }],
};
const issuedAt = new Date('2026-12-01T08:00:00Z');

async function printed(language: 'en' | 'de' | 'fr') {
  const invoice = invoiceSnapshot(source, seller, { number: '2026-000042', issuedAt, language });
  const note = creditNoteSnapshot(
    { id: 'inv-1', snapshot: invoice },
    { creditedBefore: 0, amount: 1449, reason: 'Versand erstattet' },
    { number: 'CN-2026-000001', issuedAt },
  );
  return {
    invoice: pdfText(await renderInvoicePdf(invoice)),
    note: pdfText(await renderInvoicePdf(note)),
  };
}

describe('invoice PDF languages', () => {
  it('prints a German invoice and credit note with German labels, dates and money', async () => {
    const { invoice, note } = await printed('de');
    for (const label of [
      'Rechnung',
      'Rechnungsnummer',
      'Rechnungsdatum',
      'Bestelldatum',
      'Rechnungsempfänger',
    ])
      expect(invoice).toContain(label);
    expect(invoice).toContain('01.12.2026');
    expect(invoice).toContain('Versand');
    expect(invoice).toContain('263,49\u00a0€');
    expect(invoice).toContain('Zahlungsart: Banküberweisung');
    expect(invoice).not.toMatch(/Invoice|Issue date|Bill to|Payment method/);
    expect(note).toContain('Gutschrift');
    expect(note).toContain('Korrigiert Rechnung');
    expect(note).toContain('Gutschriftsbetrag');
    expect(note).toContain('14,49\u00a0€');
  });

  it('prints a French invoice in French', async () => {
    const { invoice, note } = await printed('fr');
    expect(invoice).toContain('Facture');
    expect(invoice).toContain('Numéro de facture');
    expect(invoice).toContain('1 déc. 2026');
    expect(invoice).toContain('263,49\u00a0€');
    expect(invoice).toContain('Virement bancaire');
    expect(note).toContain('Avoir');
  });

  it('prints an English invoice as before', async () => {
    const { invoice } = await printed('en');
    expect(invoice).toContain('Invoice number');
    expect(invoice).toContain('2026-12-01');
    expect(invoice).toContain('Total\n€263.49');
    expect(invoice).toContain('Payment method: Bank transfer');
  });
});

it('prints text its font draws with ligatures (fi, ff) as written: a name, an order id', async () => {
  const order = {
    ...source.order,
    id: 'ffa1cd34-0000-4000-8000-000000000001',
    customerName: 'Žofie Čapková',
  };
  const invoice = invoiceSnapshot({ ...source, order }, seller, {
    number: '2026-000043',
    issuedAt,
    language: 'en',
  });
  const text = pdfText(await renderInvoicePdf(invoice));
  expect(text).toContain('Žofie Čapková');
  expect(text).toContain('#ffa1cd34');
  expect(text).toContain('Hauptstraße 1');
  expect(text).toContain('Total\n€263.49');
});
