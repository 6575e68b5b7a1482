import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` in one transaction that first takes the advisory lock `key` without waiting: with
 * many replicas scheduling the same job, one runs and the others skip. Answers null when another
 * transaction held the lock.
 */
export async function whenLockFree<T>(
  dataSource: DataSource,
  key: number,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T | null> {
  return dataSource.transaction(async (manager) => {
    const [{ locked }]: { locked: boolean }[] = await manager.query(
      'SELECT pg_try_advisory_xact_lock($1) AS "locked"',
      [key],
    );
    return locked ? work(manager) : null;
  });
}
