import { Arg, Ctx, GraphQLISODateTime, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { CheckoutEventInput, CheckoutFunnel } from './tracking.inputs';

@Resolver()
export class TrackingResolver {
  @Mutation(() => Boolean, {
    description:
      'Anyone (no sign-in needed): records one checkout funnel step, fire-and-forget; true. BAD_USER_INPUT for a missing session id, an unknown event type, or metadata that is not a JSON object of at most 4 KB; TOO_MANY_REQUESTS after too many events from one client address',
  })
  async trackCheckoutEvent(
    @Arg('input', { description: 'The event' }) input: CheckoutEventInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.tracking.track(ctx.actor, input, ctx.clientIp);
    return true;
  }

  @Query(() => CheckoutFunnel, {
    description:
      'Distinct checkout sessions per step, summed over the UTC days whose midnight is in [from, to) (a session whose steps span two days counts on each). Staff: signed-in admins and API tokens (read or write scope). UNAUTHENTICATED for guests, FORBIDDEN for customers, BAD_USER_INPUT unless from is before to and the range spans at most 366 days',
  })
  checkoutFunnel(
    @Arg('from', () => GraphQLISODateTime, {
      description: 'Start of the range, included (ISO 8601 date-time)',
    })
    from: Date,
    @Arg('to', () => GraphQLISODateTime, { description: 'End of the range, excluded (ISO 8601 date-time)' })
    to: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckoutFunnel> {
    return ctx.services.tracking.funnel(ctx.actor, from, to);
  }
}
