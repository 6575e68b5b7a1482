// A raw HTTP client: node:http rather than fetch, because fetch normalizes away what the fuzzer
// wants to send (bodies on GET, odd header values, bytes that are not UTF-8).
import http from 'node:http';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** An actor: a cookie jar and/or a bearer token, applied to every request it sends. */
export class Actor {
  constructor(name) {
    this.name = name;
    this.cookies = new Map();
    this.bearer = undefined;
  }

  headers() {
    const headers = {};
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    return headers;
  }

  remember(setCookie = []) {
    for (const cookie of setCookie) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function decode(buffer, encoding) {
  try {
    if (encoding === 'gzip') return gunzipSync(buffer);
    if (encoding === 'br') return brotliDecompressSync(buffer);
    if (encoding === 'deflate') return inflateSync(buffer);
  } catch {
    return buffer;
  }
  return buffer;
}

/**
 * Sends one request; never throws. `keepCookies` lets an actor's session follow sign-ins (setup);
 * fuzz requests leave the actors' jars alone so a fuzzed logout cannot sign the fuzzer out.
 */
export function send(baseUrl, { method, path, headers = {}, body, actor, keepCookies = false }) {
  const url = new URL(baseUrl);
  const allHeaders = { ...(actor ? actor.headers() : {}), ...headers };
  for (const [key, value] of Object.entries(allHeaders)) if (value === undefined) delete allHeaders[key];
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
  if (payload && allHeaders['content-length'] === undefined) allHeaders['content-length'] = payload.length;
  return new Promise((resolve) => {
    const started = Date.now();
    let request;
    try {
      request = http.request(
        { host: url.hostname, port: url.port, method, path, headers: allHeaders, agent, timeout: 30_000 },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', (error) =>
            resolve({ status: 0, error: String(error), headers: {}, text: '' }),
          );
          response.on('end', () => {
            if (keepCookies && actor) actor.remember(response.headers['set-cookie']);
            const raw = decode(Buffer.concat(chunks), response.headers['content-encoding']);
            const text = raw.toString('utf8');
            let json;
            try {
              json = text ? JSON.parse(text) : undefined;
            } catch {
              json = undefined;
            }
            resolve({
              status: response.statusCode,
              headers: response.headers,
              text,
              json,
              ms: Date.now() - started,
            });
          });
        },
      );
    } catch (error) {
      // node:http refused to send it (e.g. a header value it considers invalid): not the server's fault.
      resolve({ status: -1, skipped: String(error), headers: {}, text: '' });
      return;
    }
    request.on('timeout', () => request.destroy(new Error('timed out after 30 s')));
    request.on('error', (error) => resolve({ status: 0, error: String(error), headers: {}, text: '' }));
    if (payload) request.write(payload);
    request.end();
  });
}

/** A JSON request for setup: the session cookie follows. */
export async function jsonCall(baseUrl, actor, method, path, body, headers = {}) {
  return send(baseUrl, {
    method,
    path,
    actor,
    keepCookies: true,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function closeAgent() {
  agent.destroy();
}
