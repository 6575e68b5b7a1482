import { Router } from 'express';
import { parseInput } from '../../common/validate';
import { queryText, route } from '../../http/async-route';
import { restPageRequest, sendPageHeaders } from '../../http/list-pages';
import type { WaitlistEntry } from './waitlist-entry.entity';
import { JoinWaitlistInput } from './waitlist.inputs';

function waitlistEntryJson(entry: WaitlistEntry) {
  return {
    id: entry.id,
    email: entry.email,
    productId: entry.productId,
    userId: entry.userId,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function waitlistRoutes(): Router {
  const router = Router();

  router.post(
    '/waitlist',
    route(async (ctx, req, res) => {
      const input = await parseInput(JoinWaitlistInput, req.body);
      const result = await ctx.services.waitlist.join(ctx.actor, input, ctx.clientIp);
      // 201 for a new entry, 200 when it already existed: both are success for the web app.
      res.status(result.created ? 201 : 200).json({ message: result.message });
      return undefined;
    }),
  );

  router.get(
    '/admin/waitlist',
    route(
      async (ctx, req, res) => {
        const productId = queryText(req, 'productId');
        const page = await ctx.services.waitlist.page(ctx.actor, restPageRequest(req), productId);
        return (await sendPageHeaders(req, res, page, { withTotal: true })).map(waitlistEntryJson);
      },
      { access: 'staff-read' },
    ),
  );

  return router;
}
