import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createDataSource, POOL_SIZE } from './data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { seedCatalog } from './seed';

export interface Database {
  dataSource: DataSource;
  /** The pg pool TypeORM uses; sessions and rate limits share it (one pool per process). */
  pool: Pool;
  embedded: boolean;
  close(): Promise<void>;
}

/** Any fixed number: every instance takes the same lock before migrating. */
const MIGRATION_LOCK_ID = 741_852_963;

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = options.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(options.dataDir + '/pg', POOL_SIZE + 2);
    url = embedded.url;
  }
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await migrateAndSeed(dataSource);
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return {
    dataSource,
    pool,
    embedded: embedded !== undefined,
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

/**
 * Migrations and the seed run under an advisory lock so that instances starting together on an
 * empty database take turns instead of racing.
 */
export async function migrateAndSeed(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await dataSource.runMigrations({ transaction: 'each' });
    await seedCatalog(dataSource);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await runner.release();
  }
}
