import { graphql } from '../../gql';

/** Admin: one page of users, newest first, with the total ('Total Users'); "Load more" passes `after`. */
export const AdminUsersQuery = graphql(`
  query AdminUsers($first: Int!, $after: String) {
    users(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...UserProfile
        }
      }
    }
  }
`);

/**
 * How many admins there are (the last one cannot be demoted, wherever it is in the list): read
 * again after each role change, without reloading the pages already shown.
 */
export const AdminCountQuery = graphql(`
  query AdminCount {
    adminCount: adminUserCount(role: admin)
  }
`);

/** Returns the changed User (id + role) so the normalized cache updates every view of it. */
export const SetUserRoleMutation = graphql(`
  mutation SetUserRole($id: ID!, $role: Role!) {
    setUserRole(id: $id, role: $role) {
      id
      role
    }
  }
`);
