import { Router } from 'express';
import { queryInt } from '../../common/paging';
import { parseInput } from '../../common/validate';
import { pathParam, route } from '../../http/async-route';
import { userJson } from '../accounts/accounts.rest';
import { SetUserRoleBody } from './admin.inputs';
import { adminMessages } from './admin.rules';

/** Spec section 7's user-management calls. Failures carry `error` too (see http/error-handler). */
export function adminRoutes(): Router {
  const router = Router();

  router.get(
    '/admin/users',
    route(async (ctx, req, res) => {
      const page = { limit: queryInt(req.query.limit), offset: queryInt(req.query.offset) };
      const users = await ctx.services.admin.listUsers(ctx.actor, page);
      res.setHeader('X-Total-Count', String(await ctx.services.admin.countUsers(ctx.actor)));
      return users.map(userJson);
    }),
  );

  router.post(
    '/admin/make-admin',
    route(async (ctx) => {
      const { message } = await ctx.services.admin.requestAdminAccess(ctx.actor);
      return { message };
    }),
  );

  router.put(
    '/admin/users/:id/role',
    route(
      async (ctx, req) => {
        const { role } = await parseInput(SetUserRoleBody, req.body);
        const user = await ctx.services.admin.setUserRole(ctx.actor, pathParam(req, 'id'), role);
        return { message: adminMessages.roleUpdated(user.role), user: userJson(user) };
      },
      { access: 'admin' },
    ),
  );

  return router;
}
