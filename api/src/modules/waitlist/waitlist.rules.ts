import { waitlistMessages as sharedWaitlistMessages } from '@hometunnel/rules';
import { requiredText, type Rule } from '../../common/check';

export const MAX_PRODUCT_ID_LENGTH = 100;

export const waitlistMessages = {
  ...sharedWaitlistMessages,
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
