/**
 * The quantity limits of a cart line, the web's copy of api/src/modules/cart/cart.rules.ts
 * (MIN_QUANTITY, MAX_QUANTITY, cartMessages.quantityTooHigh). They must stay equal: a guest cart
 * the web lets grow past the API's cap is one the API would have to cut down at sign-in. Until the
 * rules move to a shared package, this module is the web's only copy.
 */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export const QUANTITY_MESSAGES = {
  tooHigh: `Quantity must be at most ${MAX_QUANTITY}`,
} as const;

/** A whole number within [MIN_QUANTITY, MAX_QUANTITY]; anything unreadable counts as the minimum. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(quantity)));
}
