// The app under fuzz: the built server (`node api/dist/main.js`, as `npm start` runs it) on a fresh
// database, with its log kept so failures can be shown next to the server's own error lines.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ADMIN_EMAIL = 'fuzz-admin@hometunnel.example';
export const PASSWORD = 'fuzz-password-1';

/**
 * The admin is made as an operator makes one (`npm run admin -- create`): verified, with no race.
 * On the embedded database this runs before the server starts, which then holds DATA_DIR's lock.
 */
function createAdmin(root, env) {
  const cli = path.join(root, 'api/dist/cli/admin.js');
  const result = spawnSync(process.execPath, [cli, 'create', ADMIN_EMAIL], {
    env,
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`admin CLI failed (${result.status}): ${result.stdout}${result.stderr}`);
}

/**
 * Every per-client or per-token limit the config knows, raised so the fuzz reaches the handlers
 * instead of 429s. Read from config.ts, so limits added later are raised without editing this.
 */
export function limitEnv(root) {
  const names = new Set([
    'REGISTRATION_MAX_PER_IP',
    'PUBLIC_FORM_MAX_PER_IP',
    'API_TOKEN_RATE_LIMIT',
    'LOGIN_MAX_FAILURES',
  ]);
  for (const file of ['api/src/config.ts', 'api/dist/config.js']) {
    const source = path.join(root, file);
    if (!existsSync(source)) continue;
    for (const match of readFileSync(source, 'utf8').matchAll(/integer\(\s*env,\s*'([A-Z0-9_]+)'/g)) {
      // Per client, per address or per token; not the server's own capacity (MAX_CONNECTIONS).
      if (/PER_IP|RATE_LIMIT|MAX_FAILURES/.test(match[1])) names.add(match[1]);
    }
  }
  return Object.fromEntries([...names].map((name) => [name, '1000000']));
}

export function startServer(root, { databaseUrl, label }) {
  const main = path.join(root, 'api/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hometunnel-fuzz-'));
  const env = {
    ...process.env,
    ...limitEnv(root),
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SESSION_SECRET: 'fuzz-session-secret',
    ADMIN_EMAILS: ADMIN_EMAIL,
    LOG_LEVEL: 'info',
    WEB_CONCURRENCY: '1',
    NODE_ENV: '',
  };
  createAdmin(root, env);
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const server = { label, child, dataDir, url: undefined, errorLines: [], exited: false, output: '' };
  let pending = '';
  const onLine = (line) => {
    if (!line.trim()) return;
    let level;
    try {
      level = JSON.parse(line).level;
    } catch {
      level = 'raw';
    }
    if (level !== 'info' && level !== 'debug' && level !== 'trace') server.errorLines.push(line);
  };
  child.stdout.on('data', (chunk) => {
    const text = pending + chunk.toString();
    const lines = text.split('\n');
    pending = lines.pop();
    lines.forEach(onLine);
    if (!server.url) server.output += chunk.toString();
  });
  child.stderr.on('data', (chunk) => {
    server.output += chunk.toString();
    chunk.toString().split('\n').filter(Boolean).forEach(onLine);
  });
  child.once('exit', () => (server.exited = true));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${server.output}`)), 120_000);
    const poll = setInterval(() => {
      const match = /listening on (http:\/\/[\d.:]+)/.exec(server.output);
      if (match) {
        clearInterval(poll);
        clearTimeout(timer);
        server.url = match[1];
        resolve(server);
      } else if (server.exited) {
        clearInterval(poll);
        clearTimeout(timer);
        reject(new Error(`server exited before listening:\n${server.output}`));
      }
    }, 50);
  });
}

export function stopServer(server) {
  return new Promise((resolve) => {
    const done = () => {
      rmSync(server.dataDir, { recursive: true, force: true });
      resolve();
    };
    if (server.exited) return done();
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    server.child.kill('SIGTERM');
  });
}

/** A throwaway database on the PostgreSQL server at `serverUrl`: created now, dropped by `drop()`. */
export async function throwawayDatabase(root, serverUrl, seed) {
  const require = createRequire(path.join(root, 'api/package.json'));
  const pg = require('pg');
  const name = `hometunnel_fuzz_${seed}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
