import { registerDecorator } from 'class-validator';

/** A rule answers the human message of the first problem it finds, or undefined when valid. */
export type Rule = (value: unknown, input: object) => string | undefined;

export interface CheckOptions {
  /** Tabs and line breaks are allowed (a ticket message); every other control character is not. */
  multiline?: boolean;
}

/**
 * Runs one `*.rules.ts` function as a class-validator constraint, so the same rule (and the same
 * spec message, in the spec's order of precedence) guards GraphQL inputs and REST bodies.
 * Before the rule, every text in the value, at any depth (JSON metadata too), must be safe text:
 * a NUL byte or a lone surrogate would otherwise reach PostgreSQL, which refuses them with an
 * error (a 500) rather than a message the client can act on. Blank text is left to the rule, so
 * a lone "\t" is still "... is required".
 */
export function Check(rule: Rule, options: CheckOptions = {}): PropertyDecorator {
  return (target, propertyName) => {
    const label = labelOf(String(propertyName));
    const checked: Rule = (value, input) =>
      !isBlank(value) && containsUnsafeText(value, options.multiline)
        ? invalidCharactersMessage(label)
        : rule(value, input);
    registerDecorator({
      name: 'check',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value, args) => checked(value, args?.object ?? {}) === undefined,
        defaultMessage: (args) => (args ? checked(args.value, args.object) : undefined) ?? 'Invalid value',
      },
    });
  };
}

/** "postalCode" → "Postal code": the field as a message names it. */
export const labelOf = (propertyName: string): string => {
  const words = propertyName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const invalidCharactersMessage = (label: string): string =>
  `${label} must not contain control characters or invalid Unicode`;

// C0 controls and DEL. PostgreSQL refuses NUL in text and jsonb outright; the others are refused
// because no single-line field has a use for them (and they hide text in logs and CSV exports).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A surrogate without its pair: not Unicode, refused by jsonb and mangled to U+FFFD in text.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(text) || LONE_SURROGATE.test(text);
}

const MAX_DEPTH = 64;

/** True when a string anywhere in the value (keys of objects included) is unsafe text. */
export function containsUnsafeText(value: unknown, multiline = false, depth = 0): boolean {
  if (typeof value === 'string') return isUnsafeText(value, multiline);
  if (value === null || typeof value !== 'object') return false;
  // Deeper than any input of this API: refuse rather than recurse without bound.
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => containsUnsafeText(item, multiline, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => isUnsafeText(key, multiline) || containsUnsafeText(item, multiline, depth + 1),
  );
}

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export interface TextOptions extends CheckOptions {
  /** How the unsafe-text message names the field (rules also run outside `Check`). */
  label?: string;
}

/** A rule for a required text field with the spec's "... is required" message. */
export const requiredText =
  (message: string, maxLength = 200, options: TextOptions = {}): Rule =>
  (value) => {
    if (isBlank(value) || typeof value !== 'string') return message;
    if (value.length > maxLength) return `Must be at most ${maxLength} characters`;
    if (isUnsafeText(value, options.multiline)) return invalidCharactersMessage(options.label ?? 'Text');
    return undefined;
  };

export const optionalText =
  (maxLength = 200, options: TextOptions = {}): Rule =>
  (value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') return 'Must be text';
    if (value.length > maxLength) return `Must be at most ${maxLength} characters`;
    if (isUnsafeText(value, options.multiline)) return invalidCharactersMessage(options.label ?? 'Text');
    return undefined;
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
