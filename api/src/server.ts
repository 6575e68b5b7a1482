import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const services = createServices(db, config);
  const handle = await createApp(config, db, services);
  const server = createServer(handle.app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    server,
    db,
    services,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await handle.stop();
      await db.close();
    },
  };
}
