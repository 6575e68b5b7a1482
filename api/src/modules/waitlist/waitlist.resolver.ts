import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { ConnectionArgs, ListOrderInput, staffPageRequest, toConnection } from '../../graphql/connection';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistEntryConnection, WaitlistEntryFilter } from './waitlist.connection';
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

  @Query(() => WaitlistEntryConnection, {
    description:
      'Staff (admins, API tokens): waitlist entries matching the filter, newest first, a page at a time (FORBIDDEN for anyone else)',
  })
  async waitlistEntries(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => WaitlistEntryFilter, { nullable: true }) filter: WaitlistEntryFilter | null,
    @Arg('orderBy', () => ListOrderInput, { nullable: true }) orderBy: ListOrderInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<WaitlistEntryConnection> {
    const page = await ctx.services.waitlist.page(
      ctx.actor,
      staffPageRequest({ first, after }, orderBy, filter),
      filter?.productId,
    );
    return toConnection(WaitlistEntryConnection, page);
  }

  @Query(() => [WaitlistEntry], {
    description: 'Admin: the newest 1000 waitlist entries',
    deprecationReason: 'Use waitlistEntries(first, after, filter): it pages through all of them',
  })
  adminWaitlist(
    @Arg('productId', () => String, { nullable: true }) productId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<WaitlistEntry[]> {
    return ctx.services.waitlist.list(ctx.actor, productId);
  }
}
