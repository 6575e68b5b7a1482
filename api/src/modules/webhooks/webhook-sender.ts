import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { checkedAddresses, guardedLookup, parseEndpointUrl, type NetworkPolicy } from './webhook-url-guard';
import { RESPONSE_EXCERPT_MAX, isSuccessStatus } from './webhooks.rules';

export interface AttemptResult {
  ok: boolean;
  /** Null when no answer came (timeout, refused connection, refused address). */
  statusCode: number | null;
  durationMs: number;
  /** The start of the answer's body, or the error. */
  excerpt: string | null;
}

export const SEND_TIMEOUT_MS = 10_000;
/** Enough bytes for RESPONSE_EXCERPT_MAX characters; the rest of a long answer is not read. */
const EXCERPT_BYTES = RESPONSE_EXCERPT_MAX * 4;

/**
 * One POST, within `timeoutMs` from start to the end of the (capped) answer. The URL and its
 * addresses are checked again here (the policy or DNS may have changed since the endpoint was
 * saved); the connection resolves through `guardedLookup`, so it reaches only a checked address.
 * Redirects are not followed: a 3xx is an answer like any other non-2xx.
 */
export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  policy: NetworkPolicy,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<AttemptResult> {
  const started = Date.now();
  const failed = (error: unknown): AttemptResult => ({
    ok: false,
    statusCode: null,
    durationMs: Date.now() - started,
    excerpt: String((error as Error)?.message ?? error).slice(0, RESPONSE_EXCERPT_MAX),
  });
  try {
    const url = parseEndpointUrl(rawUrl, policy);
    // A literal IP skips the lookup below: check it here.
    if (isIP(url.hostname.replace(/^\[(.*)\]$/, '$1'))) await checkedAddresses(url, policy);
    const { statusCode, excerpt } = await request(url, headers, body, policy, timeoutMs);
    return { ok: isSuccessStatus(statusCode), statusCode, durationMs: Date.now() - started, excerpt };
  } catch (error) {
    return failed(error);
  }
}

function request(
  url: URL,
  headers: Record<string, string>,
  body: string,
  policy: NetworkPolicy,
  timeoutMs: number,
): Promise<{ statusCode: number; excerpt: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      lookup: guardedLookup(policy),
      // One connection per attempt: a pooled socket would skip the lookup's check.
      agent: false,
    });
    const deadline = setTimeout(
      () => req.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const settle = (fn: () => void) => {
      clearTimeout(deadline);
      fn();
    };
    req.on('error', (error) => settle(() => reject(error)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () =>
        settle(() =>
          resolve({
            statusCode: res.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT_MAX),
          }),
        );
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= EXCERPT_BYTES) {
          res.removeAllListeners('data');
          finish();
          req.destroy();
        }
      });
      res.on('end', finish);
      res.on('error', (error) => settle(() => reject(error)));
    });
    req.end(body);
  });
}
