import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ApiTokenFieldsFragment } from '../../gql/graphql';

/** What every token screen shows of a token: the list's rows and a token just created. */
export const ApiTokenFields = graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    scope
    tokenPrefix
    createdByEmail
    createdAt
    lastUsedAt
    revokedAt
  }
`);

export type ApiToken = ApiTokenFieldsFragment;

/** Unmasks the fragment's fields (fragment masking is on: each reader asks for them). */
export const apiTokenFields = (token: FragmentType<typeof ApiTokenFields>): ApiToken =>
  getFragmentData(ApiTokenFields, token);

/** Admin: the integration tokens (never their secrets). */
export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      ...ApiTokenFields
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
        ...ApiTokenFields
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
