import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Checkout } from './checkout.entity';
import { SaveCheckoutInput } from './checkout.inputs';

@Resolver(() => Checkout)
export class CheckoutResolver {
  @Mutation(() => Checkout, {
    description: "Saves checkout steps 1-3; with accountType 'create' also registers and signs in",
  })
  saveCheckout(@Arg('input') input: SaveCheckoutInput, @Ctx() ctx: RequestContext): Promise<Checkout> {
    return ctx.services.checkout.save(ctx, input);
  }
}
