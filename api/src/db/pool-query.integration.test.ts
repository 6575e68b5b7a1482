import { logger } from '../common/logger';
import { ownDataSource } from '../test/own-data-source';
import { queryCounter } from './data-source';
import { poolQuery, timePoolQueries, typeormPool } from './sql';

/** poolQuery: statements straight on TypeORM's pool, counted, timed and failing as TypeORM's do. */
describe('a statement on the pool (poolQuery)', () => {
  const db = ownDataSource();

  const divideByZero = { name: 'pool_query_test_fails', text: 'SELECT 1 / $1::int AS n' };

  it("keeps its connection when the statement itself fails (an order's replay fails on a unique key)", async () => {
    const pool = typeormPool(db());
    await poolQuery(db(), { name: undefined, text: 'SELECT 1' }, []);
    const open = pool.totalCount;
    await expect(poolQuery(db(), divideByZero, [0])).rejects.toMatchObject({ code: '22012' });
    expect(pool.totalCount).toBe(open);
    await expect(poolQuery(db(), divideByZero, [1])).resolves.toEqual([{ n: 1 }]);
  });

  // Written by the QueryCounter, as TypeORM's failures are: the message, never the statement or values.
  const failures = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  afterAll(() => failures.mockRestore());

  it('logs a failure with its message only', async () => {
    failures.mockClear();
    await poolQuery(db(), divideByZero, [0]).catch(() => undefined);
    expect(failures.mock.calls).toEqual([[{ error: 'division by zero' }, 'query failed']]);
  });

  it('is counted, and timed with its outcome once the metrics watch the database', async () => {
    const timed: [string, boolean][] = [];
    timePoolQueries(db(), (text, succeeded, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      timed.push([text, succeeded]);
    });
    const counted = queryCounter(db()).count;
    await poolQuery(db(), divideByZero, [1]);
    await poolQuery(db(), divideByZero, [0]).catch(() => undefined);
    timePoolQueries(db(), undefined);
    await poolQuery(db(), divideByZero, [1]);
    expect(timed).toEqual([
      [divideByZero.text, true],
      [divideByZero.text, false],
    ]);
    expect(queryCounter(db()).count).toBe(counted + 3);
  });
});
