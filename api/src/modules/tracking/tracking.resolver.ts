import { Arg, Ctx, GraphQLISODateTime, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CheckoutEventInput, CheckoutFunnel } from './tracking.inputs';

@Resolver()
export class TrackingResolver {
  @Mutation(() => Boolean, { description: 'Records one checkout step; no sign-in needed' })
  async trackCheckoutEvent(
    @Arg('input') input: CheckoutEventInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.tracking.track(ctx.actor, input, ctx.clientIp);
    return true;
  }

  @Query(() => CheckoutFunnel, {
    description: 'Admin: distinct checkout sessions per event type in [from, to)',
  })
  checkoutFunnel(
    @Arg('from', () => GraphQLISODateTime) from: Date,
    @Arg('to', () => GraphQLISODateTime) to: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckoutFunnel> {
    return ctx.services.tracking.funnel(ctx.actor, from, to);
  }
}
