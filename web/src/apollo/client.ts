import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * The normalized cache. Products and cart lines are normalized by id, so a mutation that returns a
 * changed CartItem updates every view by itself; the list fields are replaced, never concatenated,
 * when the server sends a fresh list. Cursor connections ("Load more") append each page after the
 * cursor it was asked for, one list per filter; asking without `after` starts the list again.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          products: { merge: false },
          cart: { merge: false },
          orders: relayStylePagination(['filter']),
          users: relayStylePagination(['filter']),
          tickets: relayStylePagination(['filter']),
          waitlistEntries: relayStylePagination(['filter']),
          mails: relayStylePagination(['filter']),
          discountCodes: relayStylePagination(),
          adminSubscriptions: relayStylePagination(['status']),
          product: {
            read(existing, { args, toReference }) {
              return (
                existing ??
                (args?.id ? toReference({ __typename: 'Product', id: args.id as string }) : undefined)
              );
            },
          },
        },
      },
      Product: {
        keyFields: ['id'],
        fields: { features: { merge: false }, stockMovements: relayStylePagination() },
      },
      CartItem: { keyFields: ['id'] },
      User: {
        keyFields: ['id'],
        fields: { orders: relayStylePagination(), subscriptions: relayStylePagination() },
      },
      MergeGuestCartResult: { keyFields: false },
    },
  });
}

/**
 * Sends each operation by the hash codegen gave it (persisted documents): the server runs only
 * documents from its manifest (web/src/gql/persisted-documents.json), so no query text is sent.
 */
export const trustedDocumentsLink = new ApolloLink((operation, forward) => {
  const hash = (operation.query as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (hash) {
    operation.extensions = { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
  }
  return forward(operation);
});

/** `serverState`: the cache a server-rendered page was rendered from (apollo/ssr-state). */
export function createApolloClient(serverState?: NormalizedCacheObject): ApolloClient {
  const cache = createCache();
  if (serverState) cache.restore(serverState);
  return new ApolloClient({
    // Same origin: the session cookie goes along, nothing else leaves the site.
    link: ApolloLink.from([
      trustedDocumentsLink,
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ]),
    cache,
    // Right after hydrating, a query that would refetch reads the server's data instead, so the
    // first render matches the server's markup.
    ssrForceFetchDelay: 100,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
