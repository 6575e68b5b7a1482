import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { DeleteAccountInput } from './privacy.inputs';

@Resolver()
export class PrivacyResolver {
  @Query(() => GraphQLJSONObject, {
    description:
      'Signed-in customer: everything held about them (account, orders with items, checkouts, subscriptions, tickets with messages, waitlist entries, checkout events, cart, mails, API tokens made), as one JSON object: the same as GET /api/account/export. UNAUTHENTICATED for guests and API tokens',
  })
  myDataExport(@Ctx() ctx: RequestContext): Promise<object> {
    return ctx.services.privacy.exportData(ctx.actor);
  }

  @Mutation(() => Boolean, {
    description:
      'Signed-in customer: deletes their account given its password: personal data erased, orders kept anonymised, every session ended; true. UNAUTHENTICATED for guests and API tokens, BAD_USER_INPUT for a missing or wrong password, TOO_MANY_REQUESTS after repeated wrong passwords, CONFLICT for the last admin',
  })
  async deleteAccount(
    @Arg('input', { description: 'The password that confirms it' }) input: DeleteAccountInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.privacy.deleteAccount(ctx.actor, input.password);
    await ctx.session.signOut();
    return true;
  }
}
