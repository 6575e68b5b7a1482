import type { DataSource, EntityManager } from 'typeorm';
import { requireAdmin, type Actor } from '../../common/actor';
import { AppError, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import type { AccountsService } from '../accounts/accounts.service';
import { ApiToken, ApiTokenScope } from './api-token.entity';
import { generateTokenSecret, hashTokenSecret, tokenMessages } from './api-tokens.rules';

export interface CreatedToken {
  token: ApiToken;
  /** Shown once, at creation; only its hash is stored. */
  secret: string;
}

export class ApiTokensService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: Limiter,
    private readonly accounts: AccountsService,
  ) {}

  /** Only a signed-in admin mints or revokes tokens; a token cannot mint another. */
  async create(actor: Actor, name: string, scope: ApiTokenScope): Promise<CreatedToken> {
    const admin = requireAdmin(actor);
    const secret = generateTokenSecret();
    const token = await this.dataSource.getRepository(ApiToken).save({
      createdByEmail: admin.email,
      name: name.trim(),
      scope,
      tokenHash: hashTokenSecret(secret),
      tokenPrefix: secret.slice(0, 10),
      createdBy: admin.userId,
      lastUsedAt: null,
      revokedAt: null,
    });
    return { token, secret };
  }

  async list(actor: Actor): Promise<ApiToken[]> {
    requireAdmin(actor);
    return this.withCreators(
      await this.dataSource.getRepository(ApiToken).find({ order: { createdAt: 'DESC' } }),
    );
  }

  async revoke(actor: Actor, id: unknown): Promise<ApiToken> {
    requireAdmin(actor);
    if (!isUuid(id)) throw notFound(tokenMessages.notFound);
    const rows: [ApiToken[], number] = await this.dataSource.query(
      `UPDATE "api_tokens" SET "revoked_at" = COALESCE("revoked_at", now()) WHERE "id" = $1 RETURNING "id"`,
      [id],
    );
    if (!rows[0][0]) throw notFound(tokenMessages.notFound);
    const token = await this.dataSource.getRepository(ApiToken).findOneBy({ id });
    if (!token) throw notFound(tokenMessages.notFound);
    const [withCreator] = await this.withCreators([token]);
    return withCreator;
  }

  /**
   * The actor behind a bearer secret. One statement finds a live token and records its use;
   * each token then spends a point of its rate limit. A token acts with its creator's rights as
   * they are now: once the creator is no longer an admin (demoted or deleted), it is refused.
   */
  async authenticate(secret: string): Promise<Actor> {
    const rows: [{ id: string; scope: ApiTokenScope; created_by: string | null }[], number] =
      await this.dataSource.query(
        `UPDATE "api_tokens" SET "last_used_at" = now()
         WHERE "token_hash" = $1 AND "revoked_at" IS NULL RETURNING "id", "scope", "created_by"`,
        [hashTokenSecret(secret)],
      );
    const token = rows[0][0];
    if (!token) throw new AppError('UNAUTHENTICATED', tokenMessages.invalidToken);
    const [creator] = token.created_by ? await this.accounts.usersByIds([token.created_by]) : [];
    if (creator?.role !== 'admin') throw new AppError('UNAUTHENTICATED', tokenMessages.creatorNotAdmin);
    await consumeOrThrow(this.limiter, token.id, tokenMessages.tooManyRequests);
    return { kind: 'integration', tokenId: token.id, scope: token.scope };
  }

  /** Each token's creator email, read through the accounts module in one query. */
  private async withCreators(tokens: ApiToken[]): Promise<ApiToken[]> {
    const creatorIds = tokens.flatMap((token) => (token.createdBy ? [token.createdBy] : []));
    const emails = new Map((await this.accounts.usersByIds(creatorIds)).map((user) => [user.id, user.email]));
    for (const token of tokens)
      token.createdByEmail = (token.createdBy && emails.get(token.createdBy)) ?? null;
    return tokens;
  }

  /** Deletes the tokens this account made (its erasure), with the caller's transaction. */
  async deleteCreatedBy(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "api_tokens" WHERE "created_by" = $1`, [userId]);
  }

  /** The tokens this account made, for its data export: names and dates, never a secret or hash. */
  async tokensCreatedBy(userId: string): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(
      `SELECT "id", "name", "scope", "token_prefix" AS "tokenPrefix", "created_at" AS "createdAt",
              "last_used_at" AS "lastUsedAt", "revoked_at" AS "revokedAt"
         FROM "api_tokens" WHERE "created_by" = $1 ORDER BY "created_at", "id"`,
      [userId],
    );
  }
}
