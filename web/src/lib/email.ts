/**
 * The shop's one email syntax, the web's copy of isEmailAddress in
 * api/src/modules/accounts/accounts.rules.ts (keep the two equal until the rules move to a shared
 * package). Every form checks addresses with it, each with its own spec message. The local part
 * is dot-atom text without the characters that mean something in mailto: links, CSV files or mail
 * headers; the domain is dot-separated host labels ending in a top-level domain of letters (or an
 * IDN's xn-- form).
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
 * A mailto: link to `address` with optional header fields. Addresses come from customers (and
 * from rows stored before the strict syntax), so both halves are percent-encoded: a `?` or `&`
 * in an address stays part of the address instead of adding recipients or headers. The `@`
 * itself stays readable.
 */
export function mailtoHref(address: string, fields: Readonly<Record<string, string>> = {}): string {
  const at = address.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
