/**
 * Money is carried as an integer number of cents. Floats cannot represent most decimal amounts
 * exactly (0.1 + 0.2 !== 0.3), so every parse, sum and product below stays in integers and only the
 * formatting functions turn cents back into text. Prices travel as decimal strings in euro.
 */
export type Cents = number;

// Optional sign, integer part, optional fraction of 1-2 digits. A bare "." or "5." is rejected so
// that sloppy input is caught where it enters the system.
const AMOUNT_PATTERN = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;

function assertSafeCents(cents: number, what: string): Cents {
  if (!Number.isSafeInteger(cents)) {
    throw new Error(`${what} is out of the representable money range`);
  }
  return cents;
}

/**
 * Parses a decimal string ("249.00", "14.49", "0.5", "7", "-3.10") into cents. Reads the digits
 * directly instead of `parseFloat(x) * 100`, which would turn "14.49" into 1448.9999999999998.
 */
export function toCents(amount: string): Cents {
  if (typeof amount !== 'string') {
    throw new Error('Amount must be a decimal string');
  }
  const match = AMOUNT_PATTERN.exec(amount.trim());
  if (!match) {
    throw new Error(`Invalid amount "${amount}": expected a decimal with at most 2 decimals`);
  }
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  // Avoid producing -0 for "-0.00".
  const signed = sign === '-' && cents !== 0 ? -cents : cents;
  return assertSafeCents(signed, `Amount "${amount}"`);
}

/** Renders cents with exactly two decimals, e.g. 34249 → "342.49", -5 → "-0.05" (the API's form). */
export function formatCents(cents: Cents): string {
  assertSafeCents(cents, 'Cents value');
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** Line total: unit price times an integer quantity. */
export function multiplyCents(cents: Cents, quantity: number): Cents {
  assertSafeCents(cents, 'Cents value');
  if (!Number.isSafeInteger(quantity)) {
    throw new Error(`Quantity must be an integer, got ${String(quantity)}`);
  }
  const product = cents * quantity;
  // A negative amount times zero is -0 in JS; normalise so comparisons and output stay plain.
  return assertSafeCents(product === 0 ? 0 : product, 'Product');
}

/** A decimal price string times a quantity, in cents. */
export function lineTotalCents(price: string, quantity: number): Cents {
  return multiplyCents(toCents(price), quantity);
}

/** Spec section 9: currency euro, 2 decimals. 24900 → "€249.00", 1234500 → "€12,345.00". */
export function formatEuro(cents: Cents): string {
  const [whole, fraction] = formatCents(Math.abs(cents)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}€${grouped}.${fraction}`;
}

/** A decimal price string as euro: "249.00" → "€249.00". */
export function formatPrice(price: string): string {
  return formatEuro(toCents(price));
}

/** A product's price as staff may set it: above 0, at most 2 decimals, under a typo guard. */
export const priceMessages = {
  price: 'Price must be a decimal amount in euro above 0, with at most 2 decimals (e.g. "29.00")',
} as const;

/** 100,000.00 EUR: no product costs more; a larger figure is a typo. */
export const MAX_PRICE_CENTS = 100_000_00;

/** The price in cents when it may be set (see priceMessages), else undefined. */
export function settablePriceCents(value: unknown): Cents | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const cents = toCents(value);
    return cents > 0 && cents <= MAX_PRICE_CENTS ? cents : undefined;
  } catch {
    return undefined;
  }
}
