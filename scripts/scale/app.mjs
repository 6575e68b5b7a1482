// The built app started against one database for bench:scale, signing in, and the resident memory
// of its processes.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { built, freePort, SERVER_NODE_ARGS, start, stop, waitFor } from '../bench/processes.mjs';
import { SESSION_SECRET } from '../bench/settings.mjs';

/**
 * `node api/dist/main.js` on `databaseUrl` (production mode, the app's own migrations at start),
 * with the per-address limits out of the way and the retention job off, so the seeded year of raw
 * checkout events stays as seeded from one run to the next.
 */
export async function startApp(databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hometunnel-scale-'));
  const workers = process.env.BENCH_WORKERS ? { WEB_CONCURRENCY: process.env.BENCH_WORKERS } : {};
  const child = start(process.execPath, [...SERVER_NODE_ARGS, built], {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
    RETENTION_INTERVAL_MS: '0',
    LOGIN_MAX_PER_IP: '1000000',
    ...workers,
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start on the seeded database may run new migrations (indexes) over its rows.
  await waitFor(`${url}/healthz`, child, 30 * 60_000);
  return {
    url,
    pid: child.pid,
    async stop() {
      // autocannon abandons requests mid-flight when a round ends: let the app finish them.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST /api/auth/login (JSON, no Origin: what the CSRF guard lets a script send); the cookie. */
export async function signIn(url, email, password) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('ht.sid='));
  if (!cookie) throw new Error(`sign-in as ${email}: no session cookie`);
  return cookie.split(';')[0];
}

/** Resident memory (bytes) of `pid` and every process below it (the app's workers), from /proc. */
export function treeRss(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  let bytes = 0;
  for (const member of tree) {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1];
      bytes += Number(kb ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return bytes;
}

/** The highest treeRss(pid) seen every 100 ms until `work` settles. */
export async function peakRssDuring(pid, work) {
  let peak = treeRss(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, 100);
  try {
    await work;
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, treeRss(pid));
}
