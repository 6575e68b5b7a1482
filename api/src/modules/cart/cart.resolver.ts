import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { notFound } from '../../common/app-error';
import type { RequestContext } from '../../common/request-context';
import { Product } from '../catalog/product.entity';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import { CartItem } from './cart-item.entity';
import { GuestCartItemInput, MergeGuestCartResult } from './cart.inputs';

@Resolver(() => CartItem)
export class CartResolver {
  @Query(() => [CartItem], { description: "The signed-in user's cart (UNAUTHENTICATED for guests)" })
  cart(@Ctx() ctx: RequestContext): Promise<CartItem[]> {
    return ctx.services.cart.list(ctx.actor, ctx.sessionCart);
  }

  @Mutation(() => CartItem, { description: 'Adds a product, or raises its quantity if already there' })
  addToCart(
    @Arg('productId', () => ID) productId: string,
    @Arg('quantity', () => Int, { defaultValue: 1 }) quantity: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CartItem> {
    return ctx.services.cart.add(ctx.actor, productId, quantity);
  }

  @Mutation(() => CartItem)
  updateCartItem(
    @Arg('id', () => ID) id: string,
    @Arg('quantity', () => Int) quantity: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CartItem> {
    return ctx.services.cart.updateQuantity(ctx.actor, id, quantity);
  }

  @Mutation(() => ID, { description: 'Removes one line; returns its id' })
  removeCartItem(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.cart.remove(ctx.actor, id);
  }

  @Mutation(() => Boolean)
  async clearCart(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.cart.clear(ctx.actor);
    return true;
  }

  @Mutation(() => MergeGuestCartResult, {
    description: 'Moves the local guest cart into the signed-in cart; per type the guest line wins',
  })
  mergeGuestCart(
    @Arg('items', () => [GuestCartItemInput]) items: GuestCartItemInput[],
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
