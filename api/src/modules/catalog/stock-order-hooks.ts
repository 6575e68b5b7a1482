import type { EntityManager } from 'typeorm';
import type { OrderPaymentHooks } from '../orders/order-payment-hooks';
import { statusHistories } from '../orders/order-status-history';
import type { Order } from '../orders/order.entity';
import type { CatalogService } from './catalog.service';

/** The ledger's reasons for order-driven stock changes. */
export const stockHookReasons = {
  expired: 'Payment not completed: reservation expired',
  cancelledUnpaid: 'Order cancelled before payment',
  cancelledPaid: 'Paid order cancelled before shipping',
  refunded: 'Order fully refunded before shipping',
} as const;

/** Whether the order ever left the warehouse (shipped or delivered, now or before a refund). */
async function wasShipped(manager: EntityManager, order: Order): Promise<boolean> {
  const [history] = await statusHistories(manager, [order]);
  return [order.status, ...history.map((step) => step.status)].some(
    (status) => status === 'shipped' || status === 'delivered',
  );
}

/**
 * The stock side of an order's payment life (issue 25): paid, its reserved units are sold;
 * cancelled unpaid, they are released; a paid order cancelled or fully refunded before shipping
 * gets them back on hand. Every catalog call is idempotent per order, so a hook run twice (a
 * webhook delivered again) changes stock once.
 */
export function stockOrderHooks(
  catalog: Pick<CatalogService, 'sell' | 'release' | 'returnUnits'>,
  clock: () => Date = () => new Date(),
): OrderPaymentHooks {
  return {
    async paid(manager, order) {
      await catalog.sell(manager, order.id);
    },
    async cancelled(manager, order, _items, previousStatus) {
      const expired = order.reservedUntil !== null && order.reservedUntil <= clock();
      await catalog.release(
        manager,
        order.id,
        expired ? stockHookReasons.expired : stockHookReasons.cancelledUnpaid,
      );
      if (previousStatus === 'paid')
        await catalog.returnUnits(manager, order.id, stockHookReasons.cancelledPaid);
    },
    async refunded(manager, order, _items, refund) {
      if (!refund.full || (await wasShipped(manager, order))) return;
      await catalog.release(manager, order.id, stockHookReasons.refunded);
      await catalog.returnUnits(manager, order.id, stockHookReasons.refunded);
    },
  };
}
