import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { Actor } from '../common/actor';
import type { RequestContext } from '../request-context';
import type { IntrospectionPolicy } from '../config';

/** Admins (support staff in the explorer) and API tokens: callers trusted with the whole schema. */
export const isStaff = (actor: Actor): boolean =>
  actor.kind === 'integration' || (actor.kind === 'user' && actor.role === 'admin');

/** `__type` but not `__typename`: only then is the validation rule worth running. */
const MENTIONS_INTROSPECTION = /__(?:schema|type)\b/;

export const INTROSPECTION_REFUSED = 'GraphQL introspection is not allowed for this caller';

/**
 * GRAPHQL_INTROSPECTION=staff: guests and customers may not read the schema, admins and API
 * tokens may (the explorer needs it). Apollo's own switch is global, so Apollo keeps introspection
 * on and this refuses `__schema` / `__type` per request, before anything executes.
 */
export function introspectionPolicy(policy: IntrospectionPolicy): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (policy !== 'staff' || isStaff(contextValue.actor)) return;
      return {
        async didResolveOperation({ document, schema, source }) {
          if (!MENTIONS_INTROSPECTION.test(source)) return;
          const [refused] = validate(schema, document, [NoSchemaIntrospectionCustomRule]);
          if (!refused) return;
          throw new GraphQLError(INTROSPECTION_REFUSED, {
            nodes: refused.nodes,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
          });
        },
      };
    },
  };
}
