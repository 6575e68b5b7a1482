import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { ApiToken } from './api-token.entity';
import { CreateApiTokenInput, CreatedApiToken } from './api-tokens.inputs';

@Resolver(() => ApiToken)
export class ApiTokensResolver {
  @Query(() => [ApiToken], { description: 'Admin: the API tokens for integrations (never their secrets)' })
  apiTokens(@Ctx() ctx: RequestContext): Promise<ApiToken[]> {
    return ctx.services.apiTokens.list(ctx.actor);
  }

  @Mutation(() => CreatedApiToken, {
    description: 'Admin: creates a token; its secret is returned only here',
  })
  createApiToken(
    @Arg('input') input: CreateApiTokenInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreatedApiToken> {
    return ctx.services.apiTokens.create(ctx.actor, input.name, input.scope);
  }

  @Mutation(() => ApiToken, { description: 'Admin: revokes a token; it answers 401 from then on' })
  revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ApiToken> {
    return ctx.services.apiTokens.revoke(ctx.actor, id);
  }
}
