/**
 * The shop's one email syntax: every form and every API input that stores or links an address
 * checks it with isEmailAddress, each with its own message. Stricter than RFC 5322 on purpose:
 * stored addresses end up in mailto: links, CSV files and mail headers, so the local part is
 * dot-atom text without the characters that mean something there (? & # % " < > ( ) , ; : \ [ ]
 * and spaces), and the domain is dot-separated host labels ending in a real-looking top-level
 * domain (letters, or an IDN's xn-- form).
 */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

const ATOM = "[A-Za-z0-9!$'*+/=^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LEVEL}$`);

export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && at <= MAX_LOCAL_PART_LENGTH && EMAIL.test(value);
}

/**
 * Signing in only looks an address up, never stores or links it: accounts made before the strict
 * syntax must still get in, so any "something@something" of a sane length is tried.
 */
export function isSignInEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+$/.test(value);
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
