import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../request-context';
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
      "Anyone: subtotal, VAT, shipping, discount and total for a cart, in EUR as placing the order would compute them; prices come from the catalog. NOT_FOUND for an unknown product, BAD_USER_INPUT for a bad quantity, a second device or plan, or a discount code that is not valid, expired, used, held by an order or (with email) another address's",
  })
  checkoutQuote(
    @Arg('country', () => String, {
      nullable: true,
      description:
        'Destination: ISO code or country name. An unknown country counts as zone 7 (carrier code XX) with VAT 0; null or empty: no shipping fee yet',
    })
    country: string | null,
    @Arg('items', () => [QuoteItemInput], { description: 'The cart lines to price' }) items: QuoteItemInput[],
    @Arg('discountCode', () => String, {
      nullable: true,
      description:
        'A discount code, e.g. "HT-ABCD-EFGH" (any case, dashes optional); null or empty: none (discount "0.00")',
    })
    discountCode: string | null,
    @Arg('email', () => String, {
      nullable: true,
      description:
        "The buyer's email: with it, a code of another address is refused already here; placing the order checks it anyway",
    })
    email: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckoutQuote> {
    return ctx.services.pricing.quote(country, items, { code: discountCode, email });
  }
}
