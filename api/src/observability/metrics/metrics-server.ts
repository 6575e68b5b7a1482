import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry, collectDefaultMetrics, register } from 'prom-client';
import { logger } from '../../common/logger';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

let defaultsOn = false;

/** Node's own figures (event loop delay, heap, GC, CPU), once a process. */
export function collectNodeMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics();
}

let answering = false;

/**
 * In a worker of WEB_CONCURRENCY > 1: answer the primary's requests for this process's metrics
 * (prom-client adds that IPC listener when an AggregatorRegistry is made, in workers too).
 */
export function answerPrimaryScrapes(): void {
  if (answering) return;
  answering = true;
  new AggregatorRegistry();
}

/**
 * Serves `GET /metrics` on METRICS_PORT, a port of its own (never the public one). `process`: this
 * process's figures (one server process); `cluster`: the primary of WEB_CONCURRENCY > 1 asks every
 * worker over IPC and answers their sum, each metric aggregated as it declares (sum by default;
 * max for last-success times and scrape-time reads; min for database_up).
 */
export async function startMetricsServer(
  port: number,
  host: string,
  source: 'process' | 'cluster',
): Promise<MetricsServer> {
  const aggregator = source === 'cluster' ? new AggregatorRegistry() : undefined;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    const text = aggregator ? aggregator.clusterMetrics() : register.metrics();
    text.then(
      (body) => {
        res.writeHead(200, { 'content-type': (aggregator ?? register).contentType });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics: scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`;
  logger.info({ source }, `metrics on ${url}`);
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
