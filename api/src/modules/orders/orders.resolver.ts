import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { OffsetPageArgs } from '../../graphql/offset-args';
import {
  ConnectionArgs,
  ListOrderInput,
  ORDER_BY_ARG,
  STAFF_PAGE_ACCESS,
  STAFF_READ_ACCESS,
  STAFF_WRITE_ACCESS,
  staffPageRequest,
  toConnection,
} from '../../graphql/connection';
import { OrderItem } from './order-item.entity';
import { OrderStatusChange } from './order-status-history';
import { Order } from './order.entity';
import { OrderConnection, OrderFilter } from './orders.connection';
import { CreateOrderInput, OrderStatus } from './orders.inputs';

const CUSTOMER_EMAIL_FILTER = "Only the orders placed with this email (any case), e.g. a customer's";

@Resolver(() => Order)
export class OrdersResolver {
  @Mutation(() => Order, {
    description:
      'Anyone (guest or signed-in customer): places a pending order priced by the server (a client total is never read), mails the confirmation and emits order.created; the same checkout or idempotency key returns the same order. BAD_USER_INPUT for a bad payment method, buyer details, notes, key or cart (empty, quantity, a second device or plan), NOT_FOUND for an unknown checkout or product, CONFLICT for a key another buyer used, TOO_MANY_REQUESTS after too many new orders from one client address',
  })
  async createOrderFromCheckout(
    @Arg('input', { description: 'Payment method, checkout data and cart lines' }) input: CreateOrderInput,
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
      discountCode: input.discountCode,
      language: input.language,
      clientIp: ctx.clientIp,
    });
    // A new order's items came back with its insert: the items field needs no query.
    if (items) ctx.loaders.orderItems.prime(order.id, items);
    return order;
  }

  @Query(() => [Order], {
    description:
      'Signed-in customer: their newest 100 orders, newest first (UNAUTHENTICATED for guests and API tokens)',
    deprecationReason: 'Use me { orders(first, after) }: it pages through all of them',
  })
  myOrders(@Ctx() ctx: RequestContext): Promise<Order[]> {
    return ctx.services.orderDetail.listMine(ctx.actor);
  }

  @Query(() => Order, {
    description:
      "Signed-in customer: one of their orders, with items and status history. UNAUTHENTICATED for guests and API tokens, NOT_FOUND for anyone else's order or an unknown id",
  })
  myOrder(
    @Arg('id', () => ID, { description: 'The order' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return ctx.services.orderDetail.findMine(ctx.actor, id);
  }

  @Query(() => OrderConnection, {
    description: `Orders matching the filter, newest first unless orderBy says otherwise, a page at a time. ${STAFF_PAGE_ACCESS}`,
  })
  async orders(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => OrderFilter, { nullable: true, description: 'Narrows the list; null: every order' })
    filter: OrderFilter | null,
    @Arg('orderBy', () => ListOrderInput, ORDER_BY_ARG) orderBy: ListOrderInput | null,
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
    description: `Orders, newest first, by offset. ${STAFF_READ_ACCESS}; BAD_USER_INPUT for a bad customerEmail`,
    deprecationReason: 'Use orders(first, after, filter): cursor pages cost the same at any depth',
  })
  adminOrders(
    @Args() { limit, offset }: OffsetPageArgs,
    @Arg('customerEmail', () => String, { nullable: true, description: CUSTOMER_EMAIL_FILTER })
    customerEmail: string | null,
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders in this status' })
    status: OrderStatus | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Order[]> {
    return ctx.services.adminOrders.list(ctx.actor, { limit, offset }, { customerEmail, status });
  }

  @Query(() => Int, {
    description: `The number of orders (the screen's 'Total Orders'), of all or of those matching the filters. ${STAFF_READ_ACCESS}; BAD_USER_INPUT for a bad customerEmail`,
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

  @Mutation(() => Order, {
    description: `Moves an order along pending → paid → shipped → delivered, or pending/paid → cancelled; the same status again changes nothing. Paid grants its subscriptions; cancelling a paid order cancels them; emits order.status_changed. ${STAFF_WRITE_ACCESS}; NOT_FOUND for an unknown order, CONFLICT for a move not allowed`,
  })
  setOrderStatus(
    @Arg('id', () => ID, { description: 'The order' }) id: string,
    @Arg('status', () => OrderStatus, { description: 'The status to move to' }) status: OrderStatus,
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
