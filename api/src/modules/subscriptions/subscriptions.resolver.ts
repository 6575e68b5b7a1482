import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { Product } from '../catalog/product.entity';
import { Subscription } from './subscription.entity';

@Resolver(() => Subscription)
export class SubscriptionsResolver {
  @Query(() => [Subscription], {
    description:
      'Signed-in customer: their 100 latest-ending subscriptions (UNAUTHENTICATED for guests and API tokens)',
    deprecationReason: 'Use me { subscriptions(first, after) }: it pages through all of them',
  })
  mySubscriptions(@Ctx() ctx: RequestContext): Promise<Subscription[]> {
    return ctx.services.subscriptions.listMine(ctx.actor);
  }

  @Mutation(() => Subscription, {
    description:
      "Signed-in customer: turns the renewal of one of their subscriptions on or off; the subscription. UNAUTHENTICATED for guests and API tokens, NOT_FOUND for anyone else's or an unknown id, CONFLICT to renew an ended or cancelled plan or a complimentary month",
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
      "Signed-in customer: cancels one of their subscriptions at the end of its paid period: it stays active until endDate and does not renew; cancelling again, or an ended plan, changes nothing. UNAUTHENTICATED for guests and API tokens, NOT_FOUND for anyone else's or an unknown id",
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
