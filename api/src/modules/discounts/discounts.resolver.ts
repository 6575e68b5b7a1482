import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { ConnectionArgs, STAFF_READ_ACCESS, toConnection } from '../../graphql/connection';
import { pageRequest } from '../../common/keyset';
import { DiscountCode } from './discount-code.entity';
import { DiscountCodeConnection } from './discounts.connection';
import { IssueDiscountCodeArgs } from './discounts.inputs';

@Resolver(() => DiscountCode)
export class DiscountsResolver {
  @Query(() => DiscountCodeConnection, {
    description: `Discount codes (back-in-stock and issued by hand) with their status and order, newest first, a page at a time. ${STAFF_READ_ACCESS}; BAD_USER_INPUT for a bad first or after`,
  })
  async discountCodes(
    @Args() { first, after }: ConnectionArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<DiscountCodeConnection> {
    const page = await ctx.services.discounts.page(ctx.actor, pageRequest(first, after));
    return toConnection(DiscountCodeConnection, page);
  }

  @Mutation(() => DiscountCode, {
    description:
      'Admins: issues a single-use discount code for an address and mails it. UNAUTHENTICATED for guests, FORBIDDEN for anyone else, BAD_USER_INPUT for a bad email, amount or validDays',
  })
  issueDiscountCode(@Args() args: IssueDiscountCodeArgs, @Ctx() ctx: RequestContext): Promise<DiscountCode> {
    return ctx.services.discounts.issueByHand(ctx.actor, args);
  }
}
