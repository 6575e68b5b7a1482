import { useEffect } from 'react';

/**
 * A discount code mail links to the shop with `?discount=CODE`: the code is kept for this tab
 * (sessionStorage) until checkout step 4 fills it into its Discount code field.
 */
export const DISCOUNT_CODE_KEY = 'discount_code';
const MAX_CODE_LENGTH = 40;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The code a mail's link brought, if any. */
export function storedDiscountCode(): string {
  try {
    return store()?.getItem(DISCOUNT_CODE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the code the buyer applied (or forgets it: empty). */
export function storeDiscountCode(code: string): void {
  try {
    if (code) store()?.setItem(DISCOUNT_CODE_KEY, code);
    else store()?.removeItem(DISCOUNT_CODE_KEY);
  } catch {
    // Storage full or blocked: the buyer types the code instead.
  }
}

/** Reads `?discount=` from a query string and keeps it. */
export function rememberDiscountFrom(search: string): void {
  const code = new URLSearchParams(search).get('discount')?.trim();
  if (code && code.length <= MAX_CODE_LENGTH) storeDiscountCode(code);
}

/** On every page: a `?discount=` in the address is kept for checkout. */
export function useDiscountLink(search: string): void {
  useEffect(() => rememberDiscountFrom(search), [search]);
}
