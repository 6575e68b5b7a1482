import { Router } from 'express';
import { parseInput } from '../../common/validate';
import { route } from '../../http/async-route';
import type { Checkout } from './checkout.entity';
import { SaveCheckoutInput } from './checkout.inputs';

function checkoutJson(checkout: Checkout) {
  return {
    id: checkout.id,
    status: checkout.status,
    accountType: checkout.accountType,
    userId: checkout.userId,
    firstName: checkout.firstName,
    lastName: checkout.lastName,
    email: checkout.email,
    phone: checkout.phone,
    street: checkout.street,
    city: checkout.city,
    postalCode: checkout.postalCode,
    country: checkout.country,
    productId: checkout.productId,
    createdAt: checkout.createdAt.toISOString(),
  };
}

/** POST /api/checkout: the flat payload of spec section 7. */
export function checkoutRoutes(): Router {
  const router = Router();
  router.post(
    '/checkout',
    route(async (ctx, req) => {
      const input = await parseInput(SaveCheckoutInput, req.body);
      return checkoutJson(await ctx.services.checkout.save(ctx, input));
    }, 201),
  );
  return router;
}
