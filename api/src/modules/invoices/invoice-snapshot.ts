import {
  formatCents,
  multiplyCents,
  orderShortId,
  toCents,
  type Cents,
  type Language,
} from '@hometunnel/rules';
import type { OrderItem } from '../orders/order-item.entity';
import type { Order } from '../orders/order.entity';
import type { SellerConfig } from '../payments/payments.config';
import { extractVat } from '../pricing/pricing.rules';
import { paymentMethodLabel, type InvoiceKind } from './invoices.rules';

/** One row of the document's table; money as exact decimal strings (EUR), net + vat = gross. */
export interface SnapshotLine {
  /** item: a product bought; shipping; adjustment: what the order's total took off (a discount); credit. */
  type: 'item' | 'shipping' | 'adjustment' | 'credit';
  name: string;
  quantity: number;
  vatRate: string;
  net: string;
  vat: string;
  gross: string;
}

export interface VatGroup {
  vatRate: string;
  net: string;
  vat: string;
  gross: string;
}

/**
 * Everything the document prints, frozen when it is issued: later changes to the order (the
 * buyer's account deleted and anonymised, a new seller address) never reach an issued document.
 */
export interface InvoiceSnapshot {
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  /** YYYY-MM-DD (UTC), like orderDate. */
  issueDate: string;
  orderId: string;
  orderShortId: string;
  orderDate: string;
  currency: 'EUR';
  seller: SellerConfig;
  buyer: { name: string; email: string; address: BuyerAddress | null };
  lines: SnapshotLine[];
  vatGroups: VatGroup[];
  totals: { net: string; vat: string; gross: string };
  payment: { method: string; label: string };
  /** What it prints in: the order's language when issued (absent in older ones: English). */
  language?: Language;
  /** Credit notes: the invoice they correct, and why. */
  corrects?: { invoiceId: string; number: string };
  reason?: string;
}

export interface BuyerAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The order's stored figures and lines: the invoice reproduces them, it never re-prices. */
export interface InvoiceSource {
  order: Pick<
    Order,
    | 'id'
    | 'createdAt'
    | 'totalAmount'
    | 'shippingAmount'
    | 'vatRate'
    | 'vatAmount'
    | 'customerName'
    | 'customerEmail'
    | 'shippingAddress'
    | 'paymentMethod'
  > &
    Partial<Pick<Order, 'userId' | 'language'>>;
  items: readonly Pick<OrderItem, 'productName' | 'price' | 'quantity'>[];
}

interface CentsLine {
  type: SnapshotLine['type'];
  name: string;
  quantity: number;
  vatRate: string;
  vat: Cents;
  gross: Cents;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function buyerAddress(stored: string | null): BuyerAddress | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof BuyerAddress, unknown>>;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return {
      street: text(value.street),
      postalCode: text(value.postalCode),
      city: text(value.city),
      country: text(value.country),
    };
  } catch {
    return null;
  }
}

/**
 * The invoice's rows in cents. Prices include VAT: each product line's VAT is extracted at the
 * order's rate with the pricing rules. Shipping carries no VAT, as the order's figures have it
 * (VAT is extracted from the subtotal only, spec §9). Whatever the stored total differs from lines
 * plus shipping (a discount) is one adjustment row. The order stored its VAT from the subtotal as
 * a whole, so the cent lost or gained by rounding line by line goes to the adjustment, else the
 * largest line: the document's VAT is always the order's.
 */
function invoiceLines(source: InvoiceSource): CentsLine[] {
  const { order } = source;
  const rate = order.vatRate;
  const taxed = (type: CentsLine['type'], name: string, quantity: number, gross: Cents): CentsLine => ({
    type,
    name,
    quantity,
    vatRate: rate,
    gross,
    vat: extractVat(gross, rate).vatCents,
  });
  const lines = source.items.map((item) =>
    taxed('item', item.productName, item.quantity, multiplyCents(toCents(item.price), item.quantity)),
  );
  const shipping = toCents(order.shippingAmount);
  const adjustment = toCents(order.totalAmount) - shipping - lines.reduce((sum, line) => sum + line.gross, 0);
  if (adjustment !== 0) lines.push(taxed('adjustment', 'Discount', 1, adjustment));
  const rounding = toCents(order.vatAmount) - lines.reduce((sum, line) => sum + line.vat, 0);
  const absorber =
    lines.find((line) => line.type === 'adjustment') ??
    lines.reduce<CentsLine | undefined>(
      (big, line) => (!big || line.gross > big.gross ? line : big),
      undefined,
    );
  if (absorber) absorber.vat += rounding;
  if (shipping !== 0)
    lines.push({ type: 'shipping', name: 'Shipping', quantity: 1, vatRate: '0', vat: 0, gross: shipping });
  return lines;
}

/** Rows, VAT per rate and totals as the snapshot's decimal strings. */
export function moneyRows(lines: readonly CentsLine[]) {
  const groups = new Map<string, { vat: Cents; gross: Cents }>();
  for (const line of lines) {
    const group = groups.get(line.vatRate) ?? { vat: 0, gross: 0 };
    group.vat += line.vat;
    group.gross += line.gross;
    groups.set(line.vatRate, group);
  }
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  const gross = lines.reduce((sum, line) => sum + line.gross, 0);
  return {
    lines: lines.map((line) => ({
      type: line.type,
      name: line.name,
      quantity: line.quantity,
      vatRate: line.vatRate,
      net: formatCents(line.gross - line.vat),
      vat: formatCents(line.vat),
      gross: formatCents(line.gross),
    })),
    vatGroups: [...groups].map(([vatRate, group]) => ({
      vatRate,
      net: formatCents(group.gross - group.vat),
      vat: formatCents(group.vat),
      gross: formatCents(group.gross),
    })),
    totals: { net: formatCents(gross - vat), vat: formatCents(vat), gross: formatCents(gross) },
  };
}

export type { CentsLine };

/** The invoice of a paid order, numbered `number` and issued at `issuedAt`. */
export function invoiceSnapshot(
  source: InvoiceSource,
  seller: SellerConfig,
  issue: { number: string; issuedAt: Date; language?: Language },
): InvoiceSnapshot {
  const { order } = source;
  return {
    kind: 'invoice',
    language: issue.language,
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    issueDate: day(issue.issuedAt),
    orderId: order.id,
    orderShortId: orderShortId(order.id),
    orderDate: day(order.createdAt),
    currency: 'EUR',
    seller: { name: seller.name, address: seller.address, vatId: seller.vatId },
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      address: buyerAddress(order.shippingAddress),
    },
    ...moneyRows(invoiceLines(source)),
    payment: { method: order.paymentMethod, label: paymentMethodLabel(order.paymentMethod) },
  };
}
