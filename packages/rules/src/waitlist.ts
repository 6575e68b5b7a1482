/** Spec section 9: the waitlist's promise, a discount in EUR when the device is back in stock. */
export const WAITLIST_DISCOUNT_EUR = 50;

export const waitlistMessages = {
  /** The API's answer, which the web shows in the spec's 'Added to Waitlist!' toast. */
  joined: `You're on the list! We'll email you as soon as it's back in stock, with a ${WAITLIST_DISCOUNT_EUR} EUR discount.`,
} as const;
