import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { logger } from './common/logger';

/**
 * How many server processes to run. The embedded database lives inside one process, so it always
 * gets one; with PostgreSQL, WEB_CONCURRENCY of them share the port.
 */
export function workerCount(config: Pick<Config, 'workers' | 'databaseUrl'>): number {
  return config.databaseUrl ? config.workers : 1;
}

/**
 * The primary of WEB_CONCURRENCY > 1: forks the workers (each a whole server, like a replica:
 * migrations under the advisory lock, its own pool and public cache invalidated over
 * LISTEN/NOTIFY), replaces one that dies, and stops them all on SIGTERM or SIGINT, exiting 0 once
 * every worker has shut down cleanly. If none can start at all, it exits 1.
 */
export function superviseWorkers(count: number, shutdownTimeoutMs: number): void {
  const alive = new Map<number, Worker>();
  const listening = new Set<number>();
  let stopping = false;
  let exitCode = 0;
  let anyStarted = false;
  let restartDelayMs = 0;

  const fork = () => {
    const worker = cluster.fork();
    alive.set(worker.id, worker);
  };

  const stopAll = (reason: string, code: number) => {
    if (stopping) {
      logger.warn(`${reason} while stopping, killing the workers now`);
      for (const worker of alive.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    exitCode = code;
    // Every worker already gone (a replacement waiting for its retry): nothing to wait for.
    if (alive.size === 0) process.exit(code);
    logger.info(`${reason}, stopping ${alive.size} workers`);
    for (const worker of alive.values()) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      logger.error('workers did not stop in time, killing them');
      for (const worker of alive.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownTimeoutMs + 10_000);
    force.unref();
  };

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    anyStarted = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker.id);
    const hadStarted = listening.delete(worker.id);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive.size === 0) {
        logger.info({ exitCode }, 'all workers stopped');
        process.exit(exitCode);
      }
      return;
    }
    if (!hadStarted && !anyStarted) {
      // No worker has ever started: a configuration the next one would fail on too. Give up.
      logger.fatal({ workerPid: worker.process.pid, code, signal }, 'a worker failed to start');
      if (alive.size === 0) process.exit(1);
      stopAll('a worker failed to start', 1);
      return;
    }
    // A replacement that cannot start (say, the database is down) is retried, slower each time.
    restartDelayMs = hadStarted ? 0 : Math.min(Math.max(restartDelayMs * 2, 500), 30_000);
    logger.error(
      { workerPid: worker.process.pid, code, signal, restartInMs: restartDelayMs },
      'a worker stopped; starting another',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelayMs);
  });

  process.on('SIGTERM', () => stopAll('SIGTERM received', 0));
  process.on('SIGINT', () => stopAll('SIGINT received', 0));
  logger.info({ workers: count }, `starting ${count} workers`);
  for (let i = 0; i < count; i += 1) fork();
}
