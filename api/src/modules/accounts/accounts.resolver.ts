import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import {
  ChangePasswordInput,
  LoginInput,
  PasswordResetRequestInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from './accounts.inputs';
import { UpdateProfileInput } from './profile.inputs';
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

  @Mutation(() => User, {
    description:
      "Sets the signed-in user's first and last name; the updated user (UNAUTHENTICATED for guests)",
  })
  updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() ctx: RequestContext): Promise<User> {
    return ctx.services.profile.updateName(ctx.actor, input);
  }

  @Mutation(() => Boolean, { description: 'Spends a verification link: the address is verified' })
  async verifyEmail(@Arg('input') input: VerifyEmailInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.accountEmail.verifyEmail(input.token);
    return true;
  }

  @Mutation(() => String, { description: 'Mails the signed-in account a new verification link' })
  async resendVerificationEmail(@Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.accountEmail.resendVerification(ctx.actor)).message;
  }

  @Mutation(() => String, {
    description: 'Mails a reset link if the address has an account; same answer either way',
  })
  async requestPasswordReset(
    @Arg('input') input: PasswordResetRequestInput,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return (await ctx.services.accountEmail.requestPasswordReset(input.email, ctx.clientIp)).message;
  }

  @Mutation(() => Boolean, { description: 'Sets a new password from a reset link; every session ends' })
  async resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.accountEmail.resetPassword(input.token, input.password);
    return true;
  }

  @Mutation(() => Boolean, { description: "Changes the signed-in user's password; other sessions end" })
  async changePassword(
    @Arg('input') input: ChangePasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    const user = await ctx.services.accountEmail.changePassword(
      ctx.actor,
      input.currentPassword,
      input.password,
    );
    await ctx.session.signIn(user.id);
    return true;
  }
}
