import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Check } from '../../common/check';
import { quantityProblem } from '../cart/cart.rules';

@ObjectType({ description: 'A destination the shop ships to (checkout dropdown entry)' })
export class CountryOption {
  @Field({ description: 'ISO 3166-1 alpha-2 code' })
  code: string;

  @Field({ description: 'The country name in English, as the dropdown shows it' })
  name: string;

  @Field(() => Int, { description: 'Shipping zone 1-7' })
  zone: number;

  @Field({ description: 'Standard VAT rate in percent, e.g. "19" or "25.5"' })
  vatRate: string;

  @Field({ description: 'ISO 4217 code of the local currency, e.g. "EUR" or "CHF" (prices stay in EUR)' })
  currency: string;
}

@InputType({ description: 'A cart line to price: the price always comes from the catalog' })
export class QuoteItemInput {
  @Field(() => ID, { description: 'A product id (NOT_FOUND when unknown)' })
  productId: string;

  @Field(() => Int, {
    defaultValue: 1,
    description: '1 to 99 (BAD_USER_INPUT otherwise); the same product twice counts once, quantities added',
  })
  @Check(quantityProblem)
  quantity: number;
}

@ObjectType({ description: 'Server-computed order figures; money as exact decimal strings in EUR' })
export class CheckoutQuote {
  @Field({ description: 'Sum of VAT-inclusive line totals' })
  subtotal: string;

  @Field({ description: "The destination's standard VAT rate in percent ('0' when unknown)" })
  vatRate: string;

  @Field({ description: 'VAT contained in the subtotal (after the discount, when there is one)' })
  vatAmount: string;

  @Field({ description: 'Subtotal without VAT (after the discount, when there is one)' })
  netAmount: string;

  @Field({ description: "Country label for the subtotal line ('Other' when unknown or not chosen)" })
  countryName: string;

  @Field({ description: "Parcel-carrier country code for the delivery line ('XX' when unknown)" })
  carrierCode: string;

  @Field({ description: 'True when the cart holds a device, i.e. when a delivery line applies' })
  hasDevice: boolean;

  @Field({ description: 'Delivery fee; 0.00 without a country or without a device' })
  shipping: string;

  @Field({
    description:
      'What the discount code takes off: its amount, at most subtotal + shipping; "0.00" without a code',
  })
  discount: string;

  @Field({
    description:
      'subtotal + shipping − discount, never below zero (the VAT is contained in the goods left after the discount)',
  })
  total: string;
}
