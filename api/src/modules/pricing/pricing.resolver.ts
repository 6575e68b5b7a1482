import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CheckoutQuote, CountryOption, QuoteItemInput } from './pricing.types';

@Resolver()
export class PricingResolver {
  @Query(() => [CountryOption], { description: 'Checkout dropdown: preferred group first, then A-Z' })
  countries(@Ctx() ctx: RequestContext): readonly CountryOption[] {
    return ctx.services.pricing.countries();
  }

  @Query(() => CheckoutQuote, {
    description: 'Subtotal, VAT, shipping and total for a cart; prices come from the catalog',
  })
  checkoutQuote(
    @Arg('country', () => String, { nullable: true }) country: string | null,
    @Arg('items', () => [QuoteItemInput]) items: QuoteItemInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<CheckoutQuote> {
    return ctx.services.pricing.quote(country, items);
  }
}
