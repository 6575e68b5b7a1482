import { AppError } from '../common/app-error';

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again shortly.';

/** Socket-level codes: the database cannot be reached (or the connection broke). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs meaning "not now" rather than "wrong request": connection exceptions (08xxx), too many
 * connections (53300), admin/crash shutdown and cannot-connect-now (57P01-57P03), and a statement
 * cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57P01', '57P02', '57P03', '57014']);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /not queryable/i,
  /connection (?:is )?(?:closed|ended)/i,
  /Cannot use a pool after calling end/i,
];

/**
 * TypeORM releases a transaction's query runner when its connection breaks; the next statement or
 * the COMMIT then fails with one of these instead of the network error (both seen with PostgreSQL
 * stopped mid-order).
 */
const RELEASED_BY_A_BROKEN_CONNECTION = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

function isUnavailableOne(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const name = (error as { name?: unknown }).name;
  if (typeof name === 'string' && RELEASED_BY_A_BROKEN_CONNECTION.has(name)) return true;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
  ) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or what it wraps: TypeORM's driverError, a cause, an AggregateError's errors)
 * says the database is unreachable or going away, as opposed to a fault in the request or the code.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || !error || typeof error !== 'object') return false;
  if (error instanceof AppError) return false;
  if (isUnavailableOne(error)) return true;
  const wrapper = error as {
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
    thrownValue?: unknown;
  };
  if (isDatabaseUnavailable(wrapper.driverError, depth + 1)) return true;
  // graphql-js wraps a thrown value that is not an Error (of this realm) as NonErrorThrown.
  if (isDatabaseUnavailable(wrapper.thrownValue, depth + 1)) return true;
  if (isDatabaseUnavailable(wrapper.cause, depth + 1)) return true;
  return (
    Array.isArray(wrapper.errors) && wrapper.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  );
}

export function serviceUnavailable(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, 2);
}
