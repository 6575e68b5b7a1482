/**
 * CSV for spreadsheets (the admin exports). Every field is quoted (RFC 4180), not only those
 * holding a comma: a spreadsheet in a locale whose list separator is ';' splits an unquoted
 * `x;=1+1` into two cells, the second a formula. Inside quotes the separator, whatever it is, is text.
 */

/** Leading characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | null | undefined): string {
  const text = value ?? '';
  // The apostrophe makes the spreadsheet show the text as typed instead of evaluating it.
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

/** One record: its fields quoted, comma-separated, ending in CRLF (RFC 4180). */
export function csvRecord(fields: readonly (string | null | undefined)[]): string {
  return fields.map(csvField).join(',') + '\r\n';
}
