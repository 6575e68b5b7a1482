import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Product } from '../catalog/product.entity';
import { Subscription } from './subscription.entity';

@Resolver(() => Subscription)
export class SubscriptionsResolver {
  @Query(() => [Subscription], {
    description: "The signed-in customer's subscriptions (UNAUTHENTICATED for guests)",
  })
  mySubscriptions(@Ctx() ctx: RequestContext): Promise<Subscription[]> {
    return ctx.services.subscriptions.listMine(ctx.actor);
  }

  @FieldResolver(() => Product, { nullable: true })
  async product(@Root() subscription: Subscription, @Ctx() ctx: RequestContext): Promise<Product | null> {
    return (await ctx.loaders.product.load(subscription.productId)) ?? null;
  }
}
