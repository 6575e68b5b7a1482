import { useContext, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { createApolloClient } from './client';
import { readServerState } from './ssr-state';

/**
 * The data layer's chunk: Apollo Client and the browser's one client, fetched only when a part of
 * the page needs data (./data-layer.tsx), so a server-rendered page hydrates without it.
 */
let browserClient: ApolloClient | undefined;

function client(): ApolloClient {
  // Created on first use, from the cache the server rendered the page with.
  browserClient ??= createApolloClient(readServerState());
  return browserClient;
}

/**
 * Gives `children` the browser's client, unless a client is provided already (the server's
 * renderer, or a test's).
 */
export function ApolloRuntime({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return children;
  return <ApolloProvider client={client()}>{children}</ApolloProvider>;
}
