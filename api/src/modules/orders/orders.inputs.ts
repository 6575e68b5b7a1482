import { Field, ID, InputType, registerEnumType } from 'type-graphql';
import { QuoteItemInput } from '../pricing/pricing.types';

export enum PaymentMethod {
  paypal = 'paypal',
  stripe = 'stripe',
}
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });

export enum OrderStatus {
  pending = 'pending',
  paid = 'paid',
  shipped = 'shipped',
  delivered = 'delivered',
  cancelled = 'cancelled',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'pending → paid → shipped → delivered; pending or paid → cancelled',
});

@InputType()
export class PersonalDetailsInput {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() phone: string;
}

@InputType()
export class AddressDetailsInput {
  @Field() street: string;
  @Field() city: string;
  @Field() postalCode: string;
  @Field({ description: 'ISO code or country name' }) country: string;
}

/**
 * Spec section 3 "Checkout data". With `checkoutId` (from saveCheckout) the saved details are
 * used and the order is idempotent per checkout; otherwise the details here are required and
 * checked with the checkout rules (the services check them, for REST and GraphQL alike).
 */
@InputType()
export class CheckoutDataInput {
  @Field(() => ID, { nullable: true })
  checkoutId?: string | null;

  @Field(() => PersonalDetailsInput, { nullable: true })
  personalDetails?: PersonalDetailsInput | null;

  @Field(() => AddressDetailsInput, { nullable: true })
  addressDetails?: AddressDetailsInput | null;

  @Field(() => String, { nullable: true })
  orderNotes?: string | null;
}

@InputType({
  description: 'The REST payload of POST /api/orders/from-checkout, minus what the server ignores',
})
export class CreateOrderInput {
  @Field(() => PaymentMethod)
  paymentMethod: PaymentMethod;

  @Field(() => CheckoutDataInput, { nullable: true })
  checkoutData?: CheckoutDataInput | null;

  @Field(() => [QuoteItemInput], {
    nullable: true,
    description: "Cart lines; when empty, the signed-in buyer's server cart",
  })
  cartItems?: QuoteItemInput[] | null;

  @Field(() => String, { nullable: true, description: 'Same role as the Idempotency-Key header' })
  idempotencyKey?: string | null;
}
