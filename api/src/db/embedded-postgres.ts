import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { serializeExtendedQueries } from './pglite-protocol-queue';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite (PostgreSQL compiled to WASM) behind a local socket, so the ordinary `pg` driver, TypeORM
 * and the migrations run unchanged: a fresh machine needs no database install. `dataDir` undefined
 * keeps the data in memory (tests).
 */
export async function startEmbeddedPostgres(
  dataDir: string | undefined,
  maxConnections: number,
): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  serializeExtendedQueries(server);
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
