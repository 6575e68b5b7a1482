import { startTestServer, type TestServer } from '../test/test-server';
import { consumeStatement, createLimiter, spentError } from './rate-limits';

/**
 * consumeStatement spends a point on the very counter rate-limiter-flexible keeps (its table, its
 * key), so a limit spent one way is spent the other way too (order placement sends it along with
 * its reads; every other limit calls the library).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LIMIT = 3;

async function sendConsume(
  limiter: ReturnType<typeof createLimiter>,
  key: string,
  onlyIf = 'true',
): Promise<{ points: number; expire: string } | undefined> {
  const { text, values } = consumeStatement(limiter, key, onlyIf);
  const [row] = await server.db.dataSource.query(text, values);
  return row;
}

it('counts on the library’s counter and refuses the point past the limit with its Retry-After', async () => {
  const limiter = createLimiter(server.db.pool, `statement_test_${Date.now()}`, LIMIT, 3600);
  const key = '203.0.113.7';
  await limiter.consume(key);
  const second = await sendConsume(limiter, key);
  expect(second?.points).toBe(2);
  expect(spentError(limiter, second!, 'Too many.')).toBeUndefined();
  // The library sees the statement's point: one left.
  expect((await limiter.get(key))?.remainingPoints).toBe(1);
  await limiter.consume(key);

  const fourth = await sendConsume(limiter, key);
  const refused = spentError(limiter, fourth!, 'Too many.');
  expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many.' });
  expect(refused?.retryAfterSeconds).toBeGreaterThan(3500);
  await expect(limiter.consume(key)).rejects.toMatchObject({ consumedPoints: 5 });
});

it('spends nothing when the condition does not hold, and starts a new window once the old one ended', async () => {
  const limiter = createLimiter(server.db.pool, `statement_test_${Date.now()}`, LIMIT, 3600);
  const key = '203.0.113.8';
  expect(await sendConsume(limiter, key, 'false')).toBeUndefined();
  expect(await limiter.get(key)).toBeNull();

  await sendConsume(limiter, key);
  await sendConsume(limiter, key);
  // The window is over: the next point is the first of a new one.
  await server.db.dataSource.query(`UPDATE "rate_limits" SET "expire" = 1 WHERE "key" = $1`, [
    limiter.getKey(key),
  ]);
  const fresh = await sendConsume(limiter, key);
  expect(fresh?.points).toBe(1);
  expect(Number(fresh?.expire)).toBeGreaterThan(Date.now() + 3_500_000);
});

it('keeps the counters in an UNLOGGED table: a point spent writes no WAL', async () => {
  const [table] = await server.db.dataSource.query(
    `SELECT "relpersistence" FROM "pg_class" WHERE "relname" = 'rate_limits'`,
  );
  expect(table.relpersistence).toBe('u');
});

it('refuses a limiter it would count differently from the library: no window, or blocking', () => {
  const forever = createLimiter(server.db.pool, 'statement_forever', LIMIT, 0);
  expect(() => consumeStatement(forever, 'x', 'true')).toThrow(/plain windows only/);
  const blocking = createLimiter(server.db.pool, 'statement_blocking', LIMIT, 60);
  blocking.blockDuration = 60;
  expect(() => consumeStatement(blocking, 'x', 'true')).toThrow(/plain windows only/);
});
