import { Allow, IsArray, IsOptional } from 'class-validator';
import { Field, ID, InputType, registerEnumType } from 'type-graphql';
import { Check } from '../../common/check';
import { QuoteItemInput } from '../pricing/pricing.types';
import {
  customerEmailFilterProblem,
  isOrderStatus,
  orderMessages,
  type OrderStatusName,
} from './orders.rules';

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

const orderStatusRule = (value: unknown) => (isOrderStatus(value) ? undefined : orderMessages.unknownStatus);

/**
 * The REST body of POST /api/orders/from-checkout (spec section 7). Only the list shape of
 * `cartItems` is checked here (before anything else, as ever); the rest is checked by the order
 * service for REST and GraphQL alike, in the spec's order of messages. `status` and `totalAmount`
 * are not read: new orders are pending and the server computes the total.
 */
export class CreateOrderBody {
  @IsOptional()
  @IsArray({ message: orderMessages.cartItemsNotList })
  cartItems?: unknown[] | null;

  @Allow()
  paymentMethod: unknown;

  @Allow()
  checkoutData: unknown;
}

/** The REST body of PATCH /api/admin/orders/{id}/status. */
export class SetOrderStatusBody {
  @Check(orderStatusRule)
  status: OrderStatusName;
}

/** GET /api/admin/orders's filters (query parameters `status` and `email`). */
export class AdminOrdersQuery {
  @Check((value) => (value === undefined ? undefined : orderStatusRule(value)))
  status?: OrderStatusName;

  @Check(customerEmailFilterProblem)
  customerEmail?: string;
}
