import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createCache } from '../apollo/client';
import { theme } from '../theme/theme';

export type Vars = Record<string, unknown>;
export type Resolver = (operationName: string, variables: Vars) => unknown;

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
  return { client, calls };
}

/**
 * An Apollo client whose link answers each operation from `resolve` (by operation name): return
 * the `data` object, or throw an Error whose message (and optional `code`) becomes a GraphQL error.
 */
export function createTestClient(resolve: Resolver) {
  return createAnsweringClient((operationName, variables) =>
    Promise.resolve()
      .then(() => resolve(operationName, variables))
      .then(
        (data) => ({ data: data as Record<string, unknown> }),
        (error: Error & { code?: string }) =>
          ({
            data: null,
            errors: [{ message: error.message, extensions: { code: error.code ?? 'INTERNAL_SERVER_ERROR' } }],
          }) as never,
      ),
  );
}

export function graphqlError(message: string, code: string): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

export function renderWithProviders(
  ui: ReactElement,
  { client, route = '/', ...options }: { client: ApolloClient; route?: string } & RenderOptions,
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeProvider>
    </ApolloProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

export const products = [
  {
    __typename: 'Product',
    id: 'p-light',
    name: 'Light Package',
    type: 'device',
    category: 'light',
    price: '149.00',
    duration: null,
  },
  {
    __typename: 'Product',
    id: 'p-pro',
    name: 'Pro Package',
    type: 'device',
    category: 'pro',
    price: '249.00',
    duration: null,
  },
  {
    __typename: 'Product',
    id: 'p-flexi',
    name: 'Flexi',
    type: 'subscription',
    category: 'flexi',
    price: '29.00',
    duration: 1,
  },
  {
    __typename: 'Product',
    id: 'p-secure',
    name: 'Secure',
    type: 'subscription',
    category: 'secure',
    price: '79.00',
    duration: 3,
  },
  {
    __typename: 'Product',
    id: 'p-ultimate',
    name: 'Ultimate',
    type: 'subscription',
    category: 'ultimate',
    price: '149.00',
    duration: 6,
  },
] as const;

/** A signed-in customer as the Me query answers it. */
export const customer = {
  __typename: 'User',
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
} as const;
