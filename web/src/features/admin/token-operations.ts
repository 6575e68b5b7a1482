import { graphql } from '../../gql';

/** Admin: the integration tokens (never their secrets). */
export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      scope
      tokenPrefix
      createdByEmail
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

/** The secret comes back only here, once. */
export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
        name
        scope
        tokenPrefix
        createdByEmail
        createdAt
        lastUsedAt
        revokedAt
      }
    }
  }
`);

/** Returns the revoked token (id + revokedAt): the cache updates the row in place. */
export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
    }
  }
`);
