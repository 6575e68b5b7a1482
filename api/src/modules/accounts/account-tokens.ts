import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** What an account token proves: the owner reads mail at the address (or asked for a reset). */
export type TokenPurpose = 'verify-email' | 'password-reset';

/** 32 random bytes, base64url: the token that exists only in the mail's link. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored: the token's SHA-256 (hex, 64 characters). */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Writes the hash of `token` for `userId`, valid `hours` from now, in the caller's transaction. */
export async function storeToken(
  manager: EntityManager,
  userId: string,
  purpose: TokenPurpose,
  token: string,
  hours: number,
): Promise<void> {
  await manager.query(
    `INSERT INTO "account_tokens" ("user_id", "purpose", "token_hash", "expires_at")
     VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
    [userId, purpose, tokenHash(token), hours],
  );
}

/**
 * Marks the token used, if it is unused and unexpired, and returns its user; null otherwise. One
 * UPDATE, so two requests with the same link cannot both succeed.
 */
export async function consumeToken(
  manager: EntityManager,
  purpose: TokenPurpose,
  token: string,
): Promise<string | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const result: unknown = await manager.query(
    `UPDATE "account_tokens" SET "used_at" = now()
      WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()
      RETURNING "user_id"`,
    [tokenHash(token), purpose],
  );
  // TypeORM answers an UPDATE ... RETURNING with [rows, count].
  const returned = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as {
    user_id: string;
  }[];
  return returned[0]?.user_id ?? null;
}

/** Every still-usable token of this purpose for the user is spent (e.g. after a reset). */
export async function spendTokens(
  manager: EntityManager,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await manager.query(
    `UPDATE "account_tokens" SET "used_at" = now() WHERE "user_id" = $1 AND "purpose" = $2 AND "used_at" IS NULL`,
    [userId, purpose],
  );
}
