import { requiredText, type Rule } from '../../common/check';

export const MAX_PRODUCT_ID_LENGTH = 100;

export const waitlistMessages = {
  /** Shown in the 'Added to Waitlist!' toast: the spec's promise of a 50 EUR discount. */
  joined: "You're on the list! We'll email you as soon as it's back in stock, with a 50 EUR discount.",
  productRequired: 'Product is required',
  tooMany: 'Too many waitlist sign-ups from this address. Please try again later.',
} as const;

/**
 * The web app sends "a fixed product identifier" (spec section 7), not necessarily a catalog
 * uuid, so it is stored as given, only bounded.
 */
export const productIdRule: Rule = requiredText(waitlistMessages.productRequired, MAX_PRODUCT_ID_LENGTH, {
  label: 'Product',
});
