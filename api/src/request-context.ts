import type DataLoader from 'dataloader';
import type { Order } from './modules/orders/order.entity';
import type { OrderStatusChange } from './modules/orders/order-status-history';
import type { SessionControl } from './auth/session';
import type { SessionCartSnapshot } from './modules/cart/session-cart';
import type { Product } from './modules/catalog/product.entity';
import type { OrderItem } from './modules/orders/order-item.entity';
import type { TicketMessage } from './modules/support/ticket-message.entity';
import type { Invoice } from './modules/invoices/invoice.entity';
import type { Services } from './services';
import type { Actor } from './common/actor';

/** Batches and caches lookups within one request (GraphQL field resolvers, REST shapes). */
export interface Loaders {
  product: DataLoader<string, Product | undefined>;
  orderItems: DataLoader<string, OrderItem[]>;
  ticketMessages: DataLoader<string, TicketMessage[]>;
  orderStatusHistory: DataLoader<Pick<Order, 'id' | 'createdAt'>, OrderStatusChange[], string>;
  orderInvoices: DataLoader<string, Invoice[]>;
}

/** Everything a resolver or REST route hands to the services for one request. */
export interface RequestContext {
  actor: Actor;
  /** The cart lines the session read loaded: one read, before any write (cart/session-cart). */
  sessionCart: SessionCartSnapshot;
  services: Services;
  loaders: Loaders;
  session: SessionControl;
  clientIp: string;
}
