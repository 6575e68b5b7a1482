import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../common/app-error';

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

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  return parserError(error);
}

/** The one place a REST error becomes a status and a JSON `{message}` body. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const appError = toAppError(error);
  if (!appError) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'unhandled error',
        method: req.method,
        path: req.path,
        error: error instanceof Error ? error.stack : String(error),
      }),
    );
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
    return;
  }
  if (appError.retryAfterSeconds) res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  const body: Record<string, string> = { message: appError.message };
  // The admin screens read `error` (spec section 7); everyone else reads `message`.
  if (req.path.startsWith('/api/admin')) body.error = appError.message;
  res.status(appError.status).json(body);
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};
