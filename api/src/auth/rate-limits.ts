import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../common/app-error';
import type { SqlStatement } from '../db/statement';

const TABLE = 'rate_limits';

/**
 * Counters live in PostgreSQL (table rate_limits, made by a migration, UNLOGGED), so every instance counts
 * against the same numbers. The store wrapper sends unnamed statements only: PGlite shares one
 * backend between connections and named prepared statements would collide there.
 */
export function createLimiter(pool: Pool, keyPrefix: string, points: number, windowSeconds: number) {
  const storeClient = {
    query: (statement: { text: string; values?: unknown[] }) =>
      pool.query({ text: statement.text, values: statement.values }),
  };
  return new RateLimiterPostgres({
    storeClient,
    storeType: 'pool',
    tableName: TABLE,
    tableCreated: true,
    keyPrefix,
    points,
    duration: windowSeconds,
  });
}

export type Limiter = ReturnType<typeof createLimiter>;

/**
 * Counters in this process's memory, for a bound on this process's own work (server renders):
 * no database round trip on the path it protects. With WEB_CONCURRENCY workers a client may spend
 * `points` in each.
 */
export function createMemoryLimiter(keyPrefix: string, points: number, windowSeconds: number) {
  return new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
}

export function tooManyRequests(message: string, msBeforeNext: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', message, Math.max(1, Math.ceil(msBeforeNext / 1000)));
}

/** Consumes a point; throws 429 once the window's points are spent. */
export async function consumeOrThrow(
  limiter: RateLimiterAbstract,
  key: string,
  message: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(message, error.msBeforeNext);
    throw error;
  }
}

/**
 * `limiter.consume(key)` as a statement, for a caller that sends it along with its own reads in
 * one round trip (order placement): one point on the very counter the library keeps (its key, its
 * upsert), only when the caller's SQL condition `onlyIf` holds, RETURNING "points" and "expire"
 * (none when it did not hold). `spentError` then says whether that point was one too many.
 */
export function consumeStatement(
  limiter: Limiter,
  key: string,
  onlyIf: string,
  now = Date.now(),
): SqlStatement {
  // The upsert below is the library's plain consume (createLimiter's limiters): one whose points
  // never expire (a window of 0), or that blocks or spreads, would be counted differently.
  const { duration, blockDuration, execEvenly } = limiter;
  if (duration <= 0 || blockDuration > 0 || execEvenly)
    throw new Error(`consumeStatement counts plain windows only (limiter ${limiter.keyPrefix})`);
  return {
    text: `INSERT INTO "${TABLE}" ("key", "points", "expire") SELECT $1, 1, $2::bigint WHERE ${onlyIf}
      ON CONFLICT ("key") DO UPDATE SET
        "points" = CASE WHEN "${TABLE}"."expire" <= $3 THEN 1 ELSE "${TABLE}"."points" + 1 END,
        "expire" = CASE WHEN "${TABLE}"."expire" <= $3 THEN $2::bigint ELSE "${TABLE}"."expire" END
      RETURNING "points", "expire"`,
    values: [limiter.getKey(key), now + limiter.duration * 1000, now],
  };
}

/** The 429 consumeOrThrow would throw for a counter consumeStatement left at `points`; else undefined. */
export function spentError(
  limiter: Limiter,
  counter: { points: number; expire: string | number },
  message: string,
  now = Date.now(),
): AppError | undefined {
  if (counter.points <= limiter.points) return undefined;
  return tooManyRequests(message, Math.max(Number(counter.expire) - now, 0));
}

/**
 * Deletes counters whose window ended before `now` (their keys hold client addresses: connection
 * data), with the caller's transaction. An expired counter counts nothing, so none is lost.
 */
export async function deleteExpiredLimits(
  manager: { query(sql: string, parameters?: unknown[]): Promise<unknown> },
  now: Date,
): Promise<number> {
  const result = (await manager.query(
    `DELETE FROM "rate_limits" WHERE "expire" IS NOT NULL AND "expire" < $1`,
    [now.getTime()],
  )) as [unknown, number];
  return result[1];
}
