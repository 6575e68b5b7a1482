import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { notFound } from '../../common/app-error';
import type { RequestContext } from '../../request-context';
import { Product } from '../catalog/product.entity';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import { CartItem } from './cart-item.entity';
import { GuestCartItemInput, MergeGuestCartResult } from './cart.inputs';

@Resolver(() => CartItem)
export class CartResolver {
  @Query(() => [CartItem], {
    description:
      'Signed-in customer: their cart lines (UNAUTHENTICATED for guests and API tokens, whose cart lives in the browser)',
  })
  cart(@Ctx() ctx: RequestContext): Promise<CartItem[]> {
    return ctx.services.cart.list(ctx.actor, ctx.sessionCart);
  }

  @Mutation(() => CartItem, {
    description:
      "Signed-in customer: adds a product, or raises that line's quantity; the line. UNAUTHENTICATED for guests and API tokens, NOT_FOUND for an unknown product, BAD_USER_INPUT when the quantity is not 1 to 99 (also in total), CONFLICT when the cart already holds another product of the same type (one device, one subscription)",
  })
  addToCart(
    @Arg('productId', () => ID, { description: 'The product to add' }) productId: string,
    @Arg('quantity', () => Int, {
      defaultValue: 1,
      description: 'How many to add: 1 to 99 (BAD_USER_INPUT otherwise)',
    })
    quantity: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CartItem> {
    return ctx.services.cart.add(ctx.actor, productId, quantity);
  }

  @Mutation(() => CartItem, {
    description:
      "Signed-in customer: sets a line's quantity; the line. UNAUTHENTICATED for guests and API tokens, NOT_FOUND for a line not in the caller's cart, BAD_USER_INPUT when the quantity is not 1 to 99",
  })
  updateCartItem(
    @Arg('id', () => ID, { description: 'The cart line (CartItem.id)' }) id: string,
    @Arg('quantity', () => Int, { description: 'The new quantity: 1 to 99 (BAD_USER_INPUT otherwise)' })
    quantity: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CartItem> {
    return ctx.services.cart.updateQuantity(ctx.actor, id, quantity);
  }

  @Mutation(() => ID, {
    description:
      "Signed-in customer: removes one line; its id. UNAUTHENTICATED for guests and API tokens, NOT_FOUND for a line not in the caller's cart",
  })
  removeCartItem(
    @Arg('id', () => ID, { description: 'The cart line (CartItem.id)' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.cart.remove(ctx.actor, id);
  }

  @Mutation(() => Boolean, {
    description: 'Signed-in customer: removes every line; true. UNAUTHENTICATED for guests and API tokens',
  })
  async clearCart(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.cart.clear(ctx.actor);
    return true;
  }

  @Mutation(() => MergeGuestCartResult, {
    description:
      'Signed-in customer, right after signing in: moves the guest cart kept in the browser into the account cart in one step; per product type the guest line wins. Unknown products are skipped. UNAUTHENTICATED for guests and API tokens, BAD_USER_INPUT for a quantity that is not a whole number of at least 1',
  })
  mergeGuestCart(
    @Arg('items', () => [GuestCartItemInput], { description: 'The lines of the guest cart' })
    items: GuestCartItemInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<MergeGuestCartResult> {
    return ctx.services.cart.mergeGuestCart(ctx.actor, items);
  }

  @FieldResolver(() => Product)
  async product(@Root() item: CartItem, @Ctx() ctx: RequestContext): Promise<Product> {
    const product = await ctx.loaders.product.load(item.productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }
}
