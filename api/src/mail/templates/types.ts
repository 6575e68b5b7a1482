import type { Language } from '@hometunnel/rules';

/** The seam between the mail flows and the templates (see index.ts). */
export interface ShopIdentity {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
}

export type MailTemplate =
  | { kind: 'verify-email'; firstName: string | null; link: string }
  | { kind: 'password-reset'; firstName: string | null; link: string }
  | { kind: 'order-confirmation'; order: OrderMailData }
  | { kind: 'ticket-receipt'; ticket: { number: string; fullName: string; subject: string; message: string } }
  | { kind: 'ticket-reply'; ticket: { number: string; fullName: string; subject: string }; reply: string }
  | { kind: 'waitlist-receipt'; productName: string }
  | ({ kind: 'discount-code' } & DiscountCodeMailData)
  | { kind: 'webhook-disabled'; url: string }
  | { kind: 'payment-received'; payment: PaymentMailData }
  | { kind: 'bank-transfer-reminder'; transfer: BankTransferMailData }
  | ({ kind: 'subscription-billing' } & SubscriptionBillingMailData);

/** A template as the outbox stores it: with the language it is written in (none: English). */
export type StoredMailTemplate = MailTemplate & { language?: Language };

/** A step of the renewal cycle, as the customer is told of it (subscription-billing.tsx). */
export interface SubscriptionBillingMailData {
  moment: 'notice' | 'reminder' | 'past_due' | 'suspended' | 'reactivated' | 'expired' | 'price_change';
  firstName: string | null;
  planName: string;
  /** Decimal euro: the renewal's amount (the new price for price_change). */
  amount: string;
  /** The renewal date, ISO 8601 (the new end date for reactivated); older rows: in English words. */
  date: string;
  /** Where to act: the subscription in My Account, or the pay link. */
  link: string;
  cardLast4?: string | null;
  nextPlanName?: string | null;
  /** The provider's reason for a failed charge. */
  detail?: string | null;
  retryDate?: string | null;
  suspendDate?: string | null;
}

export interface PaymentMailData {
  shortId: string;
  customerName: string;
  /** Decimal euro amount paid, e.g. "29.00". */
  total: string;
  /** The order's invoice, issued in the same transaction; the worker attaches its PDF when sending. */
  invoice?: PaymentMailInvoice | null;
}

export interface PaymentMailInvoice {
  id: string;
  number: string;
  /** A signed download link that works without a session (InvoicesService.downloadUrl). */
  url: string;
}

export interface BankTransferMailData {
  shortId: string;
  customerName: string;
  amount: string;
  holder: string;
  iban: string;
  bic: string;
  reference: string;
  /** The day the order is cancelled unpaid, ISO 8601 (e.g. "2026-12-11"). */
  deadline: string;
}

/** A personal discount code; `productName` set when the waitlist's device is back in stock. */
export interface DiscountCodeMailData {
  code: string;
  /** Decimal euro, e.g. "50.00". */
  amount: string;
  /** ISO 8601 instant. */
  expiresAt: string;
  productName: string | null;
  /** Opens the shop with the code filled in. */
  link: string;
}

/** Money strings are decimal euro amounts as stored on the order ("342.49"). */
export interface OrderMailData {
  shortId: string;
  customerName: string;
  items: { name: string; quantity: number; lineTotal: string }[];
  subtotal: string;
  vatRate: string;
  vatAmount: string;
  shipping: string;
  /** What a discount code took off; absent or "0.00": no Discount line. */
  discount?: string;
  total: string;
  shippingAddress: { street: string; city: string; postalCode: string; country: string };
  paymentMethod: 'paypal' | 'stripe' | 'bank_transfer';
  deviceOutOfStock: boolean;
  /** A bank transfer order: where to send the money. */
  bankTransfer?: { holder: string; iban: string; bic: string; amount: string; reference: string } | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
