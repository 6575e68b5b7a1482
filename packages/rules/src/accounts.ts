import { isEmailAddress, isSignInEmail } from './email';

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
