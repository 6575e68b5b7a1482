import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Product } from './product.entity';

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => [Product], { description: 'Device packages and plans, in shop order' })
  products(@Ctx() ctx: RequestContext): Promise<Product[]> {
    return ctx.services.catalog.listProducts();
  }

  @Query(() => Product, { description: "One product; NOT_FOUND 'Product not found' otherwise" })
  product(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Product> {
    return ctx.services.catalog.getProduct(id);
  }
}
