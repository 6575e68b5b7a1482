import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Language } from '@hometunnel/rules';
import { LanguageEnum } from '../../common/language';
import type { RequestContext } from '../../request-context';
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
  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user (session cookie), or null for guests and API tokens',
  })
  me(@Ctx() ctx: RequestContext): Promise<User | null> | null {
    return ctx.actor.kind === 'user' ? ctx.services.accounts.getUser(ctx.actor.userId) : null;
  }

  @Mutation(() => User, {
    description:
      'Anyone: creates a customer account, signs it in (session cookie) and mails a verification link. BAD_USER_INPUT for an invalid email or password, CONFLICT when the email has an account, TOO_MANY_REQUESTS after too many registrations from one client address',
  })
  async register(
    @Arg('input', { description: 'Email, password and optional name' }) input: RegisterInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    const user = await ctx.services.accounts.register(input, ctx.clientIp);
    await ctx.session.signIn(user.id);
    return user;
  }

  @Mutation(() => User, {
    description:
      'Anyone: signs in with email and password and sets the session cookie; the user. UNAUTHENTICATED for a wrong email or password, TOO_MANY_REQUESTS after repeated failures (per email, per client address)',
  })
  async login(
    @Arg('input', { description: 'Email and password' }) input: LoginInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    const user = await ctx.services.accounts.login(input, ctx.clientIp);
    await ctx.session.signIn(user.id);
    return user;
  }

  @Mutation(() => Boolean, { description: 'Anyone: ends the current session, if any; always true' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.session.signOut();
    return true;
  }

  @Mutation(() => User, {
    description:
      'Signed-in customer: sets their first and last name; the updated user. UNAUTHENTICATED for guests and API tokens, BAD_USER_INPUT for a blank or too long name',
  })
  updateProfile(
    @Arg('input', { description: 'The new first and last name' }) input: UpdateProfileInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.profile.updateName(ctx.actor, input);
  }

  @Mutation(() => User, {
    description:
      "Signed-in customer: sets the language of the account's mails and invoices; the updated user. UNAUTHENTICATED for guests and API tokens",
  })
  updatePreferredLanguage(
    @Arg('language', () => LanguageEnum, { description: 'en, de or fr' }) language: Language,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.profile.updateLanguage(ctx.actor, language);
  }

  @Mutation(() => Boolean, {
    description:
      'Anyone holding the link: spends a verification token: the address is verified and guest orders placed with it join the account; true. BAD_USER_INPUT for an unknown, used or expired (24 h) token',
  })
  async verifyEmail(
    @Arg('input', { description: 'The token from the link' }) input: VerifyEmailInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.accountEmail.verifyEmail(input.token);
    return true;
  }

  @Mutation(() => String, {
    description:
      'Signed-in customer: mails a new verification link (valid 24 h); the answer is the message to show. UNAUTHENTICATED for guests and API tokens, TOO_MANY_REQUESTS when mailed too often',
  })
  async resendVerificationEmail(@Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.accountEmail.resendVerification(ctx.actor)).message;
  }

  @Mutation(() => String, {
    description:
      'Anyone: mails a reset link (valid 1 h) if the address has an account; the message to show, the same either way. BAD_USER_INPUT for an invalid address, TOO_MANY_REQUESTS per client address and per email',
  })
  async requestPasswordReset(
    @Arg('input', { description: 'The address to mail' }) input: PasswordResetRequestInput,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return (await ctx.services.accountEmail.requestPasswordReset(input.email, ctx.clientIp)).message;
  }

  @Mutation(() => Boolean, {
    description:
      'Anyone holding the link: sets a new password and ends every session of that user; true. BAD_USER_INPUT for an unknown, used or expired (1 h) token or an invalid password',
  })
  async resetPassword(
    @Arg('input', { description: 'The token from the link and the new password' }) input: ResetPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.accountEmail.resetPassword(input.token, input.password);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "Signed-in customer: changes the password; the user's other sessions end, this one stays signed in; true. UNAUTHENTICATED for guests and API tokens, BAD_USER_INPUT when the current password is wrong or the new one invalid, TOO_MANY_REQUESTS after repeated wrong passwords (the sign-in limit)",
  })
  async changePassword(
    @Arg('input', { description: 'The current and the new password' }) input: ChangePasswordInput,
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
