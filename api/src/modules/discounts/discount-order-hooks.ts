import type { OrderPaymentHooks } from '../orders/order-payment-hooks';
import type { DiscountsService } from './discounts.service';

/**
 * An order's code follows its payment: paid → the code is used for good; cancelled or ended unpaid
 * → the code is free again for its owner. A paid order that is cancelled keeps its code used (the
 * release only touches held codes), and a refund does not give a code back.
 */
export function discountOrderHooks(discounts: DiscountsService): OrderPaymentHooks {
  return {
    paid: (manager, order) => discounts.redeem(manager, order.id),
    cancelled: (manager, order) => discounts.release(manager, order.id),
  };
}
