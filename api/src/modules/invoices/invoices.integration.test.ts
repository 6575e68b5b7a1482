import type { EntityManager } from 'typeorm';
import { toCents } from '@hometunnel/rules';
import { placedOrder } from '../../test/invoice-orders';
import { pdfText } from '../../test/pdf-text';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { Invoice } from './invoice.entity';
import { invoiceOrderHooks } from './invoice-order-hooks';
import type { OrderPaymentHooks } from '../orders/order-payment-hooks';

let server: TestServer;
let ids: CatalogIds;
let hooks: OrderPaymentHooks;

beforeAll(async () => {
  server = await startTestServer({
    SELLER_NAME: 'Tunnel Test GmbH',
    SELLER_ADDRESS: 'Teststraße 5, 10115 Berlin',
    SELLER_VAT_ID: 'DE123456789',
  });
  ids = await catalogIds(server.client());
  hooks = invoiceOrderHooks(server.services.invoices);
});
afterAll(() => server.close());

const transaction = <T>(work: (manager: EntityManager) => Promise<T>) =>
  server.db.dataSource.transaction(work);
const documentsOf = (orderId: string) =>
  server.db.dataSource
    .getRepository(Invoice)
    .find({ where: { orderId }, order: { issuedAt: 'ASC', number: 'ASC' } });
const year = new Date().getUTCFullYear();

describe('the paid hook', () => {
  it("issues one invoice per order from the order's stored figures, whatever the repeats", async () => {
    const { order, items } = await placedOrder(server, [ids.pro, ids.flexi]);
    for (let i = 0; i < 3; i += 1) await transaction((manager) => hooks.paid!(manager, order, items));
    const [invoice, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      total: order.totalAmount,
      currency: 'EUR',
      refersTo: null,
    });
    expect(invoice.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(invoice.snapshot).toMatchObject({
      number: invoice.number,
      orderId: order.id,
      seller: { name: 'Tunnel Test GmbH', address: 'Teststraße 5, 10115 Berlin', vatId: 'DE123456789' },
      buyer: { name: order.customerName, email: order.customerEmail, address: { country: 'Austria' } },
      payment: { method: 'stripe', label: 'Credit card' },
      totals: { vat: order.vatAmount, gross: order.totalAmount },
    });
    expect(invoice.snapshot.lines.map((line) => [line.name, line.quantity, line.gross])).toEqual([
      ['Pro Package', 1, '249.00'],
      ['Flexi', 1, '29.00'],
      ['Shipping', 1, order.shippingAmount],
    ]);
  });

  it('gives the number back when the paying transaction rolls back', async () => {
    const first = await placedOrder(server, [ids.light]);
    const second = await placedOrder(server, [ids.secure]);
    await expect(
      transaction(async (manager) => {
        await hooks.paid!(manager, first.order, first.items);
        throw new Error('payment not recorded');
      }),
    ).rejects.toThrow('payment not recorded');
    expect(await documentsOf(first.order.id)).toEqual([]);
    await transaction((manager) => hooks.paid!(manager, second.order, second.items));
    await transaction((manager) => hooks.paid!(manager, first.order, first.items));
    const [a] = await documentsOf(second.order.id);
    const [b] = await documentsOf(first.order.id);
    // Other test files may issue numbers meanwhile, so only the order of the two is certain.
    expect(b.no).toBeGreaterThan(a.no);
  });

  it('refuses any change to an issued invoice in the database itself', async () => {
    const { order, items } = await placedOrder(server, [ids.flexi]);
    const invoice = await transaction((manager) =>
      server.services.invoices.issueInvoice(manager, { order, items }),
    );
    await expect(
      server.db.dataSource.query(`UPDATE "invoices" SET "total" = 0 WHERE "id" = $1`, [invoice.id]),
    ).rejects.toThrow('invoices are immutable');
  });
});

