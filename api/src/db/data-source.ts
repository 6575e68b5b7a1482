import 'reflect-metadata';
import path from 'node:path';
import { Client } from 'pg';
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

/**
 * A pg client that always listens for 'error'. pg emits 'error' on a checked-out client whose
 * server session ends while no statement is running (PostgreSQL stopped, or the backend killed,
 * between two statements of a transaction); pg-pool listens only while a client is idle and
 * TypeORM 1 not at all, so without this the process dies of an unhandled 'error' event. The error
 * is not lost: the client is no longer queryable, its next statement fails (answered 503 through
 * db/unavailable.ts) and the pool discards it on release.
 */
class ListeningClient extends Client {
  constructor(config?: ConstructorParameters<typeof Client>[0]) {
    super(config);
    this.on('error', () => undefined);
  }
}

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
      Client: ListeningClient,
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
