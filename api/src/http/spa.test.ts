import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { builtFiles } from './spa';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let dist: string;
let server: Server;
let baseUrl: string;
let files: ReturnType<typeof builtFiles>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  files = builtFiles(dist, (urlPath) => (urlPath.startsWith('/assets/') ? 'immutable' : 'short'));
  const app = express();
  app.use(files.handler);
  app.use((_req, res) => {
    res.status(404).send('missing');
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the build served compressed', () => {
  it('serves the files of the build brotli-compressed with type, Vary and cache headers', async () => {
    const response = await fetch(`${baseUrl}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('immutable');
    // fetch decodes br itself; the bytes on the wire are smaller than the script.
    expect(await response.text()).toBe(SCRIPT);
    const robots = await fetch(`${baseUrl}/robots.txt`, { headers: { 'accept-encoding': 'gzip' } });
    expect(robots.headers.get('content-encoding')).toBe('gzip');
    expect(robots.headers.get('cache-control')).toBe('short');
    expect(files.cachedEntries).toBe(2);
  });

  it('remembers nothing for requests of missing paths', async () => {
    await fetch(`${baseUrl}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    const before = files.cachedEntries;
    const misses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${baseUrl}/${'a'.repeat(500)}${i}.js`, { headers: { 'accept-encoding': 'br' } }),
      ),
    );
    expect(misses.every((response) => response.status === 404)).toBe(true);
    await fetch(`${baseUrl}/assets/../../etc/passwd.txt`, { headers: { 'accept-encoding': 'br' } });
    expect(files.cachedEntries).toBe(before);
    expect(before).toBeLessThanOrEqual(2);
  });
});
