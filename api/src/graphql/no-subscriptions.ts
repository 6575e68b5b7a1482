import { GraphQLError, type ValidationRule } from 'graphql';

const SUBSCRIPTIONS_UNSUPPORTED = 'Subscriptions are not supported: send a query or a mutation';

/**
 * The schema has no Subscription type, and graphql-js only notices when executing (an error
 * without a code, which the API would answer as INTERNAL_SERVER_ERROR). Refused while validating
 * instead: GRAPHQL_VALIDATION_FAILED, HTTP 400.
 */
export const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription')
      context.reportError(new GraphQLError(SUBSCRIPTIONS_UNSUPPORTED, { nodes: [node] }));
  },
});
