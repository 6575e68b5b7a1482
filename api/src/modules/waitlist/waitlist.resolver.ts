import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import {
  ConnectionArgs,
  ListOrderInput,
  ORDER_BY_ARG,
  STAFF_PAGE_ACCESS,
  STAFF_READ_ACCESS,
  staffPageRequest,
  toConnection,
} from '../../graphql/connection';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistEntryConnection, WaitlistEntryFilter } from './waitlist.connection';
import { JoinWaitlistInput, JoinWaitlistResult } from './waitlist.inputs';

@Resolver(() => WaitlistEntry)
export class WaitlistResolver {
  @Mutation(() => JoinWaitlistResult, {
    description:
      'Anyone (no sign-in needed): puts an email on the waitlist for an out-of-stock product, mails a receipt and emits waitlist.joined; joining twice with the same email and product is fine (created: false, nothing mailed). BAD_USER_INPUT for an invalid email or a missing product, TOO_MANY_REQUESTS after too many sign-ups from one client address',
  })
  joinWaitlist(
    @Arg('input', { description: 'The email and the product' }) input: JoinWaitlistInput,
    @Ctx() ctx: RequestContext,
  ): Promise<JoinWaitlistResult> {
    return ctx.services.waitlist.join(ctx.actor, input, ctx.clientIp);
  }

  @Query(() => WaitlistEntryConnection, {
    description: `Waitlist entries matching the filter, newest first unless orderBy says otherwise, a page at a time. ${STAFF_PAGE_ACCESS}`,
  })
  async waitlistEntries(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => WaitlistEntryFilter, {
      nullable: true,
      description: 'Narrows the list; null: every entry',
    })
    filter: WaitlistEntryFilter | null,
    @Arg('orderBy', () => ListOrderInput, ORDER_BY_ARG) orderBy: ListOrderInput | null,
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
    description: `The newest 1000 waitlist entries, optionally for one product. ${STAFF_READ_ACCESS}`,
    deprecationReason: 'Use waitlistEntries(first, after, filter): it pages through all of them',
  })
  adminWaitlist(
    @Arg('productId', () => String, {
      nullable: true,
      description: 'Only entries for this product id; null: all',
    })
    productId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<WaitlistEntry[]> {
    return ctx.services.waitlist.list(ctx.actor, productId);
  }
}
