import type { OrderPaymentHooks } from '../orders/order-payment-hooks';
import type { InvoicesService } from './invoices.service';

/**
 * What a payment and a refund do to an order's documents, inside the transaction that records
 * them: paid issues the invoice (once per order); a refund issues a credit note for its amount,
 * after issuing the invoice first for an order paid before invoices existed.
 */
export function invoiceOrderHooks(invoices: InvoicesService): OrderPaymentHooks {
  return {
    async paid(manager, order, items) {
      await invoices.issueInvoice(manager, { order, items });
    },
    async refunded(manager, order, items, refund) {
      await invoices.issueInvoice(manager, { order, items });
      await invoices.issueCreditNote(manager, {
        orderId: order.id,
        amountCents: refund.amountCents,
        reason: refund.reason.trim() || (refund.full ? 'Full refund' : 'Partial refund'),
      });
    },
  };
}
