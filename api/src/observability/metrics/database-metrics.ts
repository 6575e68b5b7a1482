import type { Pool } from 'pg';
import { Gauge, Histogram } from 'prom-client';
import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import type { AfterQueryEvent, BeforeQueryEvent } from 'typeorm/subscriber/event/QueryEvent';
import { logger } from '../../common/logger';
import { timePoolQueries } from '../../db/sql';
import { backlogGauges, readOutboxBacklog } from './outbox-metrics';

/**
 * The database as Prometheus sees it: the pg pool of each worker (OpenTelemetry's
 * `db.client.connection.*`; on the embedded database the same pool talks to PGlite's socket),
 * query durations, and the figures read at scrape time: the outbox backlog, subscriptions by
 * status, and whether the database answers at all.
 */
const POOL = 'typeorm';

const connections = new Gauge({
  name: 'db_client_connection_count',
  help: 'Connections of the pool by state: idle or used (summed across workers)',
  labelNames: ['db_client_connection_pool_name', 'db_client_connection_state'] as const,
});
const maxConnections = new Gauge({
  name: 'db_client_connection_max',
  help: 'The most connections the pool may open (summed across workers)',
  labelNames: ['db_client_connection_pool_name'] as const,
});
const pendingRequests = new Gauge({
  name: 'db_client_connection_pending_requests',
  help: 'Callers waiting for a connection of the pool (summed across workers)',
  labelNames: ['db_client_connection_pool_name'] as const,
});
const queryDuration = new Histogram({
  name: 'db_client_operation_duration_seconds',
  help: 'Duration of SQL statements (through TypeORM or straight on its pool), by statement kind and outcome',
  labelNames: ['db_operation_name', 'outcome'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const up = new Gauge({
  name: 'hometunnel_database_up',
  help: 'Whether the database answered the scrape-time reads (1) or not (0); the lowest across workers',
  aggregator: 'min',
});
const subscriptions = new Gauge({
  name: 'hometunnel_subscriptions',
  help: 'Subscriptions by status (active, past_due, suspended, cancelled, expired)',
  labelNames: ['status'] as const,
  aggregator: 'max',
});

const OPERATIONS = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH', 'BEGIN', 'COMMIT', 'ROLLBACK']);
const FIRST_WORD = /^\s*([A-Za-z]+)/;
const STATUS = /^[a-z_]{1,20}$/;
const STARTED = Symbol('metrics.queryStartedAt');

function operationName(query: string): string {
  const word = FIRST_WORD.exec(query)?.[1].toUpperCase();
  return word !== undefined && OPERATIONS.has(word) ? word : 'other';
}

/** Times every statement a TypeORM query runner sends (TypeORM's own timer has 1 ms steps). */
const queryTimer: EntitySubscriberInterface = {
  beforeQuery(event: BeforeQueryEvent) {
    (event.queryRunner as unknown as Record<symbol, number>)[STARTED] = performance.now();
  },
  afterQuery(event: AfterQueryEvent) {
    const started = (event.queryRunner as unknown as Record<symbol, number | undefined>)[STARTED];
    if (started === undefined) return;
    queryDuration
      .labels(operationName(event.query), event.success ? 'ok' : 'failed')
      .observe((performance.now() - started) / 1000);
  },
};

let watched: { dataSource: DataSource; pool: Pool } | undefined;

/** Starts reporting this process's database (the server calls it once metrics are on). */
export function watchDatabase(dataSource: DataSource, pool: Pool): void {
  if (!dataSource.subscribers.includes(queryTimer)) dataSource.subscribers.push(queryTimer);
  timePoolQueries(dataSource, (query, succeeded, seconds) =>
    queryDuration.labels(operationName(query), succeeded ? 'ok' : 'failed').observe(seconds),
  );
  watched = { dataSource, pool };
}

export function unwatchDatabase(dataSource: DataSource): void {
  const at = dataSource.subscribers.indexOf(queryTimer);
  if (at !== -1) dataSource.subscribers.splice(at, 1);
  timePoolQueries(dataSource, undefined);
  if (watched?.dataSource === dataSource) watched = undefined;
}

/** Fills the pool gauges and reads the scrape-time figures; a failed read sets database_up to 0. */
async function collectDatabase(): Promise<void> {
  if (!watched) return;
  const { dataSource, pool } = watched;
  connections.labels(POOL, 'idle').set(pool.idleCount);
  connections.labels(POOL, 'used').set(pool.totalCount - pool.idleCount);
  maxConnections.labels(POOL).set(pool.options.max ?? 10);
  pendingRequests.labels(POOL).set(pool.waitingCount);
  let timer: NodeJS.Timeout | undefined;
  try {
    // Within the primary's 5 s wait for its workers and Prometheus' 10 s scrape timeout: a
    // database that does not answer is reported down rather than failing the whole scrape.
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
    });
    await Promise.race([readFigures(dataSource), timeout]);
    up.set(1);
  } catch (error) {
    up.set(0);
    logger.warn({ error: (error as Error).message }, 'metrics: database reads failed');
  } finally {
    clearTimeout(timer);
  }
}

const READ_TIMEOUT_MS = 2000;

async function readFigures(dataSource: DataSource): Promise<void> {
  await readOutboxBacklog(dataSource);
  const rows: { status: string; count: string }[] = await dataSource.query(
    `SELECT "status", count(*) AS count FROM "subscriptions" GROUP BY "status"`,
  );
  subscriptions.reset();
  for (const row of rows)
    if (STATUS.test(row.status)) subscriptions.labels(row.status).set(Number(row.count));
}

let refreshing: Promise<void> | undefined;

/**
 * One read per scrape: every gauge below asks at once when scraped (prom-client collects them
 * concurrently), and each must wait for the read to see this scrape's figures.
 */
function refresh(): Promise<void> {
  refreshing ??= collectDatabase().finally(() => (refreshing = undefined));
  return refreshing;
}

const scraped = [
  connections,
  maxConnections,
  pendingRequests,
  up,
  subscriptions,
  ...backlogGauges,
] as unknown as {
  collect?: () => Promise<void>;
}[];
// prom-client calls a metric's `collect` before reading it (the constructor option, set afterwards).
for (const gauge of scraped) gauge.collect = refresh;
