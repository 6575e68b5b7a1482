import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CheckoutQuote, CountryOption, QuoteItemInput } from './pricing.types';

@Resolver()
export class PricingResolver {
  @Query(() => [CountryOption], {
    description:
      'Anyone: the countries the shop ships to, for the checkout dropdown: preferred group first, then A-Z',
  })
  countries(@Ctx() ctx: RequestContext): readonly CountryOption[] {
    return ctx.services.pricing.countries();
  }

  @Query(() => CheckoutQuote, {
    description:
      'Anyone: subtotal, VAT, shipping and total for a cart, in EUR as placing the order would compute them; prices come from the catalog. NOT_FOUND for an unknown product, BAD_USER_INPUT for a bad quantity or a second device or plan',
  })
  checkoutQuote(
    @Arg('country', () => String, {
      nullable: true,
      description:
        'Destination: ISO code or country name. An unknown country counts as zone 7 (carrier code XX) with VAT 0; null or empty: no shipping fee yet',
    })
    country: string | null,
    @Arg('items', () => [QuoteItemInput], { description: 'The cart lines to price' }) items: QuoteItemInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<CheckoutQuote> {
    return ctx.services.pricing.quote(country, items);
  }
}
