import { Router } from 'express';
import { unauthenticated } from '../../common/app-error';
import { parseInput } from '../../common/validate';
import { route } from '../../http/async-route';
import {
  ChangePasswordInput,
  LoginInput,
  PasswordResetRequestInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from './accounts.inputs';
import { PreferredLanguageBody, UpdateProfileInput } from './profile.inputs';
import type { User } from './user.entity';

export function userJson(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    language: user.language,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The auth REST contract of DECISIONS.md. */
export function accountsRoutes(): Router {
  const router = Router();

  router.post(
    '/auth/register',
    route(async (ctx, req) => {
      const input = await parseInput(RegisterInput, req.body);
      const user = await ctx.services.accounts.register(input, ctx.clientIp);
      await ctx.session.signIn(user.id);
      return userJson(user);
    }, 201),
  );

  router.post(
    '/auth/login',
    route(async (ctx, req) => {
      const input = await parseInput(LoginInput, req.body);
      const user = await ctx.services.accounts.login(input, ctx.clientIp);
      await ctx.session.signIn(user.id);
      return userJson(user);
    }),
  );

  router.post(
    '/auth/logout',
    route(async (ctx) => {
      await ctx.session.signOut();
      return undefined;
    }),
  );

  router.get(
    '/auth/user',
    route(async (ctx) => {
      if (ctx.actor.kind !== 'user') throw unauthenticated();
      const user = await ctx.services.accounts.getUser(ctx.actor.userId);
      if (!user) throw unauthenticated();
      return userJson(user);
    }),
  );

  // My Account's profile form: {firstName, lastName} → the updated user.
  router.patch(
    '/auth/user',
    route(
      async (ctx, req) => {
        const input = await parseInput(UpdateProfileInput, req.body);
        return userJson(await ctx.services.profile.updateName(ctx.actor, input));
      },
      { access: 'user' },
    ),
  );

  // My Account's language choice: {language} → the updated user.
  router.put(
    '/auth/user/language',
    route(
      async (ctx, req) => {
        const { language } = await parseInput(PreferredLanguageBody, req.body);
        return userJson(await ctx.services.profile.updateLanguage(ctx.actor, language));
      },
      { access: 'user' },
    ),
  );

  router.post(
    '/auth/verify-email',
    route(async (ctx, req) => {
      const input = await parseInput(VerifyEmailInput, req.body);
      await ctx.services.accountEmail.verifyEmail(input.token);
      return undefined;
    }),
  );

  router.post(
    '/auth/verify-email/resend',
    route((ctx) => ctx.services.accountEmail.resendVerification(ctx.actor), { status: 202, access: 'user' }),
  );

  router.post(
    '/auth/password-reset',
    route(
      async (ctx, req) => {
        const input = await parseInput(PasswordResetRequestInput, req.body);
        return ctx.services.accountEmail.requestPasswordReset(input.email, ctx.clientIp);
      },
      { status: 202 },
    ),
  );

  router.post(
    '/auth/password-reset/confirm',
    route(async (ctx, req) => {
      const input = await parseInput(ResetPasswordInput, req.body);
      await ctx.services.accountEmail.resetPassword(input.token, input.password);
      return undefined;
    }),
  );

  router.post(
    '/auth/password',
    route(
      async (ctx, req) => {
        const input = await parseInput(ChangePasswordInput, req.body);
        const user = await ctx.services.accountEmail.changePassword(
          ctx.actor,
          input.currentPassword,
          input.password,
        );
        // Every session of the account ended; this one goes on under a new id.
        await ctx.session.signIn(user.id);
        return undefined;
      },
      { access: 'user' },
    ),
  );

  return router;
}
