import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { resolvers } from './resolvers';
import { validateArgs } from './validate-args';

/** What every operation shares; each query and mutation says who may call it and what it answers. */
const ACCESS_AND_ERRORS =
  'Who may call each one is in its description: anyone (guests included), a signed-in customer (any signed-in account, by its session cookie), a signed-in admin, or staff (signed-in admins and API tokens sent as "Authorization: Bearer <secret>"; a read-scoped token runs queries only). Failures come in errors[].extensions.code: UNAUTHENTICATED (not signed in, or a revoked or unknown token), FORBIDDEN (signed in but not allowed), NOT_FOUND, BAD_USER_INPUT (the message names the rule broken), CONFLICT, TOO_MANY_REQUESTS (extensions.retryAfter: seconds to wait; every API token is rate-limited). Money is a decimal string in EUR, VAT included; date-times are ISO 8601 in UTC.';

/** Code first: the TypeGraphQL classes are the source; schema.graphql is emitted from them. */
export async function buildApiSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, validateFn: validateArgs });
  // TypeGraphQL makes the root types itself and takes no description for them.
  const query = schema.getQueryType();
  if (query) query.description = `The shop's read operations. ${ACCESS_AND_ERRORS}`;
  const mutation = schema.getMutationType();
  if (mutation) mutation.description = `The shop's changes. ${ACCESS_AND_ERRORS}`;
  return schema;
}
