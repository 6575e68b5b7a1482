/**
 * Money on the client: prices arrive as decimal strings in euro ("249.00"); every sum is done in
 * integer cents and only formatted back at the edge. Never floating point arithmetic on amounts.
 */
export type Cents = number;

/** "249.00" -> 24900, "29" -> 2900, "0.5" -> 50. Throws on anything that is not a plain decimal. */
export function toCents(price: string): Cents {
  const match = /^\s*(-)?(\d+)(?:\.(\d{1,2}))?\s*$/.exec(price);
  if (!match) throw new Error(`Invalid price: ${price}`);
  const [, sign, whole, frac = ''] = match;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return sign ? -cents : cents;
}

export function lineTotalCents(price: string, quantity: number): Cents {
  return toCents(price) * quantity;
}

/** 24900 -> "249.00" (the plain decimal form used in URLs and the API). */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 24900 -> "€249.00", 1234500 -> "€12,345.00". */
export function formatEuro(cents: Cents): string {
  const [whole, frac] = centsToDecimal(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}€${grouped}.${frac}`;
}

/** Formats a price string as euro: "249.00" -> "€249.00". */
export function formatPrice(price: string): string {
  return formatEuro(toCents(price));
}
