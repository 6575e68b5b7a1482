import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { LoginInput, RegisterInput } from './accounts.inputs';
import { User } from './user.entity';

@Resolver(() => User)
export class AccountsResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null' })
  me(@Ctx() ctx: RequestContext): Promise<User | null> | null {
    return ctx.actor.kind === 'user' ? ctx.services.accounts.getUser(ctx.actor.userId) : null;
  }

  @Mutation(() => User, { description: 'Creates an account and signs it in' })
  async register(@Arg('input') input: RegisterInput, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await ctx.services.accounts.register(input, ctx.clientIp);
    await ctx.session.signIn(user.id);
    return user;
  }

  @Mutation(() => User)
  async login(@Arg('input') input: LoginInput, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await ctx.services.accounts.login(input, ctx.clientIp);
    await ctx.session.signIn(user.id);
    return user;
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.session.signOut();
    return true;
  }
}
