import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it (embedded fonts, Identity-H, a ToUnicode map per font),
 * compressed or not: one line per text run. Enough to find an invoice's number and total in the
 * bytes a download returns, without a PDF library (pdf.js wants ESM and a newer Node).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | undefined }>();
  // Walks object by object; a stream is read by its /Length, since compressed bytes may hold
  // "endobj" or "endstream" by chance.
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const id = match[1];
    const start = header.lastIndex;
    const end = source.indexOf('endobj', start);
    const streamAt = source.slice(start, end).search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(id, { dict: source.slice(start, end), stream: undefined });
      continue;
    }
    const dict = source.slice(start, start + streamAt);
    const length = Number(/\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1]);
    const dataAt = source.indexOf('\n', start + streamAt) + 1;
    const bytes = Buffer.from(source.slice(dataAt, dataAt + length), 'latin1');
    const stream = (/\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('latin1');
    objects.set(id, { dict, stream });
    header.lastIndex = source.indexOf('endobj', dataAt + length);
  }
  const toUnicode = (fontId: string): Map<number, string> => {
    const map = new Map<number, string>();
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId)?.dict ?? '')?.[1];
    const cmap = cmapId ? (objects.get(cmapId)?.stream ?? '') : '';
    for (const [, low, targets] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      // A glyph for several characters (a ligature: "fi" in "Žofie", "ff" in an order id) lists
      // its UTF-16 units in one entry, space-separated: <0066 0069>.
      [...targets.matchAll(/<([0-9a-f\s]*)>/gi)].forEach(([, units], index) =>
        map.set(
          parseInt(low, 16) + index,
          String.fromCharCode(
            ...units
              .trim()
              .split(/\s+/)
              .map((unit) => parseInt(unit, 16)),
          ),
        ),
      );
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const block = /\/Font <<([\s\S]*?)>>/.exec(dict)?.[1] ?? '';
    for (const [, name, id] of block.matchAll(/\/(\w+) (\d+) 0 R/g)) fonts.set(name, toUnicode(id));
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/ TJ/.test(stream)) continue;
    let font = new Map<number, string>();
    for (const [, name, runs] of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[-\d.\s])*)\] TJ/gi)) {
      if (name) font = fonts.get(name) ?? new Map();
      else
        lines.push(
          [...runs.matchAll(/<([0-9a-f]*)>/gi)]
            .flatMap(([, hex]) => hex.match(/.{4}/g) ?? [])
            .map((code) => font.get(parseInt(code, 16)) ?? '?')
            .join(''),
        );
    }
  }
  return lines.join('\n');
}
