import { Router } from 'express';
import { unauthenticated } from '../../common/app-error';
import { parseInput } from '../../common/validate';
import { route } from '../../http/async-route';
import { LoginInput, RegisterInput } from './accounts.inputs';
import type { User } from './user.entity';

export function userJson(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
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

  return router;
}
