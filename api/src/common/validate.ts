import { getMetadataStorage, validate, type ValidationError } from 'class-validator';
import { badInput } from './app-error';

/** The first human message of a class-validator result: the spec shows one message per field. */
export function firstValidationMessage(errors: readonly ValidationError[]): string | undefined {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return message;
    const nested = firstValidationMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * REST bodies go through the same input classes (and so the same rules and messages) that
 * TypeGraphQL validates for GraphQL. Unknown properties are dropped, never trusted.
 */
export async function parseInput<T extends object>(InputClass: new () => T, raw: unknown): Promise<T> {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const instance = new InputClass() as Record<string, unknown>;
  for (const key of validatedProperties(InputClass)) {
    if (source[key] !== undefined) instance[key] = source[key];
  }
  const errors = await validate(instance, { forbidUnknownValues: false });
  const message = firstValidationMessage(errors);
  if (message) throw badInput(message);
  return instance as T;
}

/** Per input class: its decorators ran when it was imported, so its properties never change. */
const propertiesOfClass = new WeakMap<new () => object, readonly string[]>();

function validatedProperties(InputClass: new () => object): readonly string[] {
  let properties = propertiesOfClass.get(InputClass);
  if (properties === undefined) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(InputClass, '', true, false);
    properties = [...new Set(metadata.map((entry) => entry.propertyName))];
    propertiesOfClass.set(InputClass, properties);
  }
  return properties;
}
