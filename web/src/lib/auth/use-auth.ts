import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      firstName
      lastName
      role
      createdAt
    }
  }
`);

/**
 * Who is signed in. `me` is null for guests; while the first answer is pending `loading` is true.
 * A failed check is not retried and counts as signed out.
 */
export function useAuth() {
  const { data, loading, error } = useQuery(MeQuery, { fetchPolicy: 'cache-first' });
  const user = data?.me ?? null;
  return { user, loading: loading && !data, isAuthenticated: !!user, error };
}
