import { isEmailAddress, isSignInEmail } from './email';
import { checkoutMessages, isBlankText } from './checkout';

/** Spec section 9: minimum password length 6; the maximum bounds the work of hashing. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;

/** Spec section 5 (checkout steps 1-2, which registration shares), word for word. */
export const accountMessages = {
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  /** An empty confirmation field: a required field, not a mismatch (even when both are empty). */
  confirmPasswordRequired: 'Please confirm your password',
} as const;

/**
 * The spec lists 'Email is required' but says the '@' check overrides it, so an empty (or blank)
 * address answers 'Please enter a valid email' too. The value is trimmed first.
 */
export function emailProblem(value: unknown): string | undefined {
  return typeof value === 'string' && isEmailAddress(value.trim()) ? undefined : accountMessages.invalidEmail;
}

/** Sign-in's lenient twin of emailProblem (see isSignInEmail). */
export function signInEmailProblem(value: unknown): string | undefined {
  return typeof value === 'string' && isSignInEmail(value.trim()) ? undefined : accountMessages.invalidEmail;
}

/** A new password: required, then at least 6 and at most 200 characters (not trimmed). */
export function newPasswordProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return accountMessages.passwordRequired;
  if (value.length < MIN_PASSWORD_LENGTH) return accountMessages.passwordTooShort;
  if (value.length > MAX_PASSWORD_LENGTH) return accountMessages.passwordTooLong;
  return undefined;
}

/** My Account's name form: both names are required, as at checkout, and at most this long. */
export const MAX_NAME_LENGTH = 100;

export const profileMessages = {
  firstNameTooLong: `First name must be at most ${MAX_NAME_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${MAX_NAME_LENGTH} characters`,
  saved: 'Your name has been saved.',
} as const;

const nameProblem =
  (required: string, tooLong: string) =>
  (value: unknown): string | undefined => {
    if (typeof value !== 'string' || isBlankText(value)) return required;
    return value.trim().length > MAX_NAME_LENGTH ? tooLong : undefined;
  };

export const firstNameProblem = nameProblem(checkoutMessages.firstName, profileMessages.firstNameTooLong);
export const lastNameProblem = nameProblem(checkoutMessages.lastName, profileMessages.lastNameTooLong);
