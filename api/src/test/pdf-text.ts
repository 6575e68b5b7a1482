import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it (embedded fonts, Identity-H, a ToUnicode map per font),
 * compressed or not: one line per text run. Enough to find an invoice's number and total in the
 * bytes a download returns, without a PDF library (pdf.js wants ESM and a newer Node).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | undefined }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id, body] = match;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(id, { dict: body, stream: undefined });
      continue;
    }
    const dict = body.slice(0, at);
    const raw = body.slice(body.indexOf('\n', at) + 1, body.lastIndexOf('endstream')).replace(/\r?\n$/, '');
    const bytes = Buffer.from(raw, 'latin1');
    const stream = (/\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('latin1');
    objects.set(id, { dict, stream });
  }
  const toUnicode = (fontId: string): Map<number, string> => {
    const map = new Map<number, string>();
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId)?.dict ?? '')?.[1];
    const cmap = cmapId ? (objects.get(cmapId)?.stream ?? '') : '';
    for (const [, low, targets] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...targets.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, hex], index) =>
        map.set(parseInt(low, 16) + index, String.fromCodePoint(parseInt(hex, 16))),
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
