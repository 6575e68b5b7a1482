import {
  accountMessages,
  emailProblem,
  newPasswordProblem,
  normalizeEmail,
  signInEmailProblem,
} from '@hometunnel/rules';
import type { Rule } from '../../common/check';

export { normalizeEmail };

/** The shared account messages (the web's forms show the same ones) and the API's own. */
export const messages = {
  ...accountMessages,
  emailTaken: 'An account with this email already exists',
  wrongCredentials: 'Invalid email or password',
  tooManyFailures: 'Too many failed sign-in attempts. Please try again later.',
  tooManyAttemptsFromAddress: 'Too many sign-in attempts from this address. Please try again later.',
  tooManyRegistrations: 'Too many accounts created from this address. Please try again later.',
} as const;

/** Spec: an email must be valid (trimmed); that message also stands in for "required". */
export const emailRule: Rule = emailProblem;

/** Signing in only looks an address up: see isSignInEmail. */
export const signInEmailRule: Rule = signInEmailProblem;

export const newPasswordRule: Rule = newPasswordProblem;

/** ADMIN_EMAILS addresses may claim admin ('Request Admin Access'); registering makes nobody admin. */
export const isListedAdmin = (email: string, adminEmails: readonly string[]): boolean =>
  adminEmails.includes(normalizeEmail(email));
