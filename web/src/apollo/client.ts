import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The normalized cache. Products and cart lines are normalized by id, so a mutation that returns a
 * changed CartItem updates every view by itself; the list fields are replaced, never concatenated,
 * when the server sends a fresh list.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          products: { merge: false },
          cart: { merge: false },
          product: {
            read(existing, { args, toReference }) {
              return existing ?? (args?.id ? toReference({ __typename: 'Product', id: args.id as string }) : undefined);
            },
          },
        },
      },
      Product: { keyFields: ['id'], fields: { features: { merge: false } } },
      CartItem: { keyFields: ['id'] },
      User: { keyFields: ['id'] },
      MergeGuestCartResult: { keyFields: false },
    },
  });
}

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // Same origin: the session cookie goes along, nothing else leaves the site.
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
