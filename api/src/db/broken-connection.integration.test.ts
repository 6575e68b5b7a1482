import { Client } from 'pg';
import { describePostgres } from '../test/load-client';
import { ownDataSource } from '../test/own-data-source';
import { typeormPool } from './sql';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A session ended by the server while its pooled client runs no statement (PostgreSQL stopped, or
 * the backend killed) must not crash the process with an unhandled 'error' event (a CI run of the
 * outage proof died of one): the work on that client fails as "unavailable" and the pool serves
 * again with a fresh connection.
 */
describePostgres('a pooled connection whose server session ends between statements', () => {
  const db = ownDataSource();

  async function terminate(pid: number) {
    const admin = new Client({ connectionString: process.env.HT_TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    // The FATAL message arrives while the client runs no statement.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  it('survives on a client checked out of the pool directly, which only pg-pool listens on while idle', async () => {
    const client = await typeormPool(db()).connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await terminate(rows[0].pid);
    const failure = await client.query('SELECT 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    client.release(true);
    expect(await db().query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('fails only that transaction (as unavailable) and leaves the process and the pool working', async () => {
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = db().transaction(async (manager) => {
        const [{ pid }] = await manager.query('SELECT pg_backend_pid() AS pid');
        await terminate(pid);
        await manager.query('SELECT 1');
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(unhandled).toEqual([]);
      expect(await db().query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
