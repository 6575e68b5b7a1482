import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { createCache } from '../apollo/client';
import { MeQuery } from '../lib/auth/use-auth';

export type Vars = Record<string, unknown>;
/** Answers an operation with its `data`; a thrown Error becomes a GraphQL error (see graphqlError). */
export type Resolver = (operationName: string, variables: Vars) => unknown;

export interface GqlError {
  message: string;
  extensions?: { code: string };
}
export type HandlerResult = { data?: Record<string, unknown>; errors?: GqlError[] } | Promise<never>;
/** Answers one operation with a whole result ({ data } or { errors }); throwing is a network failure. */
export type Handler = (variables: Vars) => HandlerResult | Promise<HandlerResult>;

export interface Call {
  operationName: string;
  variables: Vars;
}

/**
 * An Apollo client whose link answers each operation with `answer` (like a tiny server), recording
 * every call. A rejected answer is a network failure.
 */
export function createAnsweringClient(
  answer: (operationName: string, variables: Vars) => Promise<ApolloLink.Result>,
) {
  const calls: Call[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const operationName = operation.operationName ?? '';
        const variables = (operation.variables ?? {}) as Vars;
        calls.push({ operationName, variables });
        answer(operationName, variables).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const callsOf = (name: string) => calls.filter((c) => c.operationName === name);
  return { client, calls, callsOf };
}

/**
 * A scripted Apollo client. Either a `Resolver` (one function for every operation, returning its
 * data or throwing a GraphQL error), or `Handler`s by operation name, each returning the whole
 * result; an operation without a handler answers a GraphQL error naming it.
 */
export function createTestClient(answers: Resolver | Record<string, Handler>) {
  if (typeof answers === 'function') {
    return createAnsweringClient((operationName, variables) =>
      Promise.resolve()
        .then(() => answers(operationName, variables))
        .then(
          (data) => ({ data: data as Record<string, unknown> }),
          (error: Error & { code?: string }) =>
            ({
              data: null,
              errors: [
                { message: error.message, extensions: { code: error.code ?? 'INTERNAL_SERVER_ERROR' } },
              ],
            }) as never,
        ),
    );
  }
  return createAnsweringClient((operationName, variables) =>
    Promise.resolve().then(() => {
      const handler = answers[operationName];
      return (
        handler ? handler(variables) : { errors: [{ message: `No handler for ${operationName}` }] }
      ) as ApolloLink.Result;
    }),
  );
}

/** An error for a Resolver to throw: it becomes a GraphQL error with this code. */
export function graphqlError(message: string, code: string): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

/** A mocked response's GraphQL error (for `mocks`). */
export function gqlError(code: string, message: string) {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}

/** The Me query's answer, as often as it is asked (for `mocks`). */
export function meMock(user: object | null): MockLink.MockedResponse {
  return {
    request: { query: MeQuery },
    result: { data: { me: user } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A promise that settles when the test says so (to look at in-flight states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
