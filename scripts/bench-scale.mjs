#!/usr/bin/env node
// npm run bench:scale: every list read of issue 18 (first page, last page, each filter, the
// customer's own lists, the funnel over 30 and 90 days, REST equivalents) timed against a
// near-empty database and against a year of business, with the built app started on each, in one
// run; prints median, p99, bytes and the ratio large ÷ small (flagged over 3), and the server's
// peak memory while 10 connections read the largest pages. See docs/performance.md "Data at scale".
//
//   BENCH_DATABASE_URL      PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SCALE_DATABASE    the seeded database on it (default hometunnel_scale): created and filled
//                           by seed:scale when missing or empty, reused as it is otherwise; the small
//                           one (hometunnel_scale_small_<ts>) is made fresh and dropped after
//   BENCH_SCALE_DURATION    seconds per timed read (default 5)
//   BENCH_SCALE_CONNECTIONS concurrent connections (default 10)
//   BENCH_SCALE_ONLY        comma-separated parts of read names to run (default: all)
//   BENCH_WORKERS           the app's WEB_CONCURRENCY (default: the app's own default)
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { log, pg, root, SERVER_URL } from './bench/settings.mjs';
import { children, stop } from './bench/processes.mjs';
import { round } from './bench/requests.mjs';
import { peakRssDuring, signIn, startApp, treeRss } from './scale/app.mjs';
import { largestPages, scaleReads } from './scale/reads.mjs';
import { printScaleReport } from './scale/report.mjs';
import {
  BIG_CUSTOMER_EMAIL,
  buildApi,
  CUSTOMER_PASSWORD,
  hasData,
  migrate,
  postgresUrl,
  SCALE_ADMIN,
} from './scale/settings.mjs';

if (process.argv.includes('--help')) {
  // The settings are the comment at the top of this file.
  console.log(`Usage: npm run bench:scale (node scripts/bench-scale.mjs), set up by environment variables:
  BENCH_DATABASE_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
  BENCH_SCALE_DATABASE     the seeded database on it (default hometunnel_scale), seeded when empty
  BENCH_SCALE_DURATION     seconds per timed read (default 5)
  BENCH_SCALE_CONNECTIONS  concurrent connections (default 10)
  BENCH_SCALE_ONLY         comma-separated parts of read names to run (default: all)
  BENCH_WORKERS            the app's WEB_CONCURRENCY (default: the app's own)`);
  process.exit(0);
}

const DURATION = Number(process.env.BENCH_SCALE_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS || 10);
const ONLY = process.env.BENCH_SCALE_ONLY?.split(',').map((s) => s.trim().toLowerCase());
const LARGE = process.env.BENCH_SCALE_DATABASE || 'hometunnel_scale';
/** The near-empty database: a few rows of each (at least 10 customers, 30 orders, …). */
const SMALL_SCALE = 0.0002;

postgresUrl(SERVER_URL, 'BENCH_DATABASE_URL');
const databaseUrl = (name) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

function seed(url, extra = []) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['scripts/seed-scale.mjs', ...extra], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    // Its summary goes to stderr with the rest of the log: stdout is the table.
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) throw new Error(`seed:scale failed for ${new URL(url).pathname}`);
  return (Date.now() - started) / 1000;
}

