// First: with tracing on, the SDK must patch http, express, graphql, pg and pino before they load.
import './observability/tracing/register';
import 'reflect-metadata';
import { flushTraces } from './observability/tracing/spans';
import cluster from 'node:cluster';
import { superviseWorkers, workerCount } from './cluster';
import { logger } from './common/logger';
import { loadConfig } from './config';
import { startServer } from './server';
import { startClusterMetrics } from './observability/metrics/metrics';
import { answerPrimaryScrapes } from './observability/metrics/metrics-server';

async function main(): Promise<void> {
  const config = loadConfig();
  logger.level = config.logLevel;
  const workers = workerCount(config);
  if (workers < config.workers)
    logger.warn('WEB_CONCURRENCY is ignored with the embedded database: it lives in one process');
  if (cluster.isPrimary && workers > 1) {
    // One scrape sees the whole instance: the primary answers the sum of its workers.
    if (config.metricsPort !== undefined) await startClusterMetrics(config.metricsPort, config.host);
    superviseWorkers(workers, config.shutdownTimeoutMs);
    return;
  }
  // A worker answers the primary's scrapes from its first moment (startup takes seconds), or the
  // primary would wait its 5 s for it and fail the whole scrape.
  if (cluster.isWorker && config.metricsPort !== undefined) answerPrimaryScrapes();
  const running = await startServer(config);
  const database = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}`;
  logger.info({ database }, `HomeTunnel listening on ${running.url}`);

  // SIGTERM: /readyz turns 503, no new connections, requests in flight finish (at most
  // SHUTDOWN_TIMEOUT_MS), the pool closes, exit 0. A second signal, or a close that hangs, exits 1.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    logger.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      logger.error('shutdown did not finish in time, exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000);
    force.unref();
    running.close().then(
      async () => {
        logger.info({ durationMs: Date.now() - started }, 'shut down cleanly');
        // The last requests' spans, still in the batch (bounded by the force timer above).
        await flushTraces().catch(() => undefined);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A worker's SIGINT comes from the terminal together with its primary's, which sends SIGTERM.
  process.on('SIGINT', cluster.isWorker ? () => undefined : () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
