/**
 * A JSON object (not null, not an array): what a request body, a nested payload field or a
 * decoded JSON value must be before its properties are read.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object, or undefined when the value is anything else. */
export function asPlainObject(value: unknown): Record<string, unknown> | undefined {
  return isPlainObject(value) ? value : undefined;
}
