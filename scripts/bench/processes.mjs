// The processes the bench runs: the API and web builds, the app and the ceiling, and their CPU time.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { log, root } from './settings.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export const built = path.join(root, 'api/dist/main.js');
/**
 * The V8 flags the shop runs with (`npm start`, the Dockerfile): a heap budget, so the garbage
 * collector works before a process grows past it under load (docs/performance.md "Data at scale", memory).
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=160'];
/** The web build the app serves (WEB_DIST_DIR); its server renderer is ../dist-server. */
export const webDist = path.join(root, 'web/dist');
const webServerBuilt = path.join(root, 'web/dist-server/entry-server.cjs');

const stale = (output, sources) =>
  !existsSync(output) || newestMtime(path.join(root, sources)) > statSync(output).mtimeMs;

/**
 * Builds the API (and the shared rules) when its sources are newer than api/dist, then the web app
 * (web/dist and web/dist-server, `vite build` + `vite build --ssr`) when its sources are newer
 * than its server renderer (or either was never built); `web: false` builds the API only.
 */
export function buildIfNeeded({ web = true } = {}) {
  if (stale(built, 'api/src')) {
    log('building the API (npm run build -w api)');
    execFileSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
  }
  if (!web) return;
  if (!existsSync(path.join(webDist, 'index.html')) || stale(webServerBuilt, 'web/src')) {
    log('building the web app (npm run build -w web)');
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  }
}

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Every process started here, stopped at the end whatever happens. */
export const children = [];

/** Spawns a process in the repository root, its stderr passed through. */
export function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  children.push(child);
  return child;
}

/** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited. */
export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/** utime + stime of one process (µs), from /proc/<pid>/stat (Linux); undefined elsewhere. */
function processCpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return { parent: Number(fields[1]), micros: (Number(fields[11]) + Number(fields[12])) * 10_000 };
  } catch {
    return undefined;
  }
}

/**
 * CPU time the app has used so far: its process and its workers (WEB_CONCURRENCY). Per request it
 * moves far less with the VM's neighbours than req/s does.
 */
export function cpuMicros(pid) {
  const own = processCpuMicros(pid);
  if (!own) return undefined;
  let total = own.micros;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = processCpuMicros(Number(entry));
    if (child?.parent === pid) total += child.micros;
  }
  return total;
}

/** CPU µs a request of one round, from `cpuMicros` read before and after it; undefined if unknown. */
export function microsPerRequest(before, after, result) {
  if (before === undefined || after === undefined || result.requests.total === 0) return undefined;
  return (after - before) / result.requests.total;
}
