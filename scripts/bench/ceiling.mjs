// The ceiling: a bare node:http server (as many processes as the app has workers) answering, per
// path, the app's own bytes and headers for one request (the catalog read on /graphql, the landing
// page as a browser asks for it on /, …), to measure the app against like with like.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, start, waitFor } from './processes.mjs';
import { WORKERS } from './settings.mjs';

/** Headers that belong to one response or connection, not to the answer. */
const PER_RESPONSE = ['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding'];

/** The ceiling's readiness path (answered 204); any path without a sample gets a 404. */
const READY_PATH = '/.ceiling-ready';

/**
 * One request to the app with node:http, exactly these headers (fetch would add an
 * Accept-Encoding and decompress): the raw status, headers and body bytes.
 */
export function capture(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Starts the ceiling with one sample a path. Each sample is `{ path, method, headers, body, check }`:
 * the request as the scenario's autocannon sends it (same method, headers and body), asked once of
 * the app at `appUrl` (twice, so the answer is the public cache's hit); `check({ status, headers,
 * body })` throws when the answer is not the one to measure. Returns the process, URL and
 * temporary folder.
 */
export async function startCeiling(appUrl, samples) {
  const answers = {};
  for (const sample of samples) {
    if (answers[sample.path]) throw new Error(`two ceiling samples for ${sample.path}`);
    const options = { method: sample.method, headers: sample.headers ?? {}, body: sample.body };
    await capture(`${appUrl}${sample.path}`, options);
    const answer = await capture(`${appUrl}${sample.path}`, options);
    const headers = {};
    for (let i = 0; i < answer.rawHeaders.length; i += 2)
      headers[answer.rawHeaders[i].toLowerCase()] = answer.rawHeaders[i + 1];
    sample.check?.({ status: answer.status, headers, body: answer.body });
    const kept = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      if (!PER_RESPONSE.includes(answer.rawHeaders[i].toLowerCase()))
        kept.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
    }
    answers[sample.path] = {
      status: answer.status,
      headers: kept,
      body: answer.body.toString('base64'),
    };
  }
  const ceilingDir = mkdtempSync(path.join(tmpdir(), 'hometunnel-ceiling-'));
  writeFileSync(path.join(ceilingDir, 'answers.json'), JSON.stringify(answers));
  const ceilingPort = await freePort();
  // As many processes as the app has workers, sharing the port the same way (node:cluster).
  writeFileSync(
    path.join(ceilingDir, 'ceiling.cjs'),
    `const cluster = require('node:cluster');
     const [dir, port, workers] = process.argv.slice(2);
     // Exits normally on SIGTERM (a primary's workers follow it), so --cpu-prof writes its profile.
     process.on('SIGTERM', () => process.exit(0));
     if (cluster.isPrimary && Number(workers) > 1) {
       for (let i = 0; i < Number(workers); i += 1) cluster.fork();
     } else {
       const stored = JSON.parse(require('node:fs').readFileSync(dir + '/answers.json', 'utf8'));
       const answers = new Map(
         Object.entries(stored).map(([p, a]) => [p, { ...a, body: Buffer.from(a.body, 'base64') }]),
       );
       const server = require('node:http').createServer((req, res) => {
         req.resume();
         req.on('end', () => {
           const answer = answers.get(req.url);
           if (answer) {
             res.writeHead(answer.status, answer.headers);
             res.end(answer.body);
           } else {
             res.writeHead(req.url === ${JSON.stringify(READY_PATH)} ? 204 : 404);
             res.end();
           }
         });
       });
       server.keepAliveTimeout = 65000;
       server.listen(Number(port), '127.0.0.1');
     }`,
  );
  const ceiling = start(process.execPath, [
    // BENCH_CEILING_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof-ceiling' profiles the ceiling.
    ...(process.env.BENCH_CEILING_NODE_ARGS ?? '').split(' ').filter(Boolean),
    path.join(ceilingDir, 'ceiling.cjs'),
    ceilingDir,
    String(ceilingPort),
    String(WORKERS),
  ]);
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  await waitFor(`${ceilingUrl}${READY_PATH}`, ceiling);
  return { ceiling, ceilingUrl, ceilingDir };
}
