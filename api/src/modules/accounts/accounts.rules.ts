import type { Rule } from '../../common/check';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;

export const messages = {
  invalidEmail: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  emailTaken: 'An account with this email already exists',
  wrongCredentials: 'Invalid email or password',
  tooManyFailures: 'Too many failed sign-in attempts. Please try again later.',
  tooManyAttemptsFromAddress: 'Too many sign-in attempts from this address. Please try again later.',
  tooManyRegistrations: 'Too many accounts created from this address. Please try again later.',
} as const;

/** Spec: an email must contain '@'; that message also stands in for "required". */
export const emailRule: Rule = (value) => {
  if (typeof value !== 'string') return messages.invalidEmail;
  const email = value.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return messages.invalidEmail;
  return undefined;
};

export const newPasswordRule: Rule = (value) => {
  if (typeof value !== 'string' || value === '') return messages.passwordRequired;
  if (value.length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort;
  if (value.length > MAX_PASSWORD_LENGTH) return messages.passwordTooLong;
  return undefined;
};

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** ADMIN_EMAILS addresses may claim admin ('Request Admin Access'); registering makes nobody admin. */
export const isListedAdmin = (email: string, adminEmails: readonly string[]): boolean =>
  adminEmails.includes(normalizeEmail(email));
