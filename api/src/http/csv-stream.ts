import { csvRecord } from '@hometunnel/rules';
import type { Response } from 'express';

/** One CSV record's fields, in the header's order (null: an empty field). */
export type CsvFields = readonly (string | null)[];

export interface CsvExport {
  /** The file name's stem: `orders` → `orders-2026-01-31.csv` (the day of the export, UTC). */
  name: string;
  header: readonly string[];
  /** Newest first, a bounded batch at a time (keyset pages), so memory stays flat at any size. */
  batches: AsyncIterable<readonly CsvFields[]>;
}

/**
 * Streams an export as a CSV download. The first batch is read before anything is sent, so a
 * failing first query still answers a JSON error. Each batch is one write; when the socket (or
 * the compressor in front of it) is full, the next batch is read only after 'drain', and a client
 * who disconnects stops the loop: no further query runs. A failure after the headers went out
 * propagates to Express, which destroys the connection: the download fails visibly instead of
 * ending like a complete file.
 */
export async function streamCsv(res: Response, { name, header, batches }: CsvExport): Promise<void> {
  let closed = false;
  let wake: (() => void) | undefined;
  const resume = () => {
    wake?.();
    wake = undefined;
  };
  // One listener each for the whole export (compression moves 'drain' listeners onto its
  // stream, where removing them again is not possible through the response).
  res.on('drain', resume);
  res.on('close', () => {
    closed = true;
    resume();
  });
  const iterator = batches[Symbol.asyncIterator]();
  try {
    let next = await iterator.next();
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}-${utcDay()}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    // HEAD: the headers only, without reading every batch for a body nobody receives.
    if (res.req.method === 'HEAD') {
      res.end();
      return;
    }
    let chunk = csvRecord(header);
    while (!closed) {
      if (!next.done) chunk += next.value.map(csvRecord).join('');
      if (!res.write(chunk) && !closed) await new Promise<void>((resolve) => (wake = resolve));
      if (next.done || closed) break;
      next = await iterator.next();
      chunk = '';
    }
    if (!closed) res.end();
  } finally {
    // Ends the service's generator (and with it the batch loop) when the client left early.
    await iterator.return?.();
  }
}

const utcDay = (): string => new Date().toISOString().slice(0, 10);
