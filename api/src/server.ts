import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from './common/logger';
import { fastLaneRequestLog } from './common/request-lines';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { listenForCatalogChanges } from './db/catalog-changes';
import { loadTrustedDocuments } from './graphql/trusted-documents';
import { createApp } from './http/create-app';
import { MailWorker } from './modules/mail/mail-worker';
import { startWebhookWorker } from './modules/webhooks/webhook-worker-start';
import { PublicResponseCache } from './http/public-cache';
import type { ServerEntry } from './http/server-render';
import { PeriodicJob } from './common/periodic-job';
import { foldListCounts } from './db/list-counts';
import { createServices, type Services } from './services';
import { startProcessMetrics, type ProcessMetrics } from './observability/metrics/metrics';
import { sellingMethods } from './modules/payments/payments.config';

export interface RunningServer {
  url: string;
  server: Server;
  db: Database;
  services: Services;
  /** The fast lane for anonymous public reads (undefined with RESPONSE_CACHE=false). */
  publicCache: PublicResponseCache | undefined;
  /** Where this process serves /metrics (METRICS_PORT set, and not a cluster worker). */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

/** Opens the database (migrating and seeding it), builds the app and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  logger.level = config.logLevel;
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  const services = createServices(db, config);
  const lifecycle = { shuttingDown: false };
  const handle = await createApp(config, db, services, lifecycle);
  const listener = await listenForOtherInstancesCatalogChanges(config, db, services);
  const publicCache = startPublicCache(config, db, services, handle.serverEntry);
  const cached = publicCache ? publicCache.handler(handle.listener) : handle.listener;
  // Outermost, so the fast lane's answers are timed too; without METRICS_PORT nothing is added.
  const metrics = await startMetrics(config, db, cached);
  const listenerChain = metrics?.listener ?? cached;
  const { headersTimeoutMs, requestTimeoutMs, maxConnections } = config.http;
  const server = createServer(
    {
      // A client that trickles its headers (or its body) holds a socket and a parser: cut it off.
      // Node's defaults are 60 s and 300 s. An idle keep-alive connection is not subject to
      // these (Node ≥ 18 times only requests in progress), so keepAliveTimeout may exceed them.
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // How often Node looks for expired requests (default 30 s, which would add up to 30 s).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeoutMs / 2)),
    },
    (req, res) => {
      // Draining: answer what arrives on open connections, then close them.
      if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
      listenerChain(req, res);
    },
  );
  // Longer than the 60 s idle timeout of common proxies and load balancers, so the proxy, never
  // this server, closes an idle connection (else it may send a request into a closing socket).
  server.keepAliveTimeout = 65_000;
  // Connections beyond this are closed on arrival, before they cost a parser or a request.
  server.maxConnections = maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Without SMTP_URL mails are written `held` (read on the admin Mail screen): nothing to send.
  const mailWorker = config.smtpUrl
    ? new MailWorker(db.dataSource, services.mail.bodies, {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        replyTo: config.supportEmail,
        pollMs: config.mailPollMs,
        attachments: services.mailAttachments,
      })
    : undefined;
  mailWorker?.start();
  const webhookWorker = startWebhookWorker(db.dataSource, config.webhooks, {
    mail: services.mail,
    accounts: services.accounts,
  });
  // Every instance schedules these jobs; their advisory locks let one run at a time.
  const jobs: PeriodicJob[] = [];
  if (config.retentionIntervalMs > 0)
    jobs.push(new PeriodicJob('retention', () => services.retention.run(), config.retentionIntervalMs));
  if (config.countsFoldIntervalMs > 0)
    jobs.push(new PeriodicJob('counts fold', () => foldCounts(db, services), config.countsFoldIntervalMs));
  // Unpaid reservations end within one interval of their deadline.
  if (config.payments.reservationExpiryIntervalMs > 0)
    jobs.push(
      new PeriodicJob(
        'reservation expiry',
        () => services.reservationExpiry.run(),
        config.payments.reservationExpiryIntervalMs,
      ),
    );
  if (config.bankTransferJobIntervalMs > 0 && config.payments.bankTransfer)
    jobs.push(
      new PeriodicJob('bank transfers', () => services.bankTransfers.run(), config.bankTransferJobIntervalMs),
    );
  // Renewal notices, charges, retries, suspensions and expiries (docs/billing.md).
  if (config.billingIntervalMs > 0)
    jobs.push(new PeriodicJob('billing pass', () => services.billing.pass.run(), config.billingIntervalMs));
  for (const job of jobs) job.start();
  let closing: Promise<void> | undefined;
  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    server,
    db,
    services,
    publicCache,
    metricsUrl: metrics?.server?.url,
    close() {
      closing ??= (async () => {
        lifecycle.shuttingDown = true;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // A request that began before the signal answers without `Connection: close`; its
        // keep-alive connection turns idle afterwards and is closed by the next sweep.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        let timer: NodeJS.Timeout | undefined;
        const drained = await Promise.race([
          closed.then(() => true),
          new Promise<boolean>(
            (resolve) => (timer = setTimeout(() => resolve(false), config.shutdownTimeoutMs)),
          ),
        ]);
        clearTimeout(timer);
        clearInterval(sweep);
        if (!drained) {
          logger.warn(
            { timeoutMs: config.shutdownTimeoutMs },
            'shutdown: requests still in flight, closing their connections',
          );
          server.closeAllConnections();
          await closed;
        }
        await listener?.close();
        await mailWorker?.stop();
        await webhookWorker?.stop();
        for (const job of jobs) await job.stop();
        await handle.stop();
        await metrics?.close();
        await db.close();
      })();
      return closing;
    },
  };
}

async function startMetrics(
  config: Config,
  db: Database,
  listener: Parameters<typeof startProcessMetrics>[1],
): Promise<ProcessMetrics | undefined> {
  if (config.metricsPort === undefined) return undefined;
  return startProcessMetrics(
    {
      port: config.metricsPort,
      host: config.host,
      dataSource: db.dataSource,
      pool: db.pool,
      trustedDocuments: loadTrustedDocuments(config.trustedDocumentsFile),
      paymentProviders: sellingMethods(config.payments),
    },
    listener,
  );
}

/**
 * Entries live until a catalog change: on PostgreSQL every instance LISTENs on `catalog_changed`
 * (the TTL is only a safety net for edits made outside the app). The embedded database is one
 * process, whose writes invalidate in-process; LISTEN across pglite-socket's shared session is
 * not relied on, so a short TTL bounds staleness there instead.
 */
const RESPONSE_CACHE_TTL_MS = { postgresql: 30_000, embedded: 5_000 };

function startPublicCache(
  config: Config,
  db: Database,
  services: Services,
  serverEntry: ServerEntry | undefined,
) {
  if (!config.responseCache) return undefined;
  const publicCache = new PublicResponseCache(loadTrustedDocuments(config.trustedDocumentsFile), {
    ttlMs: db.embedded ? RESPONSE_CACHE_TTL_MS.embedded : RESPONSE_CACHE_TTL_MS.postgresql,
    log: fastLaneRequestLog(logger),
    notFoundStandIn: serverEntry && ((pathname) => serverEntry.notFoundStandIn(pathname)),
  });
  services.catalog.onInvalidate(() => publicCache.invalidate());
  return publicCache;
}

/**
 * Every instance on PostgreSQL LISTENs on `catalog_changed`, with or without the response cache:
 * its in-memory catalog (prices, stock, availability) must forget another instance's change too.
 */
async function listenForOtherInstancesCatalogChanges(config: Config, db: Database, services: Services) {
  if (db.embedded || !config.databaseUrl) return undefined;
  const listener = listenForCatalogChanges(config.databaseUrl, () => services.catalog.invalidate(), {
    onError: (error) => logger.warn({ err: error.message }, 'catalog change listener: reconnecting'),
  });
  await listener.ready;
  return listener;
}

/** The delta rows of the list counts and of the funnel's daily counts, each summed into one row per key. */
async function foldCounts(db: Database, services: Services): Promise<void> {
  await foldListCounts(db.dataSource);
  await services.tracking.foldDailyCounts();
}
