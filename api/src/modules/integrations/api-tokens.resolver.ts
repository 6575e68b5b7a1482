import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { ApiToken } from './api-token.entity';
import { CreateApiTokenInput, CreatedApiToken } from './api-tokens.inputs';

@Resolver(() => ApiToken)
export class ApiTokensResolver {
  @Query(() => [ApiToken], {
    description:
      'Signed-in admin: every API token, newest first, revoked ones included (never their secrets). UNAUTHENTICATED for guests and API tokens, FORBIDDEN for customers',
  })
  apiTokens(@Ctx() ctx: RequestContext): Promise<ApiToken[]> {
    return ctx.services.apiTokens.list(ctx.actor);
  }

  @Mutation(() => CreatedApiToken, {
    description:
      "Signed-in admin (not a token): creates a token acting with that admin's rights; its secret is returned only here. UNAUTHENTICATED for guests and API tokens, FORBIDDEN for customers, BAD_USER_INPUT for a blank or too long name",
  })
  createApiToken(
    @Arg('input', { description: 'Name and scope' }) input: CreateApiTokenInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreatedApiToken> {
    return ctx.services.apiTokens.create(ctx.actor, input.name, input.scope);
  }

  @Mutation(() => ApiToken, {
    description:
      'Signed-in admin: revokes a token (again: no change); requests with it answer UNAUTHENTICATED from then on, and webhook endpoints it made stop. UNAUTHENTICATED for guests and API tokens, FORBIDDEN for customers, NOT_FOUND for an unknown id',
  })
  revokeApiToken(
    @Arg('id', () => ID, { description: 'The token (ApiToken.id)' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ApiToken> {
    return ctx.services.apiTokens.revoke(ctx.actor, id);
  }
}
