import 'reflect-metadata';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { QueryCounter } from './query-counter';

export const POOL_SIZE = 10;

export interface DatabaseTimeouts {
  /** A new connection must be made within this time (pg `connectionTimeoutMillis`). */
  connectMs: number;
  /**
   * Server-side `statement_timeout` and, 2 s later, the client-side read timeout that also catches
   * a database that stopped answering on an open connection. 0 = none (the embedded database,
   * which runs in this process and queues statements on one backend).
   */
  statementMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 3000, statementMs: 0 };

export function createDataSource(url: string, timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: [path.join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+ and PGlite, which lacks uuid-ossp.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: ['query', 'error'],
    logger: new QueryCounter(),
    extra: {
      max: POOL_SIZE,
      connectionTimeoutMillis: timeouts.connectMs,
      ...(timeouts.statementMs > 0
        ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + 2000 }
        : {}),
    },
  });
}

export function queryCounter(dataSource: DataSource): QueryCounter {
  return dataSource.logger as QueryCounter;
}
