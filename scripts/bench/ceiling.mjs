// The ceiling: a bare node:http server (as many processes as the app has workers) answering the
// app's own catalog bytes and headers, to measure the app against.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, start, waitFor } from './processes.mjs';
import { WORKERS } from './settings.mjs';

/**
 * Starts the ceiling with the answer the app gives to `productsBody` (a ShopProducts POST);
 * returns its process, URL and temporary folder.
 */
export async function startCeiling(appUrl, productsBody, jsonHeaders) {
  // Asked as autocannon asks (no Accept-Encoding): the plain bytes.
  const sample = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { ...jsonHeaders, 'accept-encoding': 'identity' },
    body: productsBody,
  });
  const sampleBytes = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 200 || !JSON.parse(sampleBytes.toString()).data?.products?.length) {
    throw new Error(`catalog read failed: ${sample.status} ${sampleBytes}`);
  }
  const sampleHeaders = [...sample.headers].filter(
    ([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name),
  );
  const ceilingDir = mkdtempSync(path.join(tmpdir(), 'hometunnel-ceiling-'));
  writeFileSync(path.join(ceilingDir, 'body'), sampleBytes);
  writeFileSync(path.join(ceilingDir, 'headers.json'), JSON.stringify(sampleHeaders.flat()));
  const ceilingPort = await freePort();
  // As many processes as the app has workers, sharing the port the same way (node:cluster).
  writeFileSync(
    path.join(ceilingDir, 'ceiling.cjs'),
    `const cluster = require('node:cluster');
     const [dir, port, workers] = process.argv.slice(2);
     if (cluster.isPrimary && Number(workers) > 1) {
       for (let i = 0; i < Number(workers); i += 1) cluster.fork();
       process.on('SIGTERM', () => process.exit(0));
     } else {
       const fs = require('node:fs');
       const body = fs.readFileSync(dir + '/body');
       const headers = JSON.parse(fs.readFileSync(dir + '/headers.json', 'utf8'));
       const server = require('node:http').createServer((req, res) => {
         req.resume();
         req.on('end', () => { res.writeHead(200, headers); res.end(body); });
       });
       server.keepAliveTimeout = 65000;
       server.listen(Number(port), '127.0.0.1');
     }`,
  );
  const ceiling = start(process.execPath, [
    path.join(ceilingDir, 'ceiling.cjs'),
    ceilingDir,
    String(ceilingPort),
    String(WORKERS),
  ]);
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  await waitFor(ceilingUrl, ceiling);
  return { ceiling, ceilingUrl, ceilingDir };
}
