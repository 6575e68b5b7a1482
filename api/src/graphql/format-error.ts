import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../common/app-error';
import { firstValidationMessage } from '../common/validate';

/**
 * The GraphQL side of the one error model: AppError → extensions.code + the same human message
 * REST sends; class-validator failures → BAD_USER_INPUT with the rule's message; anything
 * unexpected is logged and masked.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
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
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'graphql resolver failed',
        error: original instanceof Error ? original.stack : String(original),
      }),
    );
    return {
      message: 'Something went wrong on our side. Please try again.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  return formatted;
}
