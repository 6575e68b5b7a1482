import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../common/app-error';
import { isDatabaseUnavailable, serviceUnavailable } from '../db/unavailable';

/** Errors raised by body parsing (express.json / raw-body) carry a `type` and a status. */
function parserError(error: unknown): AppError | undefined {
  if (!error || typeof error !== 'object' || !('type' in error)) return undefined;
  switch ((error as { type: string }).type) {
    case 'entity.parse.failed':
      return new AppError('BAD_USER_INPUT', 'Malformed JSON in request body');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large (limit 1 MB)');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported request body encoding');
    default:
      return new AppError('BAD_USER_INPUT', 'Invalid request body');
  }
}

/**
 * Errors the HTTP plumbing raises for a malformed request, without a body-parser `type`: the
 * router cannot percent-decode a path parameter (URIError, status 400), or zlib cannot inflate a
 * body whose Content-Encoding does not match it (status 400, a zlib `Z_*` / `ERR_*` code). Both
 * are the client's mistake. Other plumbing errors marked as a client's (http-errors: status 400,
 * `expose`) answer 400 too; anything else without an AppError stays a 500.
 */
function malformedRequestError(error: unknown): AppError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, code, errno, expose } = error as Record<string, unknown>;
  if (status !== 400) return undefined;
  if (error instanceof URIError)
    return new AppError('BAD_USER_INPUT', 'Malformed percent-encoding in the URL');
  if (typeof errno === 'number' && typeof code === 'string')
    return new AppError('BAD_USER_INPUT', 'Request body does not match its Content-Encoding');
  return expose === true ? new AppError('BAD_USER_INPUT', 'Malformed request') : undefined;
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  // The database (or the session store / rate limiter on it) is unreachable: 503, not 500.
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  return parserError(error) ?? malformedRequestError(error);
}

/** A REST error as the client gets it: status, `Retry-After`, the JSON body, and the error to log. */
export interface RestErrorAnswer {
  status: number;
  retryAfter?: string;
  body: Record<string, unknown>;
  /** Logged with its stack by the request line (5xx only). */
  logged?: Error;
}

/**
 * The one place a REST error becomes a status and a JSON `{message}` body: Express's error handler
 * and the signed-in lane (http/signed-in-lane/rest-requests.ts) both answer with it. `path` is the
 * request's path, without its query.
 */
export function restErrorAnswer(error: unknown, path: string): RestErrorAnswer {
  const appError = toAppError(error);
  if (!appError) {
    const logged = error instanceof Error ? error : new Error(String(error));
    return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE }, logged };
  }
  const answer: RestErrorAnswer = { status: appError.status, body: { message: appError.message } };
  if (appError.status >= 500) answer.logged = error instanceof Error ? error : appError;
  if (appError.retryAfterSeconds) answer.retryAfter = String(appError.retryAfterSeconds);
  // The admin screens read `error` (spec section 7); everyone else reads `message`.
  if (path.startsWith('/api/admin')) answer.body.error = appError.message;
  // A failure before GraphQL ran (session store, rate limit): also in the GraphQL error shape.
  if (path.startsWith('/graphql'))
    answer.body.errors = [{ message: appError.message, extensions: { code: appError.code } }];
  return answer;
}

export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  // The whole path (an absolute-form target too): this handler is also mounted under /api.
  const { status, retryAfter, body, logged } = restErrorAnswer(
    error,
    new URL(req.originalUrl, 'http://localhost').pathname,
  );
  if (logged) res.err = logged;
  if (retryAfter !== undefined) res.setHeader('Retry-After', retryAfter);
  res.status(status).json(body);
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};
