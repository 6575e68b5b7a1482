import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../common/app-error';
import { logger } from '../common/logger';
import { firstValidationMessage } from '../common/validate';
import { isDatabaseUnavailable, serviceUnavailable } from '../db/unavailable';

/**
 * The GraphQL side of the one error model: AppError → extensions.code + the same human message
 * REST sends; class-validator failures → BAD_USER_INPUT with the rule's message; anything
 * unexpected is logged and masked.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  // The database is unreachable: the same SERVICE_UNAVAILABLE (and message) REST answers with 503.
  const original = isDatabaseUnavailable(unwrapped) ? serviceUnavailable() : unwrapped;
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: original.code,
        ...(original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
      },
    };
  }
  if (original instanceof ArgumentValidationError) {
    return {
      message: firstValidationMessage(original.extensions.validationErrors as never) ?? 'Invalid input',
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: 'BAD_USER_INPUT' },
    };
  }
  const code = formatted.extensions?.code;
  // Apollo refuses some requests itself with a plain GraphQLError that only carries an HTTP 4xx
  // (e.g. 'Unsupported persisted query version'): the client's mistake, not ours.
  if (clientHttpStatus(original)) {
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    logger.error(
      { err: original instanceof Error ? original : new Error(String(original)) },
      'graphql resolver failed',
    );
    return {
      message: INTERNAL_ERROR_MESSAGE,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  return formatted;
}

/** A GraphQLError without a code of its own that Apollo marked HTTP 4xx. */
function clientHttpStatus(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions?.code !== undefined) return false;
  const status = (error.extensions?.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
