#!/usr/bin/env node
// npm run bench: the app on PostgreSQL (with the web build, so public pages are server-rendered)
// against a bare node:http server answering the same bytes (the ceiling: per path, the catalog read
// on /graphql, the landing page as a browser asks for it on /), driven by autocannon in alternating
// rounds. See docs/performance.md.
//
//   BENCH_DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
//                        a fresh database hometunnel_bench_<ts> is created on it and dropped after
//   BENCH_DURATION       seconds per timed round (default 10)
//   BENCH_CONNECTIONS    concurrent connections (default 50)
//   BENCH_ONLY           comma-separated scenario names to run (default: all): graphql-products,
//                        rest-products, landing-html, cart, add-to-cart, orders, orders-graphql,
//                        made-up-pages, made-up-assets
//   BENCH_WORKERS        app processes (WEB_CONCURRENCY) and ceiling processes (default: one a CPU)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buyerFactory } from './bench/buyers.mjs';
import { startCeiling } from './bench/ceiling.mjs';
import {
  buildIfNeeded,
  built,
  children,
  cpuMicros,
  freePort,
  microsPerRequest,
  SERVER_NODE_ARGS,
  start,
  stop,
  waitFor,
  webDist,
} from './bench/processes.mjs';
import { printReport } from './bench/report.mjs';
import { persistedBody, probe, round } from './bench/requests.mjs';
import { benchScenarios, catalogCeiling } from './bench/scenarios.mjs';
import {
  CONNECTIONS,
  DURATION,
  POOL_SIZE,
  SERVER_URL,
  SESSION_SECRET,
  WARMUP,
  WORKERS,
  log,
  pg,
} from './bench/settings.mjs';

if (process.argv.includes('--help')) {
  // The settings are the comment at the top of this file.
  console.log(
    `Usage: npm run bench (node scripts/bench.mjs), set up by environment variables:
  BENCH_DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
                       a fresh database hometunnel_bench_<ts> is created on it and dropped after
  BENCH_DURATION       seconds per timed round (default 10)
  BENCH_CONNECTIONS    concurrent connections (default 50)
  BENCH_ONLY           comma-separated scenario names to run (default: all): graphql-products,
                       rest-products, landing-html, cart, add-to-cart, orders, orders-graphql,
                       made-up-pages, made-up-assets
  BENCH_WORKERS        app processes (WEB_CONCURRENCY) and ceiling processes (default: one a CPU)
  BENCH_POOL           buyers prepared per write round (default 20000)
  BENCH_NODE_ARGS      extra node arguments for the app, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
  BENCH_CEILING_NODE_ARGS  the same for the ceiling, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof-ceiling'
  BENCH_LOG_LEVEL      the app's LOG_LEVEL (default info)`,
  );
  process.exit(0);
}

buildIfNeeded();

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
  const nodeArgs = [...SERVER_NODE_ARGS, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
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
    // The real web build: public pages are server-rendered (web/dist-server) from its index.html.
    WEB_DIST_DIR: webDist,
  });
  const appUrl = `http://127.0.0.1:${appPort}`;
  await waitFor(`${appUrl}/healthz`, app);

  const productsBody = persistedBody('ShopProducts');
  const jsonHeaders = { 'content-type': 'application/json' };

  // ---------------------------------------------------------------- buyers, prepared in SQL
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const products = (await db.query(`SELECT id, name, type FROM products ORDER BY sort_order`)).rows;
  const makeBuyers = await buyerFactory(db);

  // Sanity: a prepared session is signed in.
  const [probeBuyer] = await makeBuyers(1, 'probe');
  const me = await fetch(`${appUrl}/api/cart`, { headers: { cookie: probeBuyer.cookie } });
  if (me.status !== 200) throw new Error(`prepared session refused: ${me.status} ${await me.text()}`);

  const scenarios = benchScenarios({ appUrl, db, makeBuyers, products, productsBody, jsonHeaders });

  // Each scenario's answer, exactly as the app sends it (one sample a path; the catalog read for
  // scenarios without their own): the ceiling serves the same bytes and headers.
  const defaultCeiling = catalogCeiling(productsBody, jsonHeaders);
  const samples = [defaultCeiling, ...scenarios.map((s) => s.ceiling).filter(Boolean)];
  const { ceiling, ceilingUrl, ceilingDir } = await startCeiling(appUrl, samples);
  const ceilingOptionsOf = (sample) => ({
    url: `${ceilingUrl}${sample.path}`,
    method: sample.method,
    headers: sample.headers,
    body: sample.body,
  });

  log(
    `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log(`${CONNECTIONS} connections, ${DURATION} s a round, warm-up ${WARMUP} s`);
  log(`${WORKERS} app processes (WEB_CONCURRENCY) and ${WORKERS} ceiling processes`);
  await round('warm-up ceiling', { ...ceilingOptionsOf(defaultCeiling), duration: WARMUP });

  for (const scenario of scenarios) {
    const options = scenario.options ?? (await scenario.prepare());
    await probe(options, scenario.expected);
    if (!scenario.counts && scenario.warmup !== false) await round(`warm-up ${scenario.name}`, { ...options, duration: WARMUP });
    const ceilingSample = scenario.ceiling ?? defaultCeiling;
    const ceilingCpuBefore = cpuMicros(ceiling.pid);
    const ceilingResult = await round(
      `ceiling ${ceilingSample.method} ${ceilingSample.path} (bare node:http, same bytes)`,
      ceilingOptionsOf(ceilingSample),
    );
    const ceilingCpuPerRequest = microsPerRequest(ceilingCpuBefore, cpuMicros(ceiling.pid), ceilingResult);
    const ordersBefore = scenario.counts
      ? Number((await db.query('SELECT count(*) FROM orders')).rows[0].count)
      : 0;
    const cpuBefore = cpuMicros(app.pid);
    const result = await round(scenario.title, options);
    const cpuPerRequest = microsPerRequest(cpuBefore, cpuMicros(app.pid), result);
    if (cpuPerRequest !== undefined)
      log(
        `${scenario.name}: app CPU ${Math.round(cpuPerRequest)} µs a request${ceilingCpuPerRequest === undefined ? '' : ` (ceiling ${Math.round(ceilingCpuPerRequest)} µs)`}`,
      );
    // A fixed number of requests (`amount`) ends mid-second: rate it by its own duration.
    let rate = options.amount ? result.requests.total / result.duration : result.requests.average;
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
      errors: scenario.expected
        ? result.requests.total -
          scenario.expected.reduce((sum, status) => sum + (result.statusCodeStats?.[status]?.count ?? 0), 0)
        : result.non2xx + result.errors + result.timeouts,
      ceiling: ceilingResult.requests.average,
      ceilingP99: ceilingResult.latency.p99,
      cpuPerRequest,
      ceilingCpuPerRequest,
      catalog: scenario.catalog,
      name: scenario.name,
      ceilingRequest: `${ceilingSample.method} ${ceilingSample.path}`,
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
if (rows.length) printReport(rows);
process.exit(exitCode);
