import { formatCents, orderShortId, toCents, type Cents } from '@hometunnel/rules';
import { moneyRows, type CentsLine, type InvoiceSnapshot } from './invoice-snapshot';

/** a × b / c rounded half up, exact for any cents (BigInt: the product may pass 2^53). */
function mulDivRound(a: Cents, b: Cents, c: Cents): Cents {
  if (c === 0) return 0;
  const numerator = 2n * BigInt(a) * BigInt(b);
  const denominator = 2n * BigInt(c);
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const abs = (value: bigint) => (value < 0n ? -value : value);
  return Number((sign * (abs(numerator) + abs(denominator) / 2n)) / abs(denominator));
}

interface Group {
  vatRate: string;
  gross: Cents;
  vat: Cents;
}

/**
 * What the first `credited` cents of a refunded invoice amount to per VAT rate: gross shared in
 * proportion to each rate's gross (the largest group takes the rounding remainder, so the parts
 * add up to `credited`), VAT in proportion to that rate's VAT. At the invoice's full total this is
 * exactly the invoice's own figures.
 */
function creditedUpTo(groups: readonly Group[], total: Cents, credited: Cents): Group[] {
  const parts = groups.map((group) => ({ ...group, gross: mulDivRound(group.gross, credited, total) }));
  const last = parts[parts.length - 1];
  if (last) last.gross = credited - parts.slice(0, -1).reduce((sum, part) => sum + part.gross, 0);
  return parts.map((part, index) => ({
    ...part,
    vat: mulDivRound(groups[index].vat, part.gross, groups[index].gross),
  }));
}

/**
 * A credit note's rows for `amount` cents of an invoice of which `creditedBefore` cents were
 * already credited: one row per VAT rate of the invoice. Each note is the difference of what is
 * credited after it and before it, so several partial refunds that add up to the total credit
 * exactly the invoice's VAT, cent for cent, and every row keeps net + VAT = gross.
 */
export function creditNoteRows(invoice: InvoiceSnapshot, creditedBefore: Cents, amount: Cents) {
  const groups = invoice.vatGroups
    .map((group) => ({ vatRate: group.vatRate, gross: toCents(group.gross), vat: toCents(group.vat) }))
    .sort((a, b) => a.gross - b.gross);
  const total = toCents(invoice.totals.gross);
  const before = creditedUpTo(groups, total, creditedBefore);
  const after = creditedUpTo(groups, total, creditedBefore + amount);
  const lines: CentsLine[] = after
    .map((group, index) => ({
      type: 'credit' as const,
      name: `Credit on invoice ${invoice.number}${groups.length > 1 ? ` at ${group.vatRate}% VAT` : ''}`,
      quantity: 1,
      vatRate: group.vatRate,
      gross: group.gross - before[index].gross,
      vat: group.vat - before[index].vat,
    }))
    .filter((line) => line.gross !== 0 || line.vat !== 0)
    // Printed largest first, like the invoice (products before shipping).
    .reverse();
  return moneyRows(lines);
}

/** The credit note's snapshot: the invoice's parties and order, its own number, date and rows. */
export function creditNoteSnapshot(
  invoice: { id: string; snapshot: InvoiceSnapshot },
  credit: { creditedBefore: Cents; amount: Cents; reason: string },
  issue: { number: string; issuedAt: Date },
): InvoiceSnapshot {
  const { snapshot } = invoice;
  return {
    ...snapshot,
    kind: 'credit_note',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    issueDate: issue.issuedAt.toISOString().slice(0, 10),
    orderShortId: orderShortId(snapshot.orderId),
    ...creditNoteRows(snapshot, credit.creditedBefore, credit.amount),
    corrects: { invoiceId: invoice.id, number: snapshot.number },
    reason: credit.reason,
  };
}

/** What is left to credit on an invoice, as the message prints it. */
export const leftToCredit = (invoice: InvoiceSnapshot, credited: Cents) =>
  formatCents(toCents(invoice.totals.gross) - credited);
