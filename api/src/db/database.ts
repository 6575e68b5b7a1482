import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource, DEFAULT_TIMEOUTS, POOL_SIZE, type DatabaseTimeouts } from './data-source';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { seedCatalog } from './seed';
import { allowNamedStatements, typeormPool } from './sql';

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
  timeouts?: DatabaseTimeouts;
}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let lock: DataDirLock | undefined;
  let dataSource: DataSource | undefined;
  const close = async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    await lock?.release();
  };
  try {
    let url = options.databaseUrl;
    if (!url) {
      // Before PGlite opens its files: a second process must not even read them (see data-dir-lock).
      lock = await lockDataDir(options.dataDir);
      embedded = await startEmbeddedPostgres(options.dataDir + '/pg', POOL_SIZE + 2);
      url = embedded.url;
    }
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    // The embedded database runs in this process: no statement timeout (see DatabaseTimeouts).
    dataSource = createDataSource(
      url,
      embedded ? { connectMs: Math.max(timeouts.connectMs, 5000), statementMs: 0 } : timeouts,
    );
    await dataSource.initialize();
    await migrateAndSeed(dataSource);
    const pool = typeormPool(dataSource);
    if (await connectionsHaveOwnSessions(pool)) allowNamedStatements(dataSource);
    return { dataSource, pool, embedded: embedded !== undefined, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * True when two pool connections are two server sessions (a real PostgreSQL server), false on an
 * embedded database reached through a socket that funnels every connection into one session
 * (also in tests, where it comes as a plain URL).
 */
async function connectionsHaveOwnSessions(pool: Pool): Promise<boolean> {
  const [a, b] = await Promise.all([pool.connect(), pool.connect()]);
  try {
    const pid = async (client: typeof a) =>
      (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    return (await pid(a)) !== (await pid(b));
  } finally {
    a.release();
    b.release();
  }
}

/**
 * Migrations and the seed run under an advisory lock so that instances starting together on an
 * empty database take turns instead of racing.
 */
export async function migrateAndSeed(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Polled rather than waited on, so a statement timeout never cuts a long wait for another
    // instance's migrations short (bounded at 10 minutes).
    const deadline = Date.now() + 10 * 60_000;
    while (
      !(await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK_ID]))[0].locked
    ) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the migration lock');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await dataSource.runMigrations({ transaction: 'each' });
    await seedCatalog(dataSource);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await runner.release();
  }
}
