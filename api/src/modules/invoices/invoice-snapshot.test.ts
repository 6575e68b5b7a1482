import { toCents } from '@hometunnel/rules';
import { creditNoteRows, creditNoteSnapshot } from './credit-note';
import { invoiceSnapshot, type InvoiceSnapshot, type InvoiceSource } from './invoice-snapshot';
import { invoiceFileName, invoiceNumber, invoiceSeries } from './invoices.rules';

const seller = {
  name: 'HomeTunnel AG',
  address: 'Bahnhofstrasse 1, 8001 Zürich',
  vatId: 'CHE-123.456.789 MWST',
};
const issue = { number: '2026-000007', issuedAt: new Date('2026-11-27T09:30:00Z') };

function source(
  overrides: Partial<InvoiceSource['order']> = {},
  items?: InvoiceSource['items'],
): InvoiceSource {
  return {
    order: {
      id: 'ab12cd34-0000-4000-8000-000000000001',
      createdAt: new Date('2026-11-20T23:59:00Z'),
      // Austria (20 %): a Pro Package and two months of Flexi, shipped to zone 1.
      totalAmount: '321.49',
      shippingAmount: '14.49',
      vatRate: '20',
      vatAmount: '51.17',
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      shippingAddress: JSON.stringify({
        street: 'Main 1',
        city: 'Wien',
        postalCode: '1010',
        country: 'Austria',
      }),
      paymentMethod: 'stripe',
      ...overrides,
    },
    items: items ?? [
      { productName: 'Pro Package', price: '249.00', quantity: 1 },
      { productName: 'Flexi', price: '29.00', quantity: 2 },
    ],
  };
}

/** Every row and every total keeps net + VAT = gross, in cents. */
function expectBalanced(snapshot: Pick<InvoiceSnapshot, 'lines' | 'vatGroups' | 'totals'>) {
  for (const row of [...snapshot.lines, ...snapshot.vatGroups, snapshot.totals])
    expect(toCents(row.net) + toCents(row.vat)).toBe(toCents(row.gross));
}

describe('numbers', () => {
  it('keeps one series per kind and year, and prints the kind in the number', () => {
    const at = new Date('2026-12-31T23:59:59Z');
    expect(invoiceSeries('invoice', at)).toBe('INV-2026');
    expect(invoiceSeries('credit_note', new Date('2027-01-01T00:00:00Z'))).toBe('CN-2027');
    expect(invoiceNumber('invoice', at, 1)).toBe('2026-000001');
    expect(invoiceNumber('credit_note', at, 42)).toBe('CN-2026-000042');
    expect(invoiceNumber('invoice', at, 1_234_567)).toBe('2026-1234567');
    expect(invoiceFileName('invoice', '2026-000001')).toBe('invoice-2026-000001.pdf');
    expect(invoiceFileName('credit_note', 'CN-2026-000001')).toBe('credit-note-CN-2026-000001.pdf');
  });
});

