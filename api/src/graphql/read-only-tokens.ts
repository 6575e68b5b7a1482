import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../request-context';
import { tokenMessages } from '../modules/integrations/api-tokens.rules';

/** A read-scoped API token may run queries only: any mutation is refused before it resolves. */
export const readOnlyTokens: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        const { actor } = contextValue;
        if (actor.kind === 'integration' && actor.scope === 'read' && operation?.operation === 'mutation') {
          throw new GraphQLError(tokenMessages.readOnly, {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        }
      },
    };
  },
};
