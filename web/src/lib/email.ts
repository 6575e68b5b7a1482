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
