import 'reflect-metadata';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { QueryCounter } from './query-counter';

export const POOL_SIZE = 10;

export function createDataSource(url: string): DataSource {
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
    extra: { max: POOL_SIZE, connectionTimeoutMillis: 5000 },
  });
}

export function queryCounter(dataSource: DataSource): QueryCounter {
  return dataSource.logger as QueryCounter;
}
