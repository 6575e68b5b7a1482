import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { forbidden } from '../../common/app-error';
import { pageRequest } from '../../common/keyset';
import type { RequestContext } from '../../request-context';
import { ConnectionArgs, toConnection } from '../../graphql/connection';
import { User } from '../accounts/user.entity';
import { SubscriptionConnection } from './subscriptions.connection';
import { subscriptionMessages } from './subscriptions.rules';

/** `me { subscriptions }`: a customer's own plans, paged. */
@Resolver(() => User)
export class MySubscriptionsResolver {
  @FieldResolver(() => SubscriptionConnection, {
    description:
      "The user's own subscriptions, newest first, a page at a time; past ones show as expired. Only on `me` (FORBIDDEN on anyone else's user)",
  })
  async subscriptions(
    @Root() user: User,
    @Args() { first, after }: ConnectionArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<SubscriptionConnection> {
    if (ctx.actor.kind !== 'user' || ctx.actor.userId !== user.id) {
      throw forbidden(subscriptionMessages.onlyOwnSubscriptions);
    }
    const page = await ctx.services.subscriptions.pageMine(ctx.actor, pageRequest(first, after));
    return toConnection(SubscriptionConnection, page);
  }
}