describe('the refunded hook', () => {
  it('issues a credit note per refund pointing at the invoice, and never credits more than invoiced', async () => {
    const { order, items } = await placedOrder(server, [ids.pro, ids.flexi]);
    await transaction((manager) => hooks.paid!(manager, order, items));
    const refund = (amountCents: number, reason = 'Returned') =>
      transaction((manager) => hooks.refunded!(manager, order, items, { amountCents, full: false, reason }));
    await refund(2_900, 'Flexi month not used');
    const total = toCents(order.totalAmount);
    await expect(refund(total)).rejects.toThrow(
      /cannot exceed what is left to credit on invoice \d{4}-\d{6} \(263\.49\)/,
    );
    await refund(total - 2_900, '');
    const [invoice, partial, rest] = await documentsOf(order.id);
    expect(partial).toMatchObject({ kind: 'credit_note', refersTo: invoice.id, total: '29.00' });
    expect(partial.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    expect(partial.snapshot).toMatchObject({
      kind: 'credit_note',
      corrects: { invoiceId: invoice.id, number: invoice.number },
      reason: 'Flexi month not used',
      buyer: invoice.snapshot.buyer,
    });
    expect(rest.snapshot.reason).toBe('Partial refund');
    // Together the two notes credit exactly the invoice's net and VAT.
    for (const key of ['net', 'vat', 'gross'] as const)
      expect(toCents(partial.snapshot.totals[key]) + toCents(rest.snapshot.totals[key])).toBe(
        toCents(invoice.snapshot.totals[key]),
      );
    await expect(refund(1)).rejects.toThrow('(0.00)');
  });

  it('issues the missing invoice first for an order paid before invoices existed', async () => {
    const { order, items } = await placedOrder(server, [ids.ultimate]);
    await transaction((manager) =>
      hooks.refunded!(manager, order, items, {
        amountCents: toCents(order.totalAmount),
        full: true,
        reason: '',
      }),
    );
    const [invoice, note] = await documentsOf(order.id);
    expect([invoice.kind, note.kind, note.total, note.snapshot.reason]).toEqual([
      'invoice',
      'credit_note',
      order.totalAmount,
      'Full refund',
    ]);
  });

  it('refuses a credit note without an invoice, a bad amount or reason', async () => {
    const { order } = await placedOrder(server, [ids.flexi]);
    const credit = (amountCents: number, reason: string) =>
      transaction((manager) =>
        server.services.invoices.issueCreditNote(manager, { orderId: order.id, amountCents, reason }),
      );
    await expect(credit(100, 'x')).rejects.toThrow('This order has no invoice to credit');
    await expect(credit(0, 'x')).rejects.toThrow('whole number of cents above zero');
    await expect(credit(1.5, 'x')).rejects.toThrow('whole number of cents above zero');
    await expect(credit(100, ' ')).rejects.toThrow('needs a reason of 1-200 characters');
  });
});

describe('the PDF', () => {
  it('prints the number, the lines and the total; a credit note names the invoice it corrects', async () => {
    const { order, items } = await placedOrder(server, [ids.pro]);
    const inTransaction = await transaction(async (manager) => {
      const issued = await server.services.invoices.issueInvoice(manager, { order, items });
      await hooks.refunded!(manager, order, items, { amountCents: 5_000, full: false, reason: 'Goodwill' });
      // The payment mail attaches the invoice issued by its own, still open transaction.
      return server.services.invoices.invoiceAttachment(issued.id, manager);
    });
    const [invoice, note] = await documentsOf(order.id);
    const pdf = await server.services.invoices.pdf(invoice.id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Invoice\n`);
    expect(text).toContain(invoice.number);
    expect(text).toContain(`Total\n€${order.totalAmount}`);
    expect(text).toContain('Pro Package');
    expect(text).toContain('Payment method: Credit card');
    expect(inTransaction.filename).toBe(`invoice-${invoice.number}.pdf`);
    expect(pdfText(inTransaction.content)).toContain(`Total\n€${order.totalAmount}`);
    const attachment = await server.services.invoices.invoiceAttachment(note.id);
    expect(attachment.filename).toBe(`credit-note-${note.number}.pdf`);
    const noteText = pdfText(attachment.content);
    expect(noteText).toMatch(/^Credit note\n/);
    expect(noteText).toContain(`Corrects invoice\n${invoice.number}`);
    expect(noteText).toContain('Total credited\n€50.00');
    expect(noteText).toContain('Reason: Goodwill');
  });
});
