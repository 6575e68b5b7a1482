#!/usr/bin/env node
// npm run fuzz: malformed requests against every REST route and every GraphQL operation, as a guest,
// a customer, an admin and with API tokens, on a fresh app per database. Passes when no answer is a
// 5xx (503 included: the database is never stopped here) and no GraphQL error is
// INTERNAL_SERVER_ERROR. See docs/development.md (npm run fuzz).
//
//   FUZZ_SEED           seed of every random choice (default: random; printed, to replay a failure)
//   FUZZ_REQUESTS       requests per database (default 6000)
//   FUZZ_SECONDS        time budget per database, setup excluded (default 75)
//   FUZZ_CONCURRENCY    requests in flight (default 8)
//   FUZZ_DATABASE_URL   a PostgreSQL server: also fuzz a throwaway database created (and dropped) on it
//   FUZZ_SKIP_EMBEDDED  with FUZZ_DATABASE_URL: fuzz only PostgreSQL (CI fuzzes embedded in its own step)
//   FUZZ_ONLY           regular expression: only targets whose name matches (to replay one route)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refresh, setUp } from './fuzz/actors.mjs';
import {
  graphqlRequest,
  graphqlSpecialRequest,
  graphqlTargets,
  loadGraphql,
} from './fuzz/graphql-targets.mjs';
import { closeAgent, send } from './fuzz/http.mjs';
import { REST_TARGETS, restRequest } from './fuzz/rest-targets.mjs';
import { startServer, stopServer, throwawayDatabase } from './fuzz/server.mjs';
import { createRandom } from './fuzz/values.mjs';
import { report } from './fuzz/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seed = Number(process.env.FUZZ_SEED || Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Number(process.env.FUZZ_REQUESTS || 6000);
const SECONDS = Number(process.env.FUZZ_SECONDS || 75);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY || 8);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
const BATCH = 250;

const log = (...args) => console.log('[fuzz]', ...args);

function targetsOf(gq) {
  const special = { name: 'graphql transport', special: true };
  const all = [
    ...REST_TARGETS.map((target) => ({ ...target, rest: true })),
    ...graphqlTargets(gq),
    // Transport abuse is worth a larger share than any single operation.
    ...Array.from({ length: 8 }, () => special),
  ];
  const chosen = ONLY ? all.filter((target) => ONLY.test(target.name)) : all;
  if (!chosen.length) throw new Error(`FUZZ_ONLY=${process.env.FUZZ_ONLY} matches no target`);
  return chosen;
}

// node:http's own limit on a request's line and headers: past it, Node answers 431 and closes
// the socket, often before the client has finished writing (ECONNRESET), without the app ever
// seeing the request.
const MAX_HEAD_BYTES = 16 * 1024;
const headBytes = (request) =>
  request.path.length +
  Object.entries(request.headers ?? {}).reduce((n, [k, v]) => n + k.length + String(v).length, 0);

/** What counts as a failure: any 5xx, no answer at all, or a GraphQL INTERNAL_SERVER_ERROR. */
function failureOf(request, response) {
  if (
    headBytes(request) > MAX_HEAD_BYTES &&
    (response.status === 431 || /ECONNRESET|EPIPE/.test(response.error))
  )
    return undefined;
  if (response.status === 0) return `no answer (${response.error})`;
  if (response.status >= 500) return `status ${response.status}`;
  const errors = Array.isArray(response.json?.errors) ? response.json.errors : [];
  const internal = errors.find((error) => error?.extensions?.code === 'INTERNAL_SERVER_ERROR');
  return internal ? `INTERNAL_SERVER_ERROR: ${internal.message}` : undefined;
}

async function fuzzDatabase(label, databaseUrl) {
  const random = createRandom(seed);
  const gq = loadGraphql(root);
  const targets = targetsOf(gq);
  log(`${label}: starting the built server`);
  const server = await startServer(root, { databaseUrl, label });
  const stats = { label, sent: 0, skipped: 0, byClass: {}, byRoute: new Map(), failures: new Map(), ms: 0 };
  try {
    const world = await setUp(server.url);
    log(
      `${label}: ${server.url}, ${targets.length} targets, actors ${world.actors.map((a) => a.name).join(', ')}`,
    );
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    let schedule = [];
    while (stats.sent + stats.skipped < REQUESTS && Date.now() < deadline && !server.exited) {
      const batch = [];
      for (let i = 0; i < Math.min(BATCH, REQUESTS - stats.sent - stats.skipped); i += 1) {
        if (!schedule.length) schedule = random.shuffle(targets);
        const target = schedule.pop();
        const actor = random.pick(world.actors);
        const request = target.rest
          ? restRequest(random, world, target)
          : target.special
            ? graphqlSpecialRequest(random, world, gq)
            : graphqlRequest(random, world, gq, target);
        batch.push({ target, actor, request });
      }
      let next = 0;
      const worker = async () => {
        while (next < batch.length && Date.now() < deadline) {
          const item = batch[next];
          next += 1;
          const response = await send(server.url, { ...item.request, actor: item.actor });
          record(stats, item, response);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (!server.exited) await refresh(server.url, world).catch((error) => log(`refresh: ${error.message}`));
    }
    stats.ms = Date.now() - started;
    stats.wanted = REQUESTS;
    if (server.exited) stats.failures.set('server exited', { reason: 'the server process exited', count: 1 });
  } finally {
    // Let the last log lines arrive before the process stops.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stopServer(server);
  }
  stats.errorLines = server.errorLines;
  return stats;
}

function record(stats, { target, actor, request }, response) {
  if (response.status === -1) {
    stats.skipped += 1;
    return;
  }
  stats.sent += 1;
  const statusClass = response.status === 0 ? 'none' : `${Math.floor(response.status / 100)}xx`;
  stats.byClass[statusClass] = (stats.byClass[statusClass] ?? 0) + 1;
  if (response.status === 429) stats.rateLimited = (stats.rateLimited ?? 0) + 1;
  const route = stats.byRoute.get(target.name) ?? { count: 0, classes: {} };
  route.count += 1;
  route.classes[statusClass] = (route.classes[statusClass] ?? 0) + 1;
  stats.byRoute.set(target.name, route);
  const reason = failureOf(request, response);
  if (!reason) return;
  const key = `${request.method} ${target.name} [${request.kind}] ${reason}`.slice(0, 300);
  const existing = stats.failures.get(key);
  if (existing) existing.count += 1;
  else stats.failures.set(key, { reason, count: 1, actor: actor.name, request, response });
}

async function main() {
  log(`seed ${seed} (replay with FUZZ_SEED=${seed}); ${REQUESTS} requests or ${SECONDS} s per database`);
  const skipEmbedded = Boolean(process.env.FUZZ_SKIP_EMBEDDED && process.env.FUZZ_DATABASE_URL);
  const results = skipEmbedded ? [] : [await fuzzDatabase('embedded', undefined)];
  if (process.env.FUZZ_DATABASE_URL) {
    const database = await throwawayDatabase(root, process.env.FUZZ_DATABASE_URL, seed);
    try {
      results.push(await fuzzDatabase(`postgresql (${database.name})`, database.url));
    } finally {
      await database.drop();
    }
  }
  closeAgent();
  const failed = report(results, log);
  log(failed ? `FAILED (seed ${seed})` : `passed (seed ${seed})`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error('[fuzz] aborted:', error);
  process.exit(2);
});
