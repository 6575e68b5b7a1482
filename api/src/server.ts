import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from './common/logger';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { createApp } from './http/create-app';
import { createServices, type Services } from './services';

export interface RunningServer {
  url: string;
  server: Server;
  db: Database;
  services: Services;
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
  const listenerChain = handle.app;
  const server = createServer((req, res) => {
    // Draining: answer what arrives on open connections, then close them.
    if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
    listenerChain(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    server,
    db,
    services,
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
        await handle.stop();
        await db.close();
      })();
      return closing;
    },
  };
}
