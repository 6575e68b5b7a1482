import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../common/app-error';

/**
 * Counters live in PostgreSQL (table rate_limits, made by a migration), so every instance counts
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
    tableName: 'rate_limits',
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
