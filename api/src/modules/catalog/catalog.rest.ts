import { availability } from '@hometunnel/rules';
import { Router } from 'express';
import { route } from '../../http/async-route';
import type { Product } from './product.entity';

export function productJson(product: Product) {
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    category: product.category,
    price: product.price,
    description: product.description,
    features: product.features,
    duration: product.duration,
    availability: availability(product),
  };
}

export function catalogRoutes(): Router {
  const router = Router();
  router.get(
    '/products',
    route(async (ctx) => (await ctx.services.catalog.listProducts()).map(productJson)),
  );
  router.get(
    '/products/:id',
    route(async (ctx, req) => productJson(await ctx.services.catalog.getProduct(req.params.id))),
  );
  return router;
}
