/**
 * The one error type of the domain. Services throw it; the HTTP layer maps `code` to a status and
 * `{message}`, the GraphQL layer to `extensions.code`. Anything else that escapes is a server fault.
 */
const errorStatus = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Seconds until a rate-limited caller may retry (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/** What a client is told when the failure is ours (the details go to the log only). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Unauthorized');
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
