import { getMetadataStorage } from 'type-graphql';

type FieldNames = { property: string; schemaName: string }[];
const fieldsByClass = new Map<unknown, FieldNames | null>();

/** The @Field properties of a TypeGraphQL object type, its parent classes' included; null for other classes. */
function graphqlFields(constructor: unknown): FieldNames | null {
  if (fieldsByClass.has(constructor)) return fieldsByClass.get(constructor) ?? null;
  const chain: unknown[] = [];
  for (let current = constructor; typeof current === 'function' && current !== Function.prototype;) {
    chain.push(current);
    current = Object.getPrototypeOf(current);
  }
  const fields = getMetadataStorage()
    .fields.filter(
      (field) =>
        chain.includes(field.target) &&
        // A field with arguments needs a query to answer; a field resolver's root and context do not count.
        !field.params?.some((param) => param.kind === 'arg' || param.kind === 'args'),
    )
    .map((field) => ({ property: field.name, schemaName: field.schemaName }));
  const result = fields.length > 0 ? fields : null;
  fieldsByClass.set(constructor, result);
  return result;
}

/**
 * An object as the admin GraphQL API shows it, for a webhook body: for an entity, only its
 * GraphQL fields (so a column without a @Field, such as a password hash or a token hash, can
 * never leak), under their schema names; dates as ISO strings; money stays the decimal string it
 * is. A field the caller has not loaded (a relation resolved per request) is left out.
 */
export function graphqlShape(value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(graphqlShape);
  const fields = graphqlFields(value.constructor);
  const record = value as Record<string, unknown>;
  const entries = fields
    ? fields.map(({ property, schemaName }) => [schemaName, record[property]] as const)
    : Object.entries(record);
  return Object.fromEntries(
    entries
      .filter(([, item]) => item !== undefined && typeof item !== 'function')
      .map(([key, item]) => [key, graphqlShape(item)]),
  );
}
