import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createCache } from '../apollo/client';
import { theme } from '../theme/theme';

export type Resolver = (operationName: string, variables: Record<string, unknown>) => unknown;

/**
 * An Apollo client whose link answers each operation from `resolve` (by operation name): return
 * the `data` object, or throw an Error whose message (and optional `code`) becomes a GraphQL error.
 */
export function createTestClient(resolve: Resolver) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        Promise.resolve()
          .then(() => resolve(operation.operationName ?? '', operation.variables))
          .then(
            (data) => {
              observer.next({ data: data as Record<string, unknown> });
              observer.complete();
            },
            (error: Error & { code?: string }) => {
              observer.next({
                data: null,
                errors: [
                  { message: error.message, extensions: { code: error.code ?? 'INTERNAL_SERVER_ERROR' } },
                ],
              } as never);
              observer.complete();
            },
          );
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  return { client, calls };
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
