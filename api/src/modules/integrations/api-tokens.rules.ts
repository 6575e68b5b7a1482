import { createHash, randomBytes } from 'node:crypto';
import { tokenAccessMessages, tokenNameMessages, tokenNameProblem } from '@hometunnel/rules';
import type { Rule } from '../../common/check';

export const TOKEN_PREFIX = 'ht_';

export const tokenMessages = {
  nameRequired: tokenNameMessages.required,
  nameTooLong: tokenNameMessages.tooLong,
  invalidToken: 'Invalid or revoked API token',
  creatorNotAdmin:
    'This API token no longer works: the admin who created it no longer has admin rights. Ask an admin for a new token.',
  readOnly: tokenAccessMessages.readOnly,
  notFound: 'API token not found',
  tooManyRequests: 'Too many requests for this API token. Please slow down.',
} as const;

/** The name rule is shared with the web's token form. */
export const tokenNameRule: Rule = tokenNameProblem;

/** 256 random bits: a fast hash is enough to store it (no dictionary to guess from). */
export function generateTokenSecret(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The secret from `Authorization: Bearer <secret>`, or undefined when there is none. */
export function bearerSecret(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
