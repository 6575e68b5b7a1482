// The requests the bench sends: persisted GraphQL bodies, one autocannon round, one probe request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { autocannon, CONNECTIONS, DURATION, log, root } from './settings.mjs';

function manifestHash(name) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
  const found = Object.entries(manifest).find(([, text]) =>
    new RegExp(`(^|} )(query|mutation) ${name}\\b`).test(text),
  );
  if (!found) throw new Error(`persisted document ${name} not found`);
  return found[0].replace(/^sha256:/, '');
}

/** A persisted-query request body, as the web app sends it. */
export const persistedBody = (name, variables = {}) =>
  JSON.stringify({
    operationName: name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: manifestHash(name) } },
  });

/** One timed autocannon round (its options over the defaults), logged as one line. */
export function round(title, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: DURATION, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  }).then((result) => {
    const ok = result['2xx'];
    const bad = result.non2xx + result.errors + result.timeouts;
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status} ${count}`)
      .join(', ');
    log(
      `${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, 2xx ${ok}, other ${bad} (${statuses})`,
    );
    return result;
  });
}

/**
 * One request as autocannon would send it: a failure shows its answer before any timing.
 * `expected`: the statuses that are no failure (default: any below 300).
 */
export async function probe(options, expected) {
  let request = {
    method: options.method ?? 'GET',
    headers: { ...(options.headers ?? {}) },
    body: options.body,
  };
  const setup = options.requests?.[0]?.setupRequest;
  if (setup) request = setup(request);
  const response = await fetch(new URL(request.path ?? '', options.url), {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  const failed = expected ? !expected.includes(response.status) : response.status >= 300;
  if (failed) throw new Error(`${options.url}: ${response.status} ${text.slice(0, 300)}`);
  if (text.includes('"errors"')) throw new Error(`${options.url}: ${text.slice(0, 300)}`);
}
