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
  // Plain loops: the array-of-entries version was ~2 % of an order's CPU (every order's webhook body).
  // No prototype: a record's own `__proto__` key stays a key, as Object.fromEntries kept it.
  const shaped: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const put = (key: string, item: unknown) => {
    if (item !== undefined && typeof item !== 'function') shaped[key] = graphqlShape(item);
  };
  if (fields) for (const { property, schemaName } of fields) put(schemaName, record[property]);
  else for (const key of Object.keys(record)) put(key, record[key]);
  return shaped;
}