describe('invoiceSnapshot', () => {
  it("reproduces the order's figures: lines with VAT extracted, shipping without VAT, totals", () => {
    const snapshot = invoiceSnapshot(source(), seller, issue);
    expect(snapshot).toMatchObject({
      kind: 'invoice',
      number: '2026-000007',
      issueDate: '2026-11-27',
      orderDate: '2026-11-20',
      orderShortId: 'ab12cd34',
      currency: 'EUR',
      seller,
      buyer: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        address: { street: 'Main 1', postalCode: '1010', city: 'Wien', country: 'Austria' },
      },
      payment: { method: 'stripe', label: 'Credit card' },
      totals: { net: '270.32', vat: '51.17', gross: '321.49' },
    });
    expect(snapshot.lines).toEqual([
      {
        type: 'item',
        name: 'Pro Package',
        quantity: 1,
        vatRate: '20',
        net: '207.50',
        vat: '41.50',
        gross: '249.00',
      },
      { type: 'item', name: 'Flexi', quantity: 2, vatRate: '20', net: '48.33', vat: '9.67', gross: '58.00' },
      {
        type: 'shipping',
        name: 'Shipping',
        quantity: 1,
        vatRate: '0',
        net: '14.49',
        vat: '0.00',
        gross: '14.49',
      },
    ]);
    expect(snapshot.vatGroups).toEqual([
      { vatRate: '20', net: '255.83', vat: '51.17', gross: '307.00' },
      { vatRate: '0', net: '14.49', vat: '0.00', gross: '14.49' },
    ]);
  });

  it("gives the cent that line-by-line rounding loses to the largest line, so VAT is the order's", () => {
    const items = [
      { productName: 'Flexi', price: '0.05', quantity: 1 },
      { productName: 'Secure', price: '0.05', quantity: 1 },
      { productName: 'Ultimate', price: '0.10', quantity: 1 },
    ];
    // 19 %: 0.05 → 0.01 VAT (0.798 rounds up), 0.10 → 0.02; lines 0.04, the 0.20 whole → 0.03.
    const snapshot = invoiceSnapshot(
      source({ totalAmount: '0.20', shippingAmount: '0.00', vatRate: '19', vatAmount: '0.03' }, items),
      seller,
      issue,
    );
    expect(snapshot.lines.map((line) => line.vat)).toEqual(['0.01', '0.01', '0.01']);
    expect(snapshot.totals).toEqual({ net: '0.17', vat: '0.03', gross: '0.20' });
    expectBalanced(snapshot);
  });

  it('shows what the total took off the lines (a discount) as one taxed row', () => {
    const snapshot = invoiceSnapshot(
      source({ totalAmount: '213.49', shippingAmount: '14.49', vatRate: '19', vatAmount: '31.77' }, [
        { productName: 'Pro Package', price: '249.00', quantity: 1 },
      ]),
      seller,
      issue,
    );
    expect(snapshot.lines[1]).toEqual({
      type: 'adjustment',
      name: 'Discount',
      quantity: 1,
      vatRate: '19',
      // 50.00 holds 7.98 at 19 %, but the lines' VAT (39.76 − 7.98) is a cent above the whole
      // 199.00's 31.77: the adjustment takes that cent.
      net: '-42.01',
      vat: '-7.99',
      gross: '-50.00',
    });
    expect(snapshot.totals).toEqual({ net: '181.72', vat: '31.77', gross: '213.49' });
    expectBalanced(snapshot);
  });

  it('keeps no address for an anonymised order and names an unknown payment method as stored', () => {
    const snapshot = invoiceSnapshot(source({ shippingAddress: null, paymentMethod: 'cash' }), seller, issue);
    expect(snapshot.buyer.address).toBeNull();
    expect(snapshot.payment).toEqual({ method: 'cash', label: 'cash' });
  });
});

describe('credit notes', () => {
  const invoice = invoiceSnapshot(source(), seller, issue);

  it('credits a full refund with exactly the invoice figures, per VAT rate', () => {
    const rows = creditNoteRows(invoice, 0, toCents('321.49'));
    expect(rows.vatGroups).toEqual(expect.arrayContaining(invoice.vatGroups));
    expect(rows.totals).toEqual(invoice.totals);
    expect(rows.lines.map((line) => line.name)).toEqual([
      'Credit on invoice 2026-000007 at 20% VAT',
      'Credit on invoice 2026-000007 at 0% VAT',
    ]);
  });

  it('splits a partial refund in proportion, and partial refunds add up to the invoice exactly', () => {
    const first = creditNoteRows(invoice, 0, 10_000);
    expect(first.totals).toEqual({ net: '84.08', vat: '15.92', gross: '100.00' });
    expectBalanced(first);
    const second = creditNoteRows(invoice, 10_000, 12_345);
    const third = creditNoteRows(invoice, 22_345, 32_149 - 22_345);
    for (const part of [second, third]) expectBalanced(part);
    const sum = (key: 'net' | 'vat' | 'gross') =>
      [first, second, third].reduce((total, part) => total + toCents(part.totals[key]), 0);
    expect([sum('net'), sum('vat'), sum('gross')]).toEqual([27_032, 5_117, 32_149]);
  });

  it('names the invoice it corrects and the reason, with its own number and date', () => {
    const note = creditNoteSnapshot(
      { id: 'inv-1', snapshot: invoice },
      { creditedBefore: 0, amount: 2_900, reason: 'Flexi month returned' },
      { number: 'CN-2026-000001', issuedAt: new Date('2026-12-01T08:00:00Z') },
    );
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'CN-2026-000001',
      issueDate: '2026-12-01',
      corrects: { invoiceId: 'inv-1', number: '2026-000007' },
      reason: 'Flexi month returned',
      buyer: invoice.buyer,
      totals: { gross: '29.00' },
    });
  });
});
