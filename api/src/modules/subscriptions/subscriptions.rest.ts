import { Router } from 'express';
import { serviceActive } from '@hometunnel/rules';
import type { RequestContext } from '../../request-context';
import { parseInput } from '../../common/validate';
import { pathParam, route } from '../../http/async-route';
import { restPageRequest, sendPageHeaders } from '../../http/list-pages';
import { systemClock } from './billing/billing-clock';
import type { Subscription } from './subscription.entity';
import { SetAutoRenewBody } from './subscriptions.inputs';

/** Spec section 3 (account): id, product.name, endDate, status, autoRenew; plus a few ids, dates and whether the service runs. */
async function subscriptionJson(ctx: RequestContext, subscription: Subscription) {
  const product = await ctx.loaders.product.load(subscription.productId);
  return {
    id: subscription.id,
    status: subscription.status,
    serviceActive: serviceActive(subscription.status, subscription.endDate, systemClock.now()),
    startDate: subscription.startDate.toISOString(),
    endDate: subscription.endDate.toISOString(),
    autoRenew: subscription.autoRenew,
    cancelledAt: subscription.cancelledAt?.toISOString() ?? null,
    productId: subscription.productId,
    orderId: subscription.orderId,
    product: product
      ? {
          id: product.id,
          name: product.name,
          type: product.type,
          category: product.category,
          duration: product.duration,
        }
      : null,
  };
}

export function subscriptionsRoutes(): Router {
  const router = Router();
  router.get(
    '/subscriptions',
    route(
      async (ctx, req, res) => {
        const page = await ctx.services.subscriptions.pageMine(ctx.actor, restPageRequest(req));
        const subscriptions = await sendPageHeaders(req, res, page);
        return Promise.all(subscriptions.map((subscription) => subscriptionJson(ctx, subscription)));
      },
      { access: 'user' },
    ),
  );
  router.patch(
    '/subscriptions/:id',
    route(
      async (ctx, req) => {
        const { autoRenew } = await parseInput(SetAutoRenewBody, req.body);
        const id = pathParam(req, 'id');
        return subscriptionJson(ctx, await ctx.services.subscriptions.setAutoRenew(ctx.actor, id, autoRenew));
      },
      { access: 'user' },
    ),
  );

  router.post(
    '/subscriptions/:id/cancel',
    route(
      async (ctx, req) =>
        subscriptionJson(
          ctx,
          await ctx.services.subscriptions.cancelAtPeriodEnd(ctx.actor, pathParam(req, 'id')),
        ),
      { access: 'user' },
    ),
  );

  return router;
}
