import cluster from 'node:cluster';
import type { RequestListener } from 'node:http';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { initBusinessMetrics } from './business-metrics';
import { unwatchDatabase, watchDatabase } from './database-metrics';
import { setTrustedOperations } from './graphql-metrics';
import { timeRequests } from './http-metrics';
import {
  answerPrimaryScrapes,
  collectNodeMetrics,
  startMetricsServer,
  type MetricsServer,
} from './metrics-server';

/** What the server hands over when METRICS_PORT is set. */
export interface MetricsSetup {
  port: number;
  host: string;
  dataSource: DataSource;
  pool: Pool;
  /** The trusted documents (hash → text): their operation names are the GraphQL labels. */
  trustedDocuments: ReadonlyMap<string, string>;
  /** Payment methods the shop sells with (their series start at 0). */
  paymentProviders: readonly string[];
}

export interface ProcessMetrics {
  /** The server's request listener, timed. */
  listener: RequestListener;
  /** Set when this process serves /metrics itself (one server process, no cluster primary). */
  server: MetricsServer | undefined;
  close(): Promise<void>;
}

/**
 * Turns metrics on in a server process: Node's defaults, the database, the labels, the request
 * timer; and, unless this is a worker of WEB_CONCURRENCY > 1 (whose primary serves the sum, see
 * main.ts), the /metrics port.
 */
export async function startProcessMetrics(
  setup: MetricsSetup,
  listener: RequestListener,
): Promise<ProcessMetrics> {
  collectNodeMetrics();
  watchDatabase(setup.dataSource, setup.pool);
  setTrustedOperations(setup.trustedDocuments);
  initBusinessMetrics(setup.paymentProviders);
  if (cluster.isWorker) answerPrimaryScrapes();
  const server = cluster.isWorker ? undefined : await startMetricsServer(setup.port, setup.host, 'process');
  return {
    listener: timeRequests(listener),
    server,
    async close() {
      await server?.close();
      unwatchDatabase(setup.dataSource);
    },
  };
}

/** The primary of WEB_CONCURRENCY > 1: /metrics answers the sum of its workers. */
export function startClusterMetrics(port: number, host: string): Promise<MetricsServer> {
  return startMetricsServer(port, host, 'cluster');
}
