import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Product } from '../catalog/product.entity';
import { Subscription } from './subscription.entity';

@Resolver(() => Subscription)
export class SubscriptionsResolver {
  @Query(() => [Subscription], {
    description: "The signed-in customer's 100 latest-ending subscriptions (UNAUTHENTICATED for guests)",
    deprecationReason: 'Use me { subscriptions(first, after) }: it pages through all of them',
  })
  mySubscriptions(@Ctx() ctx: RequestContext): Promise<Subscription[]> {
    return ctx.services.subscriptions.listMine(ctx.actor);
  }

  @Mutation(() => Subscription, {
    description:
      "Turns the renewal of one of your subscriptions on or off (NOT_FOUND for anyone else's; CONFLICT to renew an ended or cancelled plan)",
  })
  setSubscriptionAutoRenew(
    @Arg('id', () => ID, { description: 'The subscription' }) id: string,
    @Arg('autoRenew', { description: 'True: renews at its end date; false: ends then' }) autoRenew: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<Subscription> {
    return ctx.services.subscriptions.setAutoRenew(ctx.actor, id, autoRenew);
  }

  @Mutation(() => Subscription, {
    description:
      'Cancels one of your subscriptions at the end of its paid period: it stays active until endDate and does not renew; cancelling again changes nothing',
  })
  cancelSubscription(
    @Arg('id', () => ID, { description: 'The subscription' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Subscription> {
    return ctx.services.subscriptions.cancelAtPeriodEnd(ctx.actor, id);
  }

  @FieldResolver(() => Product, { nullable: true })
  async product(@Root() subscription: Subscription, @Ctx() ctx: RequestContext): Promise<Product | null> {
    return (await ctx.loaders.product.load(subscription.productId)) ?? null;
  }
}
