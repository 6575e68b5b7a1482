import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { forbidden } from '../../common/app-error';
import { pageRequest } from '../../common/keyset';
import type { RequestContext } from '../../request-context';
import { ConnectionArgs, toConnection } from '../../graphql/connection';
import { User } from '../accounts/user.entity';
import { OrderConnection } from './orders.connection';
import { orderMessages } from './orders.rules';

/** `me { orders }`: a customer's own orders, paged. */
@Resolver(() => User)
export class MyOrdersResolver {
  @FieldResolver(() => OrderConnection, {
    description:
      "The user's own orders, newest first, a page at a time. Only on `me` (FORBIDDEN on anyone else's user: staff use `orders(filter: {customerEmail})`)",
  })
  async orders(
    @Root() user: User,
    @Args() { first, after }: ConnectionArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderConnection> {
    if (ctx.actor.kind !== 'user' || ctx.actor.userId !== user.id)
      throw forbidden(orderMessages.onlyOwnOrders);
    const page = await ctx.services.orderDetail.pageMine(ctx.actor, pageRequest(first, after));
    return toConnection(OrderConnection, page);
  }
}
