import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError, GraphQLSchema, ValidationRule } from 'graphql';
import type { RequestContext } from '../request-context';
import type { IntrospectionPolicy } from '../config';
import { graphqlMetricsPlugin } from '../observability/metrics/graphql-metrics';
import { formatError } from './format-error';
import { introspectionPolicy } from './introspection';
import { noSubscriptions } from './no-subscriptions';
import { readOnlyTokens } from './read-only-tokens';
import { sessionCartOnlyForQueries } from './session-cart';

/** Depth, cost and alias limits (graphql-armor); tuned for the web app's operations. */
export const MAX_TOKENS = 2000;
const graphqlLimits = {
  // 15: the explorer's (GraphiQL's) introspection query is the deepest legitimate one.
  maxDepth: { n: 15, ignoreIntrospection: false, flattenFragments: true },
  // Connections nest nodes two levels deeper (edges, node) and the cost grows ×1.5 a level; every
  // list is at most 100 items (first ≤ 100), so the work stays bounded.
  costLimit: { maxCost: 12000 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
} as const;

/**
 * A query rejected while parsing (token limit, syntax) is the client's mistake: answer 400,
 * never 500.
 */
const clientErrorStatus: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single' || (response.http.status ?? 200) < 500) return;
        const { data, errors } = response.body.singleResult;
        const clientCodes = ['BAD_USER_INPUT', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'];
        if (
          data === undefined &&
          errors?.length &&
          errors.every((error) => clientCodes.includes(String(error.extensions?.code)))
        ) {
          response.http.status = 400;
        }
      },
    };
  },
};

/**
 * The database is unreachable (every error is SERVICE_UNAVAILABLE): HTTP 503 and this Retry-After,
 * as REST answers; else undefined.
 */
export function unavailableRetryAfter(
  errors: readonly GraphQLFormattedError[] | undefined,
): string | undefined {
  if (!errors?.length || !errors.every((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE'))
    return undefined;
  return String(errors[0].extensions?.retryAfter ?? 2);
}

const unavailableStatus: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const retryAfter = unavailableRetryAfter(response.body.singleResult.errors);
        if (retryAfter !== undefined) {
          response.http.status = 503;
          response.http.headers.set('retry-after', retryAfter);
        }
      },
    };
  },
};

function graphqlProtection(introspection: IntrospectionPolicy) {
  return new ApolloArmor({
    ...graphqlLimits,
    maxTokens: { enabled: false },
    // "Did you mean …?" would spell out the schema to callers refused introspection.
    blockFieldSuggestion: { enabled: introspection !== 'everyone' },
  }).protect();
}

const operationRules = (protection: ReturnType<typeof graphqlProtection>): ValidationRule[] => [
  ...protection.validationRules,
  noSubscriptions,
];

/** The validation rules an operation must pass beyond GraphQL's own (depth, cost, aliases, …). */
export function graphqlValidationRules(introspection: IntrospectionPolicy): ValidationRule[] {
  return operationRules(graphqlProtection(introspection));
}

export function createApolloServer(
  schema: GraphQLSchema,
  options: { introspection: IntrospectionPolicy; metrics?: boolean },
): ApolloServer<RequestContext> {
  const protection = graphqlProtection(options.introspection);
  return new ApolloServer<RequestContext>({
    schema,
    // Off for everyone with `nobody`; with `staff` the plugin below decides per request.
    introspection: options.introspection !== 'nobody',
    csrfPrevention: true,
    formatError,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // main.ts owns SIGTERM (drain, then close); Apollo's own handler re-raises the signal when it
    // has stopped, which would cut the drain short.
    stopOnTerminationSignals: false,
    validationRules: operationRules(protection),
    plugins: [
      ...protection.plugins,
      clientErrorStatus,
      unavailableStatus,
      readOnlyTokens,
      sessionCartOnlyForQueries,
      introspectionPolicy(options.introspection),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used (public reads are cached in front of Express); Apollo's default
      // cache-control plugin would otherwise wrap every field resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      // Operation name, outcome and error code for hometunnel_graphql_requests_total (METRICS_PORT).
      ...(options.metrics ? [graphqlMetricsPlugin] : []),
    ],
  });
}
