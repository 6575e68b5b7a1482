import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { Order } from '../orders/order.entity';
import { PaymentMethod } from '../orders/orders.inputs';
import { BankTransferInstructions, PaymentStatus } from './payments.types';

const isStaff = (ctx: RequestContext) =>
  (ctx.actor.kind === 'user' && ctx.actor.role === 'admin') || ctx.actor.kind === 'integration';

@Resolver(() => Order)
export class PaymentsResolver {
  @Query(() => [PaymentMethod], {
    description:
      'Anyone: the payment methods that take money in this shop (checkout step 4 shows "Pay by Bank Transfer" only when listed); the others keep the waitlist step',
  })
  paymentMethods(@Ctx() ctx: RequestContext): PaymentMethod[] {
    return ctx.services.payments.sellingMethods as PaymentMethod[];
  }

  @Mutation(() => Order, {
    description:
      "Admin: refunds part or all of a paid order through its provider (amount a decimal string, at most paid minus refunded). The order follows the provider's callback (bank transfer and demo refunds are recorded at once): PARTIALLY_REFUNDED, or REFUNDED and status refunded with its plans cancelled; emits order.refunded. BAD_USER_INPUT for a bad amount or reason, CONFLICT for an order not paid, SERVICE_UNAVAILABLE when the provider cannot be reached",
  })
  refundOrder(
    @Arg('orderId', () => ID, { description: 'The order' }) orderId: string,
    @Arg('amount', { description: 'EUR decimal string, e.g. "10.00"' }) amount: string,
    @Arg('reason', { description: 'Why (1-300 characters), kept with the refund' }) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return ctx.services.payments.refundOrder(ctx.actor, orderId, amount, reason);
  }

  @Mutation(() => Order, {
    description:
      'Admin: records the receipt of a bank transfer; the order becomes paid (once, however often it is recorded). CONFLICT for an order that is not a pending bank transfer',
  })
  markOrderPaid(
    @Arg('orderId', () => ID, { description: 'The order' }) orderId: string,
    @Arg('reference', { description: "The bank's reference of the received transfer (1-140 characters)" })
    reference: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return ctx.services.payments.markOrderPaid(ctx.actor, orderId, reference);
  }

  @FieldResolver(() => PaymentStatus, { description: "Where the order's money is" })
  paymentStatus(@Root() order: Order): PaymentStatus {
    return order.paymentStatus as PaymentStatus;
  }

  @FieldResolver(() => BankTransferInstructions, {
    nullable: true,
    description:
      'Holder, IBAN, BIC, amount and reference to pay a bank transfer order; null for other orders',
  })
  bankTransfer(@Root() order: Order, @Ctx() ctx: RequestContext): BankTransferInstructions | null {
    return ctx.services.payments.bankTransferDetails(order);
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      'Staff: a provider event did not fit the order (wrong amount, paid after cancelling); null for others',
  })
  needsReview(@Root() order: Order, @Ctx() ctx: RequestContext): boolean | null {
    return isStaff(ctx) ? order.needsReview : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Staff: why the order needs review' })
  reviewReason(@Root() order: Order, @Ctx() ctx: RequestContext): string | null {
    return isStaff(ctx) ? order.reviewReason : null;
  }
}
