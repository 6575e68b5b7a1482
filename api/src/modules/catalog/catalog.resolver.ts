import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { Product } from './product.entity';

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => [Product], {
    description: 'Anyone (no sign-in needed): device packages and plans, in shop order',
  })
  products(@Ctx() ctx: RequestContext): Promise<Product[]> {
    return ctx.services.catalog.listProducts();
  }

  @Query(() => Product, {
    description: "Anyone: one product; NOT_FOUND 'Product not found' for an unknown id",
  })
  product(
    @Arg('id', () => ID, { description: 'The product id' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Product> {
    return ctx.services.catalog.getProduct(id);
  }
}
