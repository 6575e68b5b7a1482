/**
 * The quantity limits of a cart line come from the shared rules (the API applies the same ones):
 * a guest cart the web let grow past the API's cap is one the API would have to cut at sign-in.
 */
import { cartMessages } from '@hometunnel/rules';

export { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '@hometunnel/rules';

export const QUANTITY_MESSAGES = {
  tooHigh: cartMessages.quantityTooHigh,
} as const;
