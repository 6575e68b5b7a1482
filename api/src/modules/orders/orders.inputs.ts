import { Allow, IsArray, IsOptional } from 'class-validator';
import { checkoutFieldDescriptions } from '../checkout/checkout.rules';
import { Field, ID, InputType, registerEnumType } from 'type-graphql';
import type { Language } from '@hometunnel/rules';
import { Check } from '../../common/check';
import { LanguageEnum } from '../../common/language';
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
  bank_transfer = 'bank_transfer',
}
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description:
    "The payment button chosen at checkout; the order starts pending and becomes paid on the provider's verified event",
  valuesConfig: {
    paypal: { description: 'Pay with PayPal' },
    stripe: { description: 'Pay with Credit Card (Stripe Checkout)' },
    bank_transfer: { description: 'Pay by Bank Transfer (only when the shop has bank details set)' },
  },
});

export enum OrderStatus {
  pending = 'pending',
  paid = 'paid',
  shipped = 'shipped',
  delivered = 'delivered',
  cancelled = 'cancelled',
  refunded = 'refunded',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    'pending → paid → shipped → delivered; pending or paid → cancelled; paid → refunded by a full refund',
  valuesConfig: {
    pending: { description: 'Placed, not paid yet (every new order)' },
    paid: { description: 'Paid: its plans (and device free months) become subscriptions' },
    shipped: { description: 'The devices left the warehouse' },
    delivered: { description: 'Delivered to the buyer (final)' },
    cancelled: {
      description: "Cancelled while pending or paid (final); a paid order's subscriptions are cancelled",
    },
    refunded: { description: 'Fully refunded (final; reached only through refundOrder and the provider)' },
  },
});

@InputType({ description: "Checkout step 1: who buys (checked like saveCheckout's fields)" })
export class PersonalDetailsInput {
  @Field({
    description: checkoutFieldDescriptions.firstName,
  })
  firstName: string;
  @Field({
    description: checkoutFieldDescriptions.lastName,
  })
  lastName: string;
  @Field({ description: checkoutFieldDescriptions.email })
  email: string;
  @Field({
    description: checkoutFieldDescriptions.phone,
  })
  phone: string;
}

@InputType({ description: "Checkout step 3: where to ship (checked like saveCheckout's fields)" })
export class AddressDetailsInput {
  @Field({
    description: checkoutFieldDescriptions.street,
  })
  street: string;
  @Field({
    description: checkoutFieldDescriptions.city,
  })
  city: string;
  @Field({
    description: checkoutFieldDescriptions.postalCode,
  })
  postalCode: string;
  @Field({ description: 'ISO code or country name' }) country: string;
}

/**
 * Spec section 3 "Checkout data". With `checkoutId` (from saveCheckout) the saved details are
 * used and the order is idempotent per checkout; otherwise the details here are required and
 * checked with the checkout rules (the services check them, for REST and GraphQL alike).
 */
@InputType({
  description:
    'Checkout data (spec section 3): a saved checkout, or the personal and address details themselves',
})
export class CheckoutDataInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "A checkout from saveCheckout: its saved details are used and the same checkout always gives the same order (NOT_FOUND for an unknown id or another customer's checkout)",
  })
  checkoutId?: string | null;

  @Field(() => PersonalDetailsInput, { nullable: true, description: 'Required without checkoutId' })
  personalDetails?: PersonalDetailsInput | null;

  @Field(() => AddressDetailsInput, { nullable: true, description: 'Required without checkoutId' })
  addressDetails?: AddressDetailsInput | null;

  @Field(() => String, {
    nullable: true,
    description: 'Notes for the shop: at most 1,000 characters (BAD_USER_INPUT otherwise)',
  })
  orderNotes?: string | null;
}

@InputType({
  description: 'The REST payload of POST /api/orders/from-checkout, minus what the server ignores',
})
export class CreateOrderInput {
  @Field(() => PaymentMethod, { description: 'paypal, stripe or bank_transfer' })
  paymentMethod: PaymentMethod;

  @Field(() => CheckoutDataInput, {
    nullable: true,
    description: "The saved checkout or the buyer's details (required one way or the other)",
  })
  checkoutData?: CheckoutDataInput | null;

  @Field(() => [QuoteItemInput], {
    nullable: true,
    description: "Cart lines; when empty, the signed-in buyer's server cart",
  })
  cartItems?: QuoteItemInput[] | null;

  @Field(() => String, { nullable: true, description: 'Same role as the Idempotency-Key header' })
  idempotencyKey?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A discount code for the buyer's email: held by this order, used when it is paid, released if it is cancelled. BAD_USER_INPUT (and no order) when it is not valid, expired, used, held by another order or another address's",
  })
  discountCode?: string | null;

  @Field(() => LanguageEnum, {
    nullable: true,
    description:
      "The checkout page's language: the order's mails and invoice are written in it (en when absent; an account's own language wins)",
  })
  language?: Language | null;
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

  @Allow()
  discountCode: unknown;

  @Allow()
  language: unknown;
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
