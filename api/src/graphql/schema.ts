import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { resolvers } from './resolvers';

/** Code first: the TypeGraphQL classes are the source; schema.graphql is emitted from them. */
export function buildApiSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: { forbidUnknownValues: false } });
}
