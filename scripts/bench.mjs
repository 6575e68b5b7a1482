#!/usr/bin/env node
// npm run bench: the app on PostgreSQL against a bare node:http server answering the same bytes (the
// ceiling), driven by autocannon in alternating rounds. See README "Performance".
//
//   BENCH_DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
//                        a fresh database hometunnel_bench_<ts> is created on it and dropped after
//   BENCH_DURATION       seconds per timed round (default 10)
//   BENCH_CONNECTIONS    concurrent connections (default 50)
//   BENCH_ONLY           comma-separated scenario names to run (default: all)
//   BENCH_WORKERS        app processes (WEB_CONCURRENCY) and ceiling processes (default: one a CPU)
import { spawn, execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api/package.json'));
const autocannon = require('autocannon');
const pg = require('pg');
const { hash: argon2Hash } = require('@node-rs/argon2');

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const WARMUP = Math.max(1, Math.min(3, Math.round(DURATION / 4)));
const ONLY = process.env.BENCH_ONLY
  ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim()))
  : undefined;
const SESSION_SECRET = 'bench-session-secret';
/** Buyers prepared per write round: more than any round can use, so no request repeats one. */
const WORKERS = Number(process.env.BENCH_WORKERS || cpus().length);
const POOL_SIZE = Number(process.env.BENCH_POOL || 20_000);

const log = (...args) => console.error('[bench]', ...args);

// ---------------------------------------------------------------- build if needed
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}
const built = path.join(root, 'api/dist/main.js');
if (!existsSync(built) || newestMtime(path.join(root, 'api/src')) > statSync(built).mtimeMs) {
  log('building the API (npm run build -w api)');
  execFileSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
}

