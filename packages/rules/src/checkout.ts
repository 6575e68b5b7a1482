/** Spec section 5, checkout steps 1 and 3 (step 2's password messages are accountMessages). */
export const checkoutMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number is required',
  street: 'Street address is required',
  city: 'City is required',
  postalCode: 'Postal code is required',
  country: 'Country is required',
} as const;

export type AccountTypeName = 'guest' | 'create';
export const ACCOUNT_TYPES: readonly AccountTypeName[] = ['guest', 'create'];

/** Emptiness is checked on the trimmed value (spec section 5). */
export const isBlankText = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
