import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** The `node:http` plumbing of the fast lane: peeking at a request body, capturing a response. */

/** Express's answer as it was sent: status, headers and the body bytes. */
export type Capture = (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void;

/**
 * Reads exactly `length` bytes without ending the stream: after `req.unshift(body)` Express's body
 * parser reads the same bytes again, as if nobody had looked. Must be called, and `unshift` done,
 * in the same tick as the last read (before the stream's end is emitted).
 */
export function readBody(req: IncomingMessage, length: number, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  const onReadable = () => {
    let chunk: Buffer | null;
    while (received < length && (chunk = req.read() as Buffer | null) !== null) {
      chunks.push(chunk);
      received += chunk.length;
    }
    if (received >= length) {
      req.removeListener('readable', onReadable);
      done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received));
    }
  };
  req.on('readable', onReadable);
}

/** Calls `onComplete` with what Express sent once it has sent it all. */
export function captureResponse(res: ServerResponse, onComplete: Capture): void {
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding: unknown): Buffer | undefined => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
    if (Buffer.isBuffer(chunk)) return chunk;
    if (chunk instanceof Uint8Array) return Buffer.from(chunk);
    return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    res.write = write;
    res.end = end;
    try {
      onComplete(this.statusCode, this.getHeaders(), Buffer.concat(chunks));
    } catch {
      // Caching is best effort: the answer itself goes out regardless.
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
}
