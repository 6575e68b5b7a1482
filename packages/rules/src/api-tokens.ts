export const MAX_TOKEN_NAME_LENGTH = 100;

export const tokenNameMessages = {
  required: 'Token name is required',
  tooLong: `Token name must be at most ${MAX_TOKEN_NAME_LENGTH} characters`,
} as const;

/** Said by the back-office guard and by both transports' write refusals. */
export const tokenAccessMessages = {
  readOnly: 'This API token is read-only',
} as const;

/** An API token's name: required and bounded, counted on the trimmed text. */
export function tokenNameProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return tokenNameMessages.required;
  if (value.trim().length > MAX_TOKEN_NAME_LENGTH) return tokenNameMessages.tooLong;
  return undefined;
}
