import { graphql } from '../../gql';

/** Admin: every user, newest first. */
export const AdminUsersQuery = graphql(`
  query AdminUsers($limit: Int!) {
    adminUserCount
    adminCount: adminUserCount(role: admin)
    adminUsers(limit: $limit, offset: 0) {
      ...UserProfile
    }
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