// ---------------------------------------------------------------- helpers
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, child, timeoutMs = 120_000) {
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

const children = [];
function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  children.push(child);
  return child;
}
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/** Signed session cookie value, as express-session (cookie-signature) makes it. */
function sessionCookie(sid) {
  const signature = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return `ht.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

function manifestHash(name) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
  const found = Object.entries(manifest).find(([, text]) =>
    new RegExp(`(^|} )(query|mutation) ${name}\\b`).test(text),
  );
  if (!found) throw new Error(`persisted document ${name} not found`);
  return found[0].replace(/^sha256:/, '');
}
const persistedBody = (name, variables = {}) =>
  JSON.stringify({
    operationName: name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: manifestHash(name) } },
  });

function round(title, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: DURATION, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  }).then((result) => {
    const ok = result['2xx'];
    const bad = result.non2xx + result.errors + result.timeouts;
    log(
      `${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, 2xx ${ok}, other ${bad}`,
    );
    return result;
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
function cpuMicros(pid) {
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

// ---------------------------------------------------------------- database
const dbName = `hometunnel_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const dbUrl = new URL(SERVER_URL);
dbUrl.pathname = `/${dbName}`;
log(`database ${dbName} on ${dbUrl.host}`);

let exitCode = 0;
const rows = [];
try {
  const appPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hometunnel-bench-'));
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the app.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const app = start(process.execPath, [...nodeArgs, built], {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl.toString(),
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
    WEB_CONCURRENCY: String(WORKERS),
    REGISTRATION_MAX_PER_IP: '1000000',
    LOGIN_MAX_PER_IP: '1000000',
    CHECKOUT_MAX_PER_IP: '1000000',
    CHECKOUT_EVENTS_MAX_PER_IP: '1000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const appUrl = `http://127.0.0.1:${appPort}`;
  await waitFor(`${appUrl}/healthz`, app);

  // The catalog answer, exactly as the app sends it: the ceiling serves the same bytes and headers.
  const productsBody = persistedBody('ShopProducts');
  const jsonHeaders = { 'content-type': 'application/json' };
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

  // ---------------------------------------------------------------- buyers, prepared in SQL
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const products = (await db.query(`SELECT id, name, type FROM products ORDER BY sort_order`)).rows;
  const pro = products.find((p) => p.name === 'Pro Package');
  const secure = products.find((p) => p.name === 'Secure');
  const passwordHash = await argon2Hash('bench-password-1');
  async function makeBuyers(count, label) {
    const users = (
      await db.query(
        `INSERT INTO users (email, password_hash, first_name, last_name)
         SELECT 'bench-' || $1 || '-' || n || '@example.com', $2, 'Bench', 'Buyer' FROM generate_series(1, $3) AS n
         RETURNING id`,
        [label, passwordHash, count],
      )
    ).rows;
    const expires = new Date(Date.now() + 24 * 3600 * 1000);
    const sessions = users.map((user) => ({
      sid: randomUUID(),
      sess: JSON.stringify({
        cookie: {
          originalMaxAge: 86_400_000,
          expires: expires.toISOString(),
          httpOnly: true,
          path: '/',
          sameSite: 'lax',
          secure: false,
        },
        userId: user.id,
      }),
      userId: user.id,
    }));
    await db.query(
      `INSERT INTO session (sid, sess, expire) SELECT * FROM unnest($1::varchar[], $2::json[], $3::timestamp[])`,
      [sessions.map((s) => s.sid), sessions.map((s) => s.sess), sessions.map(() => expires)],
    );
    return sessions.map((s) => ({ userId: s.userId, cookie: sessionCookie(s.sid) }));
  }

  // Sanity: a prepared session is signed in.
  const [probeBuyer] = await makeBuyers(1, 'probe');
  const me = await fetch(`${appUrl}/api/cart`, { headers: { cookie: probeBuyer.cookie } });
  if (me.status !== 200) throw new Error(`prepared session refused: ${me.status} ${await me.text()}`);

  const scenarios = [
    {
      name: 'graphql-products',
      title: 'GraphQL products (anonymous, persisted hash)',
      options: { url: `${appUrl}/graphql`, method: 'POST', headers: jsonHeaders, body: productsBody },
      catalog: true,
    },
    {
      name: 'rest-products',
      title: 'GET /api/products (anonymous)',
      options: { url: `${appUrl}/api/products` },
      catalog: true,
    },
    {
      name: 'cart',
      title: 'cart read (signed in, GraphQL Cart)',
      async prepare() {
        const buyers = await makeBuyers(CONNECTIONS, 'cart');
        await db.query(
          `INSERT INTO cart_items (user_id, product_id, product_type, quantity)
           SELECT u, p.id, p.type, 1 FROM unnest($1::uuid[]) AS u CROSS JOIN products p WHERE p.id = ANY($2::uuid[])`,
          [buyers.map((b) => b.userId), [pro.id, secure.id]],
        );
        let next = 0;
        const body = persistedBody('Cart');
        return {
          url: `${appUrl}/graphql`,
          method: 'POST',
          headers: jsonHeaders,
          body,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, cookie: buyers[next++ % buyers.length].cookie },
              }),
            },
          ],
        };
      },
    },
    {
      name: 'add-to-cart',
      title: 'add to cart (signed in, GraphQL AddToCart)',
      async prepare() {
        const buyers = await makeBuyers(POOL_SIZE, 'add');
        let next = 0;
        const body = persistedBody('AddToCart', { productId: pro.id, quantity: 1 });
        return {
          url: `${appUrl}/graphql`,
          method: 'POST',
          headers: jsonHeaders,
          body,
          // A fresh buyer per request (until the pool runs out): no quantity cap, no hot row.
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, cookie: buyers[next++ % buyers.length].cookie },
              }),
            },
          ],
        };
      },
    },
    {
      name: 'orders',
      title: 'order placement (signed in, POST /api/orders/from-checkout)',
      counts: 'orders',
      async prepare() {
        const buyers = await makeBuyers(POOL_SIZE, 'order');
        const checkouts = (
          await db.query(
            `INSERT INTO checkouts (user_id, first_name, last_name, email, phone, street, city, postal_code, country, account_type, product_id)
             SELECT u, 'Bench', 'Buyer', 'bench@example.com', '+49 30 1234567', 'Unter den Linden 1', 'Berlin', '10117', 'DE', 'guest', $2
             FROM unnest($1::uuid[]) WITH ORDINALITY AS t(u, n) ORDER BY n
             RETURNING id, user_id`,
            [buyers.map((b) => b.userId), pro.id],
          )
        ).rows;
        const checkoutOf = new Map(checkouts.map((c) => [c.user_id, c.id]));
        let next = 0;
        return {
          url: `${appUrl}/api/orders/from-checkout`,
          method: 'POST',
          headers: jsonHeaders,
          requests: [
            {
              setupRequest: (request) => {
                const buyer = buyers[next++ % buyers.length];
                return {
                  ...request,
                  headers: { ...request.headers, cookie: buyer.cookie },
                  body: JSON.stringify({
                    paymentMethod: 'paypal',
                    checkoutData: { checkoutId: checkoutOf.get(buyer.userId) },
                  }),
                };
              },
            },
          ],
        };
      },
    },
  ].filter((scenario) => !ONLY || ONLY.has(scenario.name));

  log(
    `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log(`${CONNECTIONS} connections, ${DURATION} s a round, warm-up ${WARMUP} s`);
  log(`${WORKERS} app processes (WEB_CONCURRENCY) and ${WORKERS} ceiling processes`);
  const ceilingOptions = {
    url: `${ceilingUrl}/graphql`,
    method: 'POST',
    headers: jsonHeaders,
    body: productsBody,
  };
  await round('warm-up ceiling', { ...ceilingOptions, duration: WARMUP });

  /** One request as autocannon would send it: a failure shows its answer before any timing. */
  async function probe(options) {
    let request = {
      method: options.method ?? 'GET',
      headers: { ...(options.headers ?? {}) },
      body: options.body,
    };
    const setup = options.requests?.[0]?.setupRequest;
    if (setup) request = setup(request);
    const response = await fetch(options.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${options.url}: ${response.status} ${text.slice(0, 300)}`);
    if (text.includes('"errors"')) throw new Error(`${options.url}: ${text.slice(0, 300)}`);
  }

  for (const scenario of scenarios) {
    const options = scenario.options ?? (await scenario.prepare());
    await probe(options);
    if (!scenario.counts) await round(`warm-up ${scenario.name}`, { ...options, duration: WARMUP });
    const ceilingResult = await round('ceiling (bare node:http, same bytes)', ceilingOptions);
    const ordersBefore = scenario.counts
      ? Number((await db.query('SELECT count(*) FROM orders')).rows[0].count)
      : 0;
    const cpuBefore = cpuMicros(app.pid);
    const result = await round(scenario.title, options);
    const cpuAfter = cpuMicros(app.pid);
    const cpuPerRequest =
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total;
    if (cpuPerRequest !== undefined)
      log(`${scenario.name}: app CPU ${Math.round(cpuPerRequest)} µs a request`);
    let rate = result.requests.average;
    if (scenario.counts === 'orders') {
      const placed = Number((await db.query('SELECT count(*) FROM orders')).rows[0].count) - ordersBefore;
      rate = placed / DURATION;
      if (result['2xx'] > POOL_SIZE)
        log(`warning: more orders than prepared buyers (${POOL_SIZE}); raise BENCH_POOL`);
    }
    rows.push({
      scenario: scenario.title,
      rate,
      unit: scenario.counts === 'orders' ? 'orders/s' : 'req/s',
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      ceiling: ceilingResult.requests.average,
      cpuPerRequest,
      catalog: scenario.catalog,
      name: scenario.name,
    });
  }
  await db.end();
  // autocannon drops its connections mid-request when a round ends: let the app finish those
  // abandoned requests before SIGTERM, so shutdown is not measured against them.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await Promise.all([stop(app), stop(ceiling)]);
  rmSync(ceilingDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await Promise.all(children.map(stop));
  await admin
    .query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
    .catch((error) => log(`drop failed: ${error.message}`));
  await admin.end();
}

