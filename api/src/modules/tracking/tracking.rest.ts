import { Router } from 'express';
import { parseInput } from '../../common/validate';
import { route } from '../../http/async-route';
import { CheckoutEventInput } from './tracking.inputs';
import { parseIsoDate } from './tracking.rules';

export function trackingRoutes(): Router {
  const router = Router();

  router.post(
    '/checkout-events',
    route(async (ctx, req) => {
      const input = await parseInput(CheckoutEventInput, req.body);
      await ctx.services.tracking.track(ctx.actor, input, ctx.clientIp);
      return { ok: true };
    }, 202),
  );

  router.get(
    '/admin/checkout-funnel',
    route(async (ctx, req) => {
      // The service checks the actor first, then the range, so a guest gets 401 before any 400.
      const funnel = await ctx.services.tracking.funnel(
        ctx.actor,
        parseIsoDate(req.query.from),
        parseIsoDate(req.query.to),
      );
      return { from: funnel.from.toISOString(), to: funnel.to.toISOString(), steps: funnel.steps };
    }),
  );

  return router;
}
