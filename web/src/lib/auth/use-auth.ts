import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import type { UserProfileFragment as UserProfileFields } from '../../gql/graphql';

/** A user as the app shows one: the signed-in user, sign-in and registration answers, admin lists. */
export const UserProfileFragment = graphql(`
  fragment UserProfile on User {
    id
    email
    firstName
    lastName
    role
    emailVerified
    createdAt
  }
`);

export type UserProfile = UserProfileFields;

export const MeQuery = graphql(`
  query Me {
    me {
      ...UserProfile
    }
  }
`);

/**
 * Who is signed in. `me` is null for guests; while the first answer is pending `loading` is true.
 * A failed check is not retried and counts as signed out. Server-rendered pages show the loading
 * state (the signed-out look).
 */
export function useAuth() {
  // Never asked on the server: a rendered page is the same for every visitor (and cached), and
  // the browser hydrates it in this same loading state before it learns who is signed in.
  const { data, loading, error } = useQuery(MeQuery, { fetchPolicy: 'cache-first', ssr: false });
  const user = getFragmentData(UserProfileFragment, data?.me) ?? null;
  return { user, loading: loading && !data, isAuthenticated: !!user, error };
}