// ---------------------------------------------------------------- report
if (rows.length) {
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  const targets = {
    'graphql-products': (r) => r.rate >= 0.5 * r.ceiling && r.p99 <= 10,
    'rest-products': (r) => r.rate >= 0.5 * r.ceiling && r.p99 <= 10,
    cart: (r) => r.rate >= 1500,
    orders: (r) => r.rate >= 300,
  };
  const targetText = {
    'graphql-products': '≥ 0.5 × ceiling, p99 ≤ 10 ms',
    'rest-products': '≥ 0.5 × ceiling, p99 ≤ 10 ms',
    cart: '≥ 1,500 req/s',
    orders: '≥ 300 orders/s',
  };
  console.log(
    `\n| scenario | rate | p50 | p99 | ceiling req/s | × ceiling | app CPU / request | errors | target |`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---|`);
  for (const r of rows) {
    const check = targets[r.name] ? (targets[r.name](r) ? 'met' : 'MISSED') : '';
    const target = targetText[r.name] ? `${targetText[r.name]}: ${check}` : '';
    console.log(
      `| ${r.scenario} | ${fmt(r.rate)} ${r.unit} | ${r.p50} ms | ${r.p99} ms | ${fmt(r.ceiling)} | ${(r.rate / r.ceiling).toFixed(2)} | ${r.cpuPerRequest === undefined ? '–' : `${Math.round(r.cpuPerRequest)} µs`} | ${r.errors} | ${target} |`,
    );
  }
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${WORKERS} app and ceiling processes, load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
process.exit(exitCode);
