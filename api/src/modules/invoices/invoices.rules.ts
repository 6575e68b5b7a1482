/**
 * Invoice numbering and wording. Invoices and credit notes each have their own gap-free series per
 * calendar year (UTC) of the issue date: invoices `2026-000001`, credit notes `CN-2026-000001`, so
 * a number alone says which kind of document it is and the two never collide.
 */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The counter row a document's number is taken from (invoice_counters.series). */
export function invoiceSeries(kind: InvoiceKind, issuedAt: Date): string {
  const year = issuedAt.getUTCFullYear();
  return kind === 'invoice' ? `INV-${year}` : `CN-${year}`;
}

/** The printed number: the series' year and the counter, six digits (more once past 999,999). */
export function invoiceNumber(kind: InvoiceKind, issuedAt: Date, no: number): string {
  const number = `${issuedAt.getUTCFullYear()}-${String(no).padStart(6, '0')}`;
  return kind === 'invoice' ? number : `CN-${number}`;
}

/** The download's file name: `invoice-2026-000001.pdf`, `credit-note-CN-2026-000001.pdf`. */
export function invoiceFileName(kind: InvoiceKind, number: string): string {
  return `${kind === 'invoice' ? 'invoice' : 'credit-note'}-${number}.pdf`;
}

const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  stripe: 'Credit card',
  paypal: 'PayPal',
  bank_transfer: 'Bank transfer',
  demo: 'Demo payment',
};

/** How the invoice names the order's payment method (an unknown code is printed as it is). */
export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

/** A refund's reason as a credit note prints it: one line, at most this long. */
export const MAX_REASON_LENGTH = 200;

/** How long a signed download link (GraphQL `Invoice.url`, the payment mail) stays valid. */
export const DOWNLOAD_LINK_DAYS = 30;

export const invoiceMessages = {
  notFound: 'Invoice not found',
  badLink: 'This download link is invalid or has expired',
  noInvoice: 'This order has no invoice to credit',
  amount: 'A credit note amount must be a whole number of cents above zero',
  reason: `A credit note needs a reason of 1-${MAX_REASON_LENGTH} characters`,
  overCredit: (number: string, left: string) =>
    `A credit note cannot exceed what is left to credit on invoice ${number} (${left})`,
} as const;
