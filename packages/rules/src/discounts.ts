/**
 * Discount codes: the waitlist's promise (a personal 50 EUR code when the device is back) and codes
 * an admin issues by hand. The code's shape, how typed input is read, the limits of a hand-issued
 * code, how a code lowers a total, and the messages a buyer sees.
 */
import type { Cents } from './money';
import { WAITLIST_DISCOUNT_EUR } from './waitlist';

/** Letters and digits nobody misreads (no I, O, 0, 1): a code is typed from a mail. */
export const DISCOUNT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DISCOUNT_CODE_PREFIX = 'HT';
/** Random characters in a code: 32^8 ≈ 10^12 codes, far beyond guessing. */
export const DISCOUNT_CODE_RANDOM_LENGTH = 8;
/** The longest text read as a code (anything longer cannot be one). */
export const DISCOUNT_CODE_MAX_INPUT = 40;

/** The back-in-stock code: 50 EUR, valid 30 days. */
export const BACK_IN_STOCK_DISCOUNT_CENTS: Cents = WAITLIST_DISCOUNT_EUR * 100;
export const BACK_IN_STOCK_VALID_DAYS = 30;

/** A hand-issued code: more than 0, at most 1,000 EUR, valid 1 to 365 days. */
export const DISCOUNT_MAX_CENTS: Cents = 100000;
export const DISCOUNT_MIN_VALID_DAYS = 1;
export const DISCOUNT_MAX_VALID_DAYS = 365;

export const discountMessages = {
  required: 'Please enter a discount code.',
  invalid: 'This discount code is not valid.',
  expired: 'This discount code has expired.',
  used: 'This discount code has already been used.',
  held: 'This discount code is held by an order that is waiting for its payment.',
  otherEmail: 'This discount code belongs to another email address.',
  email: 'Please enter a valid email address for the discount code.',
  amount: 'The amount must be a decimal greater than 0 and at most 1000.00 EUR, e.g. "50.00".',
  validDays: `Valid days must be a whole number from ${DISCOUNT_MIN_VALID_DAYS} to ${DISCOUNT_MAX_VALID_DAYS}.`,
} as const;

/** "HT-ABCD-EFGH" from its random part "ABCDEFGH". */
export function formatDiscountCode(random: string): string {
  return `${DISCOUNT_CODE_PREFIX}-${random.slice(0, 4)}-${random.slice(4)}`;
}

/**
 * A code as typed (" ht abcd-efgh ", "htabcdefgh") in its stored form ("HT-ABCD-EFGH"); text that
 * cannot be a code comes back upper-cased and stripped, so it simply matches nothing.
 */
export function normalizeDiscountCode(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  const random = compact.startsWith(DISCOUNT_CODE_PREFIX) ? compact.slice(DISCOUNT_CODE_PREFIX.length) : '';
  const shaped =
    random.length === DISCOUNT_CODE_RANDOM_LENGTH &&
    [...random].every((char) => DISCOUNT_CODE_ALPHABET.includes(char));
  return shaped ? formatDiscountCode(random) : compact;
}

/** The amount of a hand-issued code ("50", "12.5", "0.99") in cents, or undefined when not allowed. */
export function discountAmountCents(amount: unknown): Cents | undefined {
  if (typeof amount !== 'string' || !/^\d{1,7}(?:\.\d{1,2})?$/.test(amount.trim())) return undefined;
  const [whole, fraction = ''] = amount.trim().split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 && cents <= DISCOUNT_MAX_CENTS ? cents : undefined;
}

export function isDiscountValidDays(days: unknown): days is number {
  return (
    typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= DISCOUNT_MIN_VALID_DAYS &&
    days <= DISCOUNT_MAX_VALID_DAYS
  );
}

export interface DiscountedTotal {
  /** What the code takes off: its amount, or the whole total when that is less. */
  discountCents: Cents;
  /** The goods' VAT-inclusive value after the discount: VAT is extracted from this. */
  goodsCents: Cents;
  /** subtotal + shipping − discount, never below zero. */
  totalCents: Cents;
}

/**
 * A code lowers the goods first (so the VAT they contain falls with them), then the delivery fee;
 * the order never costs less than nothing and the unused rest of a code is not paid out.
 */
export function applyDiscount(subtotalCents: Cents, shippingCents: Cents, codeCents: Cents): DiscountedTotal {
  for (const [name, value] of [
    ['Subtotal', subtotalCents],
    ['Shipping', shippingCents],
    ['Discount', codeCents],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`${name} must be non-negative integer cents, got ${String(value)}`);
  }
  const discountCents = Math.min(codeCents, subtotalCents + shippingCents);
  return {
    discountCents,
    goodsCents: Math.max(0, subtotalCents - discountCents),
    totalCents: subtotalCents + shippingCents - discountCents,
  };
}
