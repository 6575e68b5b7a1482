import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { ConnectionArgs, ListOrderInput, staffPageRequest, toConnection } from '../../graphql/connection';
import { OrderItem } from './order-item.entity';
import { OrderStatusChange } from './order-status-history';
import { Order } from './order.entity';
import { OrderConnection, OrderFilter } from './orders.connection';
import { CreateOrderInput, OrderStatus } from './orders.inputs';
import { ADMIN_PAGE_DEFAULT } from '../../common/paging';

const CUSTOMER_EMAIL_FILTER = "Only the orders placed with this email (any case), e.g. a customer's";

@Resolver(() => Order)
export class OrdersResolver {
  @Mutation(() => Order, {
    description:
      'Places a pending order priced by the server; the same checkout or key returns the same order',
  })
  async createOrderFromCheckout(
    @Arg('input') input: CreateOrderInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    const data = input.checkoutData;
    const { order, items } = await ctx.services.orders.createFromCheckout(ctx.actor, {
      paymentMethod: input.paymentMethod,
      checkoutId: data?.checkoutId,
      idempotencyKey: input.idempotencyKey,
      personalDetails: data?.personalDetails,
      addressDetails: data?.addressDetails,
      orderNotes: data?.orderNotes,
      items: input.cartItems ?? undefined,
      clientIp: ctx.clientIp,
    });
    // A new order's items came back with its insert: the items field needs no query.
    if (items) ctx.loaders.orderItems.prime(order.id, items);
    return order;
  }

  @Query(() => [Order], {
    description: "The signed-in customer's newest 100 orders, newest first",
    deprecationReason: 'Use me { orders(first, after) }: it pages through all of them',
  })
  myOrders(@Ctx() ctx: RequestContext): Promise<Order[]> {
    return ctx.services.orderDetail.listMine(ctx.actor);
  }

  @Query(() => Order, {
    description:
      "One of the signed-in customer's orders, with items and status history (NOT_FOUND for anyone else's order or an unknown id)",
  })
  myOrder(
    @Arg('id', () => ID, { description: 'The order' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return ctx.services.orderDetail.findMine(ctx.actor, id);
  }

  @Query(() => OrderConnection, {
    description:
      'Staff (admins, API tokens): orders matching the filter, newest first, a page at a time (FORBIDDEN for anyone else)',
  })
  async orders(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => OrderFilter, { nullable: true }) filter: OrderFilter | null,
    @Arg('orderBy', () => ListOrderInput, { nullable: true }) orderBy: ListOrderInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderConnection> {
    const page = await ctx.services.adminOrders.page(
      ctx.actor,
      staffPageRequest({ first, after }, orderBy, filter),
      filter ?? {},
    );
    return toConnection(OrderConnection, page);
  }

  @Query(() => [Order], {
    description: 'Admin: orders, newest first, by offset (FORBIDDEN for non-admins)',
    deprecationReason: 'Use orders(first, after, filter): cursor pages cost the same at any depth',
  })
  adminOrders(
    @Arg('limit', () => Int, { defaultValue: ADMIN_PAGE_DEFAULT }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('customerEmail', () => String, { nullable: true, description: CUSTOMER_EMAIL_FILTER })
    customerEmail: string | null,
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders in this status' })
    status: OrderStatus | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Order[]> {
    return ctx.services.adminOrders.list(ctx.actor, { limit, offset }, { customerEmail, status });
  }

  @Query(() => Int, {
    description:
      "Admin: number of orders (the screen's 'Total Orders'), with the same filters as adminOrders",
  })
  adminOrderCount(
    @Arg('customerEmail', () => String, { nullable: true, description: CUSTOMER_EMAIL_FILTER })
    customerEmail: string | null,
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders in this status' })
    status: OrderStatus | null,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return ctx.services.adminOrders.count(ctx.actor, { customerEmail, status });
  }

  @Mutation(() => Order, { description: 'Admin: moves an order along its allowed transitions' })
  setOrderStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => OrderStatus) status: OrderStatus,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return ctx.services.orders.setStatus(ctx.actor, id, status);
  }

  @FieldResolver(() => [OrderStatusChange], {
    description: 'The statuses the order went through, oldest first, starting with pending when placed',
  })
  statusHistory(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderStatusChange[]> {
    return ctx.loaders.orderStatusHistory.load(order);
  }

  @FieldResolver(() => [OrderItem])
  items(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderItem[]> {
    return ctx.loaders.orderItems.load(order.id);
  }
}
