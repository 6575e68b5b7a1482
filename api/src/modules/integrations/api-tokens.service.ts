import type { DataSource } from 'typeorm';
import { requireAdmin, type Actor } from '../../common/actor';
import { AppError, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
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
  ) {}

  /** Only a signed-in admin mints or revokes tokens; a token cannot mint another. */
  async create(actor: Actor, name: string, scope: ApiTokenScope): Promise<CreatedToken> {
    const admin = requireAdmin(actor);
    const secret = generateTokenSecret();
    const token = await this.dataSource.getRepository(ApiToken).save({
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
    return this.dataSource.getRepository(ApiToken).find({ order: { createdAt: 'DESC' } });
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
    return token;
  }

  /**
   * The actor behind a bearer secret. One statement finds a live token and records its use;
   * each token then spends a point of its rate limit.
   */
  async authenticate(secret: string): Promise<Actor> {
    const rows: [{ id: string; scope: ApiTokenScope }[], number] = await this.dataSource.query(
      `UPDATE "api_tokens" SET "last_used_at" = now()
       WHERE "token_hash" = $1 AND "revoked_at" IS NULL RETURNING "id", "scope"`,
      [hashTokenSecret(secret)],
    );
    const token = rows[0][0];
    if (!token) throw new AppError('UNAUTHENTICATED', tokenMessages.invalidToken);
    await consumeOrThrow(this.limiter, token.id, tokenMessages.tooManyRequests);
    return { kind: 'integration', tokenId: token.id, scope: token.scope };
  }
}
