/**
 * Where this tab's checkout is kept (sessionStorage) and the order it made, read without the
 * checkout's forms and schemas: the checkout route (./checkout-route.tsx) asks it before loading them.
 */
export const CHECKOUT_STATE_KEY = 'checkout_state';

export interface PlacedOrder {
  id: string;
  totalAmount: string;
  /** Where the confirmation went. */
  email: string;
  /** A device was ordered (out of stock: the waitlist); false for a plan-only order. */
  hasDevice: boolean;
  /** The product the waitlist entry is for (the device when there is one). */
  productId: string | null;
  /** A bank transfer order waits for the money: step 5 shows where to send it. */
  bankTransfer?: BankTransferDetails | null;
}

export interface BankTransferDetails {
  holder: string;
  iban: string;
  bic: string;
  amount: string;
  reference: string;
  /** The GiroCode (SVG markup) a banking app scans; absent when the server made none. */
  qrSvg?: string | null;
}

function readBankTransfer(raw: unknown): BankTransferDetails | null {
  if (!raw || typeof raw !== 'object') return null;
  const b = raw as Record<string, unknown>;
  return isText(b.holder) && isText(b.iban) && isText(b.bic) && isText(b.amount) && isText(b.reference)
    ? {
        holder: b.holder,
        iban: b.iban,
        bic: b.bic,
        amount: b.amount,
        reference: b.reference,
        qrSvg: isText(b.qrSvg) ? b.qrSvg : null,
      }
    : null;
}

export const isText = (value: unknown): value is string => typeof value === 'string';

export function readOrder(raw: unknown): PlacedOrder | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  if (!isText(o.id) || !isText(o.totalAmount) || !isText(o.email)) return null;
  return {
    id: o.id,
    totalAmount: o.totalAmount,
    email: o.email,
    hasDevice: o.hasDevice !== false,
    productId: isText(o.productId) ? o.productId : null,
    bankTransfer: readBankTransfer(o.bankTransfer),
  };
}

export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored checkout as JSON gave it; null when there is none or it is damaged. */
export function readStoredCheckout(storage: Storage | null = sessionStore()): Record<string, unknown> | null {
  try {
    const raw = storage?.getItem(CHECKOUT_STATE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** This tab's checkout has made an order (its confirmation is still to be shown on a reload). */
export function hasPlacedOrder(): boolean {
  return readOrder(readStoredCheckout()?.order) !== null;
}

/** Drops this tab's checkout (its order ended unpaid): the next checkout makes a new order. */
export function forgetStoredCheckout(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(CHECKOUT_STATE_KEY);
  } catch {
    // Storage refused (private mode): nothing was kept either.
  }
}
