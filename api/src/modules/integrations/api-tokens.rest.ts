import { Router } from 'express';
import { parseInput } from '../../common/validate';
import { route } from '../../http/async-route';
import type { ApiToken } from './api-token.entity';
import { CreateApiTokenInput } from './api-tokens.inputs';

function tokenJson(token: ApiToken) {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    tokenPrefix: token.tokenPrefix,
    createdByEmail: token.createdByEmail,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
  };
}

export function apiTokensRoutes(): Router {
  const router = Router();
  router.get(
    '/admin/api-tokens',
    route(async (ctx) => (await ctx.services.apiTokens.list(ctx.actor)).map(tokenJson)),
  );
  router.post(
    '/admin/api-tokens',
    route(
      async (ctx, req) => {
        const input = await parseInput(CreateApiTokenInput, req.body);
        const created = await ctx.services.apiTokens.create(ctx.actor, input.name, input.scope);
        return { token: tokenJson(created.token), secret: created.secret };
      },
      { status: 201, access: 'admin' },
    ),
  );
  router.delete(
    '/admin/api-tokens/:id',
    route(async (ctx, req) => tokenJson(await ctx.services.apiTokens.revoke(ctx.actor, req.params.id))),
  );
  return router;
}
