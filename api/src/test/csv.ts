/**
 * Reads the exports' CSV back (RFC 4180: quoted fields, "" for a quote, CRLF between records),
 * strictly: a field that is not quoted, or text between fields, fails the test.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== '"')
      throw new Error(`unquoted field at ${at}: ${JSON.stringify(text.slice(at, at + 40))}`);
    let field = '';
    at += 1;
    for (;;) {
      const quote = text.indexOf('"', at);
      if (quote === -1) throw new Error('unterminated field');
      field += text.slice(at, quote);
      at = quote + 1;
      if (text[at] !== '"') break;
      field += '"';
      at += 1;
    }
    record.push(field);
    if (text[at] === ',') {
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      records.push(record);
      record = [];
      at += 2;
    } else {
      throw new Error(`expected , or CRLF at ${at}`);
    }
  }
  if (record.length) throw new Error('last record does not end with CRLF');
  return records;
}

/** Records as objects keyed by the header row's names. */
export function csvObjects(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header, ...records] = parseCsv(text);
  return {
    header,
    rows: records.map((fields) => Object.fromEntries(header.map((name, i) => [name, fields[i]]))),
  };
}
