import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { DeleteAccountInput } from './privacy.inputs';

@Resolver()
export class PrivacyResolver {
  @Query(() => GraphQLJSONObject, {
    description:
      'Everything held about the signed-in customer (account, orders with items, checkouts, subscriptions, tickets with messages, waitlist entries, checkout events, cart, mails, API tokens made), as one JSON object: the same as GET /api/account/export',
  })
  myDataExport(@Ctx() ctx: RequestContext): Promise<object> {
    return ctx.services.privacy.exportData(ctx.actor);
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes the signed-in customer's account given its password: personal data erased, orders kept anonymised, every session ended",
  })
  async deleteAccount(@Arg('input') input: DeleteAccountInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.privacy.deleteAccount(ctx.actor, input.password);
    await ctx.session.signOut();
    return true;
  }
}
