import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { Checkout } from './checkout.entity';
import { SaveCheckoutInput } from './checkout.inputs';

@Resolver(() => Checkout)
export class CheckoutResolver {
  @Mutation(() => Checkout, {
    description:
      "Anyone (guest or signed-in customer): saves checkout steps 1-3; with accountType 'create' also registers the buyer and signs them in. A checkout saved by a signed-in customer stays theirs. BAD_USER_INPUT with the first field's message, NOT_FOUND for an unknown product or checkoutId, CONFLICT when the email has an account (create) or the checkout already has an order, TOO_MANY_REQUESTS after too many saves from one client address",
  })
  saveCheckout(
    @Arg('input', { description: 'The checkout steps 1-3' }) input: SaveCheckoutInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Checkout> {
    return ctx.services.checkout.save(ctx, input);
  }
}
