import { Router } from 'express';
import type { RequestContext } from '../../request-context';
import { parseInput } from '../../common/validate';
import { pathParam, route } from '../../http/async-route';
import { productJson } from '../catalog/catalog.rest';
import type { CartItem } from './cart-item.entity';
import { AddToCartBody, UpdateCartItemBody } from './cart.inputs';

/** Spec section 3: a server cart line is {cart_items: {id, quantity, ...}, products: product}. */
async function lineJson(ctx: RequestContext, item: CartItem) {
  const product = await ctx.loaders.product.load(item.productId);
  return {
    cart_items: {
      id: item.id,
      userId: item.userId,
      productId: item.productId,
      quantity: item.quantity,
      createdAt: item.createdAt.toISOString(),
    },
    products: product ? productJson(product) : null,
  };
}

export function cartRoutes(): Router {
  const router = Router();
  router.get(
    '/cart',
    route(async (ctx) => {
      const items = await ctx.services.cart.list(ctx.actor, ctx.sessionCart);
      return Promise.all(items.map((item) => lineJson(ctx, item)));
    }),
  );
  router.post(
    '/cart',
    route(
      async (ctx, req) => {
        const { productId, quantity } = await parseInput(AddToCartBody, req.body);
        return lineJson(ctx, await ctx.services.cart.add(ctx.actor, productId, quantity ?? 1));
      },
      { access: 'user' },
    ),
  );
  router.delete(
    '/cart',
    route(async (ctx) => {
      await ctx.services.cart.clear(ctx.actor);
      return { message: 'Cart cleared' };
    }),
  );
  router.put(
    '/cart/:id',
    route(
      async (ctx, req) => {
        const { quantity } = await parseInput(UpdateCartItemBody, req.body);
        return lineJson(
          ctx,
          await ctx.services.cart.updateQuantity(ctx.actor, pathParam(req, 'id'), quantity),
        );
      },
      { access: 'user' },
    ),
  );
  router.delete(
    '/cart/:id',
    route(async (ctx, req) => ({ id: await ctx.services.cart.remove(ctx.actor, pathParam(req, 'id')) })),
  );
  return router;
}
