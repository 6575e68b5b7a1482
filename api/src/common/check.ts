import { registerDecorator } from 'class-validator';

/** A rule answers the human message of the first problem it finds, or undefined when valid. */
export type Rule = (value: unknown, input: object) => string | undefined;

/**
 * Runs one `*.rules.ts` function as a class-validator constraint, so the same rule (and the same
 * spec message, in the spec's order of precedence) guards GraphQL inputs and REST bodies.
 */
export function Check(rule: Rule): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'check',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value, args) => rule(value, args?.object ?? {}) === undefined,
        defaultMessage: (args) => (args ? rule(args.value, args.object) : undefined) ?? 'Invalid value',
      },
    });
  };
}

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A rule for a required text field with the spec's "... is required" message. */
export const requiredText =
  (message: string, maxLength = 200): Rule =>
  (value) => {
    if (isBlank(value) || typeof value !== 'string') return message;
    if (value.length > maxLength) return `Must be at most ${maxLength} characters`;
    return undefined;
  };

export const optionalText =
  (maxLength = 200): Rule =>
  (value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') return 'Must be text';
    if (value.length > maxLength) return `Must be at most ${maxLength} characters`;
    return undefined;
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
