import 'reflect-metadata';
import { logger } from './common/logger';
import { loadConfig } from './config';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  logger.level = config.logLevel;
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
      () => {
        logger.info({ durationMs: Date.now() - started }, 'shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
