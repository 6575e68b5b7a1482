import { Router } from 'express';
import { asPlainObject } from '../../common/plain-object';
import { parseInput } from '../../common/validate';
import { jsonPostRoute, pathParam, route, type JsonPostRoute } from '../../http/async-route';
import { restPageRequest, sendPageHeaders } from '../../http/list-pages';
import type { OrderItem } from './order-item.entity';
import type { Order } from './order.entity';
import { AdminOrdersQuery, CreateOrderBody, SetOrderStatusBody } from './orders.inputs';
import { readCartItems } from './orders.rules';
import type { OrdersService } from './orders.service';

function itemJson(item: OrderItem) {
  return {
    id: item.id,
    price: item.price,
    quantity: item.quantity,
    productId: item.productId,
    product: item.product,
  };
}

/** Spec section 3, admin Order (also what a customer sees of their own orders). */
function orderJson(order: Order, items: readonly OrderItem[]) {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    // Where to send the buyer to pay; null for the waitlist step or a bank transfer.
    paymentUrl: order.paymentUrl,
    totalAmount: order.totalAmount,
    subtotalAmount: order.subtotalAmount,
    shippingAmount: order.shippingAmount,
    vatRate: order.vatRate,
    vatAmount: order.vatAmount,
    discountAmount: order.discountAmount,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    userId: order.userId,
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    orderNotes: order.orderNotes,
    items: items.map(itemJson),
  };
}

/** Items for the whole list in one query, never one per order. */
async function ordersJson(service: OrdersService, orders: readonly Order[]) {
  const items = await service.itemsFor(orders.map((order) => order.id));
  return orders.map((order, index) => orderJson(order, items[index]));
}

/**
 * Spec section 7: {status, totalAmount, paymentMethod, checkoutData, cartItems}. status and
 * totalAmount are not read: new orders are pending and the server computes the total. Served by
 * Express and, for signed-in shoppers, by the signed-in lane (both with this translation).
 */
export const orderFromCheckoutRoute: JsonPostRoute = {
  path: '/orders/from-checkout',
  status: 201,
  access: 'anyone',
  readsCartFirst: true,
  async answer(ctx, raw, header) {
    const body = await parseInput(CreateOrderBody, raw);
    const data = asPlainObject(body.checkoutData) ?? {};
    const { order, replayed, items } = await ctx.services.orders.createFromCheckout(ctx.actor, {
      paymentMethod: body.paymentMethod,
      checkoutId: data.checkoutId,
      idempotencyKey: header('Idempotency-Key'),
      // Spec shape is nested; a flat checkoutData is read as well.
      personalDetails: data.personalDetails ?? data,
      addressDetails: data.addressDetails ?? data,
      orderNotes: data.orderNotes,
      items: readCartItems(body.cartItems),
      sessionCart: ctx.sessionCart,
      discountCode: body.discountCode,
      language: body.language,
      clientIp: ctx.clientIp,
    });
    return {
      body: orderJson(order, items ?? (await ctx.services.orders.itemsFor([order.id]))[0]),
      headers: replayed ? { 'Idempotent-Replayed': 'true' } : undefined,
    };
  },
};

export function ordersRoutes(): Router {
  const router = Router();

  router.post(orderFromCheckoutRoute.path, jsonPostRoute(orderFromCheckoutRoute));

  router.get(
    '/orders',
    route(
      async (ctx, req, res) => {
        const page = await ctx.services.orderDetail.pageMine(ctx.actor, restPageRequest(req));
        return ordersJson(ctx.services.orders, await sendPageHeaders(req, res, page));
      },
      { access: 'user' },
    ),
  );

  // My Account's order detail: anyone else's order, or a bad id, is the same 404.
  router.get(
    '/orders/:id',
    route(
      async (ctx, req) => {
        const detail = await ctx.services.orderDetail.detailOfMine(ctx.actor, pathParam(req, 'id'));
        return {
          ...orderJson(detail.order, detail.items),
          statusHistory: detail.statusHistory.map((step) => ({
            status: step.status,
            changedAt: step.changedAt.toISOString(),
          })),
        };
      },
      { access: 'user' },
    ),
  );

  router.get(
    '/admin/orders',
    route(
      async (ctx, req, res) => {
        const query = { customerEmail: req.query.email, status: req.query.status };
        const filter = await parseInput(AdminOrdersQuery, query);
        const page = await ctx.services.adminOrders.page(ctx.actor, restPageRequest(req), filter);
        return ordersJson(ctx.services.orders, await sendPageHeaders(req, res, page, { withTotal: true }));
      },
      { access: 'staff-read' },
    ),
  );

  router.patch(
    '/admin/orders/:id/status',
    route(
      async (ctx, req) => {
        const { status } = await parseInput(SetOrderStatusBody, req.body);
        const order = await ctx.services.orders.setStatus(ctx.actor, pathParam(req, 'id'), status);
        const [items] = await ctx.services.orders.itemsFor([order.id]);
        return orderJson(order, items);
      },
      { access: 'staff-write' },
    ),
  );

  return router;
}
