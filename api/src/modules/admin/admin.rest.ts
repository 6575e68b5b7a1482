import { Router } from 'express';
import type { Role } from '../../common/actor';
import { parseInput } from '../../common/validate';
import { pathParam, queryText, route } from '../../http/async-route';
import { restPageRequest, sendPageHeaders } from '../../http/list-pages';
import { userJson } from '../accounts/accounts.rest';
import { SetUserRoleBody } from './admin.inputs';
import { adminMessages } from './admin.rules';

/** Spec section 7's user-management calls. Failures carry `error` too (see http/error-handler). */
export function adminRoutes(): Router {
  const router = Router();

  router.get(
    '/admin/users',
    route(
      async (ctx, req, res) => {
        const role = queryText(req, 'role') as Role | null;
        const page = await ctx.services.admin.pageUsers(ctx.actor, restPageRequest(req), role);
        return (await sendPageHeaders(req, res, page, { withTotal: true })).map(userJson);
      },
      { access: 'staff-read' },
    ),
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
