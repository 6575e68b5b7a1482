import type * as yup from 'yup';

/**
 * The confirmation equals the password. An empty confirmation passes here and is left to
 * `required` (yup runs `oneOf` before it, which made an empty field read 'Passwords do not match').
 */
export function matchesPassword(value: string | undefined, context: yup.TestContext): boolean {
  return !value || value === (context.parent as { password?: string }).password;
}
