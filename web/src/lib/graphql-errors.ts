import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | string;

/** A domain error raised on the client (e.g. by the guest-cart rules), shaped like the API's. */
export class AppClientError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppClientError';
  }
}

/** The `extensions.code` of the first GraphQL error, or the code of a client-side domain error. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (error instanceof AppClientError) return error.code;
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The human message of an error: the first GraphQL error's message, else the error's own. */
export function errorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

export function isUnauthenticated(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}