/** Creates `name` when missing; seeds it with `extra` arguments when it holds no data. */
async function ensureSeeded(server, name, extra) {
  const exists = (await server.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rows.length;
  if (!exists) await server.query(`CREATE DATABASE "${name}"`);
  const db = new pg.Client({ connectionString: databaseUrl(name) });
  await db.connect();
  const seeded = await hasData(db).finally(() => db.end());
  if (seeded) return log(`${name}: already seeded, reused`);
  log(`${name}: seeding (npm run seed:scale${extra.length ? ` -- ${extra.join(' ')}` : ''})`);
  log(`${name}: seeded in ${seed(databaseUrl(name), extra).toFixed(0)} s`);
}

/** What the database holds, in one line, and the parameters of its filtered reads. */
async function describe(name) {
  const db = new pg.Client({ connectionString: databaseUrl(name) });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM orders) AS orders,
              (SELECT count(*) FROM subscriptions) AS subscriptions, (SELECT count(*) FROM tickets) AS tickets,
              (SELECT count(*) FROM waitlist_entries) AS waitlist, (SELECT count(*) FROM checkout_events) AS events,
              (SELECT product_id FROM waitlist_entries GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS product_id`,
    );
    const { product_id: productId, ...counts } = rows[0];
    const summary = Object.entries(counts)
      .map(([k, v]) => `${Number(v).toLocaleString('en-US')} ${k}`)
      .join(', ');
    return { summary, productId };
  } finally {
    await db.end();
  }
}

/**
 * One request as autocannon will send it; its answer's text, refused unless a 200 without GraphQL
 * errors that passes the read's own `check`.
 */
async function answerOf(url, { path, check, ...init }) {
  const response = await fetch(`${url}${path}`, init);
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
  if (response.status !== 200 || json?.errors) throw new Error(`${response.status} ${text.slice(0, 300)}`);
  check?.(response.headers, json);
  return text;
}

/**
 * Waits (up to 2 minutes) until no statement runs on database `name`: a read whose round ended
 * with requests still in the database must not slow the next one down.
 */
async function settle(server, name) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { rows } = await server.query(
      `SELECT count(*)::int AS active FROM pg_stat_activity
        WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()`,
      [name],
    );
    if (rows[0].active === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(`${name}: statements still running after 2 minutes`);
}

/** The app started on database `name` (its migrations applied first), signed in as admin and customer. */
async function openSide(name, funnel) {
  const { summary, productId } = await describe(name);
  // Migrations added since the seed run here first, timed: at the app's start they would run
  // under its statement timeout, which a backfill over a year of rows may exceed.
  const started = Date.now();
  await migrate(databaseUrl(name));
  log(`${name}: migrations checked/applied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  log(`${name}: ${summary}; starting the app`);
  const app = await startApp(databaseUrl(name));
  const ctx = {
    url: app.url,
    admin: await signIn(app.url, SCALE_ADMIN.email, SCALE_ADMIN.password),
    customer: await signIn(app.url, BIG_CUSTOMER_EMAIL, CUSTOMER_PASSWORD),
    customerEmail: BIG_CUSTOMER_EMAIL,
    productId,
    funnel,
  };
  return { name, app, ctx, summary, results: new Map() };
}

/**
 * One read on both sides: each prepared (walked to its end where needed) and checked, warmed up,
 * then timed small then large back to back, so the machine's load drifts little between the two.
 */
async function measureRead(server, sides, read) {
  const prepared = [];
  for (const side of sides) {
    try {
      const { path, check, ...request } = await read.prepare(side.ctx);
      const text = await answerOf(side.ctx.url, { path, check, ...request });
      // A slow read still counts: requests may take up to 60 s before autocannon gives up.
      const options = { ...request, url: `${side.ctx.url}${path}`, connections: CONNECTIONS, timeout: 60 };
      await round(`${side.name} warm-up ${read.name}`, { ...options, duration: 1 });
      await settle(server, side.name);
      prepared.push({ side, options, bytes: Buffer.byteLength(text) });
    } catch (error) {
      await settle(server, side.name);
      log(`${side.name} ${read.name}: not measured: ${error.message}`);
      side.results.set(read.name, { failure: error.message });
    }
  }
  for (const { side, options, bytes } of prepared) {
    const result = await round(`${side.name} ${read.name}`, { ...options, duration: DURATION });
    await settle(server, side.name);
    side.results.set(
      read.name,
      result['2xx'] === 0
        ? { failure: `no answer within the ${DURATION} s round` }
        : {
            p50: result.latency.p50,
            p99: result.latency.p99,
            rate: result.requests.average,
            errors: result.non2xx + result.errors + result.timeouts,
            bytes,
          },
    );
  }
}

/** Peak RSS of the side's app while 10 connections read the largest pages (undefined if refused). */
async function memoryPeak(side) {
  try {
    const requests = largestPages(side.ctx);
    for (const request of requests) await answerOf(side.ctx.url, request);
    log(`${side.name}: RSS before the memory round ${Math.round(treeRss(side.app.pid) / 1024 / 1024)} MB`);
    return await peakRssDuring(
      side.app.pid,
      round(`${side.name} memory round (largest pages)`, {
        url: side.ctx.url,
        requests,
        connections: 10,
        duration: Math.max(DURATION, 10),
      }),
    );
  } catch (error) {
    log(`${side.name}: memory round not run: ${error.message}`);
    return undefined;
  }
}

const reads = scaleReads().filter(
  (read) => !ONLY || ONLY.some((part) => read.name.toLowerCase().includes(part)),
);
const now = new Date();
const funnel = Object.fromEntries(
  [30, 90].map((days) => [
    days,
    { from: new Date(now.getTime() - days * 86_400_000).toISOString(), to: now.toISOString() },
  ]),
);

buildApi();
// Latencies here move with the machine's other work: the table says how busy it was.
const loadBefore = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const server = new pg.Client({ connectionString: SERVER_URL });
await server.connect();
const smallName = `hometunnel_scale_small_${Date.now()}`;
let exitCode = 0;
try {
  await ensureSeeded(server, LARGE, []);
  await ensureSeeded(server, smallName, ['--scale', String(SMALL_SCALE)]);
  const sides = [];
  for (const name of [smallName, LARGE]) sides.push(await openSide(name, funnel));
  for (const read of reads) await measureRead(server, sides, read);
  // What each app holds after every read above (walks to the end included), then the memory
  // round on a freshly started app, as the issue's target states it.
  const afterReads = sides.map((side) => treeRss(side.app.pid));
  await Promise.all(sides.map((side) => side.app.stop()));
  const memory = [];
  for (const side of sides) {
    const fresh = await openSide(side.name, funnel);
    memory.push(await memoryPeak(fresh));
    await fresh.app.stop();
  }
  const [small, large] = sides;
  printScaleReport({
    names: reads.map((read) => read.name),
    small: small.results,
    large: large.results,
    memory: { small: memory[0], large: memory[1], afterReads },
    sizes: { small: small.summary, large: large.summary },
    settings: `${CONNECTIONS} connections, ${DURATION} s a read, after a 1 s warm-up; first: 50 a page; small and large timed back to back; load average before: ${loadBefore}`,
  });
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await Promise.all(children.map(stop));
  await server
    .query(`DROP DATABASE IF EXISTS "${smallName}" WITH (FORCE)`)
    .catch((error) => log(`drop failed: ${error.message}`));
  await server.end();
}
process.exit(exitCode);
