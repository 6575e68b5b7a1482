import DataLoader from 'dataloader';
import type { Services } from './services';
import type { Loaders } from './request-context';

export function createLoaders(services: Services): Loaders {
  return {
    product: new DataLoader((ids: readonly string[]) => services.catalog.productsByIds(ids)),
    // Items of every order in a list in one query (no N+1 on the admin order list).
    orderItems: new DataLoader((ids: readonly string[]) => services.orders.itemsFor(ids)),
    // Status histories of every order in a list in one query (keyed by order id).
    orderStatusHistory: new DataLoader((orders) => services.orderDetail.historiesFor(orders), {
      cacheKeyFn: (order) => order.id,
    }),
    // Invoices and credit notes of every order in a list in one query.
    orderInvoices: new DataLoader((ids: readonly string[]) => services.invoices.forOrders(ids)),
    // A ticket list's conversations in one query.
    ticketMessages: new DataLoader((ids: readonly string[]) => services.support.messagesFor(ids)),
  };
}
