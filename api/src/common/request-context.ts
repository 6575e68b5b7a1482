import type DataLoader from 'dataloader';
import type { SessionControl } from '../auth/session';
import type { CartItem } from '../modules/cart/cart-item.entity';
import type { Product } from '../modules/catalog/product.entity';
import type { OrderItem } from '../modules/orders/order-item.entity';
import type { Services } from '../services';
import type { Actor } from './actor';

/** Batches and caches lookups within one request (GraphQL field resolvers, REST shapes). */
export interface Loaders {
  product: DataLoader<string, Product | undefined>;
  orderItems: DataLoader<string, OrderItem[]>;
}

/** Everything a resolver or REST route hands to the services for one request. */
export interface RequestContext {
  actor: Actor;
  /**
   * The signed-in user's cart lines as the session read loaded them at the start of this request;
   * only reads (a query, GET /api/cart) pass it on, never code that runs after a write.
   */
  cartReadWithSession?: readonly CartItem[];
  services: Services;
  loaders: Loaders;
  session: SessionControl;
  clientIp: string;
}
