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

export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/*
 * The one email syntax of the shop (every API input that takes an address checks it through
 * emailRule; the web's copy is web/src/lib/email.ts). Stricter than RFC 5322 on purpose: stored
 * addresses end up in mailto: links, CSV files and mail headers, so the local part is dot-atom
 * text without the characters that mean something there (? & # % " < > ( ) , ; : \ [ ] and
 * spaces), and the domain is dot-separated host labels ending in a real-looking top-level domain
 * (letters, or an IDN's xn-- form).
 */
const ATOM = "[A-Za-z0-9!$'*+/=^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LEVEL}$`);

export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && at <= MAX_LOCAL_PART_LENGTH && EMAIL.test(value);
}

/** Spec: an email must be valid (trimmed); that message also stands in for "required". */
export const emailRule: Rule = (value) => {
  if (typeof value !== 'string' || !isEmailAddress(value.trim())) return messages.invalidEmail;
  return undefined;
};

/**
 * Signing in only looks an address up, never stores or links it: accounts made before the strict
 * syntax must still get in, so any "something@something" of a sane length is tried.
 */
export const signInEmailRule: Rule = (value) => {
  if (typeof value !== 'string') return messages.invalidEmail;
  const email = value.trim();
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= MAX_EMAIL_LENGTH
    ? undefined
    : messages.invalidEmail;
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
