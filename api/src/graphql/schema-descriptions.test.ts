import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { buildApiSchema } from './schema';

/** One element an integrator reads in schema.graphql, named Type, Type.field, Type.field(arg) or Enum.VALUE. */
interface Element {
  path: string;
  description: string | null | undefined;
  deprecationReason?: string | null;
  /** The names a deprecation may point to instead: the other fields, arguments or values beside it. */
  siblings: string[];
}

function elementsOf(type: GraphQLNamedType): Element[] {
  const own: Element = { path: type.name, description: type.description, siblings: [] };
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = Object.values(type.getFields());
    const siblings = fields.map((field) => field.name);
    return [
      own,
      ...fields.flatMap((field) => [
        { path: `${type.name}.${field.name}`, ...field, siblings },
        ...field.args.map((arg) => ({
          path: `${type.name}.${field.name}(${arg.name})`,
          ...arg,
          siblings: field.args.map((other) => other.name),
        })),
      ]),
    ];
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const siblings = fields.map((field) => field.name);
    return [own, ...fields.map((field) => ({ path: `${type.name}.${field.name}`, ...field, siblings }))];
  }
  if (isEnumType(type)) {
    const siblings = type.getValues().map((value) => value.name);
    return [
      own,
      ...type.getValues().map((value) => ({ path: `${type.name}.${value.name}`, ...value, siblings })),
    ];
  }
  return [own];
}

/**
 * The schema's own elements. Introspection types (`__Type`, …) and GraphQL's built-in scalars (String,
 * Int, Float, Boolean, ID) are described by the GraphQL specification, not by us.
 */
function schemaElements(schema: GraphQLSchema): Element[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type))
    .flatMap(elementsOf);
}

const blank = (text: string | null | undefined) => !text || text.trim() === '';

/**
 * A deprecation names its replacement as "Use <sibling>…", e.g. "Use orders(first, after, filter): …",
 * so a client can move before the element goes. graphql-js's default reason, "No longer supported",
 * names nothing.
 */
function namesReplacement(element: Element): boolean {
  const named = /^Use (\w+)/.exec(element.deprecationReason ?? '')?.[1];
  return named !== undefined && element.siblings.includes(named);
}

describe('schema.graphql descriptions (issue 19, item 7)', () => {
  let elements: Element[];
  beforeAll(async () => {
    elements = schemaElements(await buildApiSchema());
  });

  it('describes every type, field, argument, input field and enum value for an integrator', () => {
    const undescribed = elements
      .filter((element) => blank(element.description))
      .map((element) => element.path);
    expect(undescribed).toEqual([]);
  });

  it('names a replacement beside every deprecated field, argument and enum value', () => {
    const deprecated = elements.filter((element) => element.deprecationReason != null);
    expect(deprecated.filter((element) => !namesReplacement(element)).map((element) => element.path)).toEqual(
      [],
    );
  });
});
