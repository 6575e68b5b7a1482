import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { WaitlistEntry } from './waitlist-entry.entity';
import { JoinWaitlistInput, JoinWaitlistResult } from './waitlist.inputs';

@Resolver(() => WaitlistEntry)
export class WaitlistResolver {
  @Mutation(() => JoinWaitlistResult, {
    description: 'Joining twice with the same email and product is fine',
  })
  joinWaitlist(
    @Arg('input') input: JoinWaitlistInput,
    @Ctx() ctx: RequestContext,
  ): Promise<JoinWaitlistResult> {
    return ctx.services.waitlist.join(ctx.actor, input, ctx.clientIp);
  }

  @Query(() => [WaitlistEntry], { description: 'Admin: waitlist entries, newest first (at most 1000)' })
  adminWaitlist(
    @Arg('productId', () => String, { nullable: true }) productId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<WaitlistEntry[]> {
    return ctx.services.waitlist.list(ctx.actor, productId);
  }
}
