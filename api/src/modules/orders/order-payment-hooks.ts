import type { EntityManager } from 'typeorm';
import type { OrderItem } from './order-item.entity';
import type { Order } from './order.entity';

export interface OrderPaymentHooks {
  /** In the transaction that records the payment (status pending -> paid). */
  paid?(manager: EntityManager, order: Order, items: OrderItem[]): Promise<void>;
  /** In the transaction that ends an order unpaid or cancels it (pending|paid -> cancelled). */
  cancelled?(manager: EntityManager, order: Order, items: OrderItem[], previousStatus: string): Promise<void>;
  /** In the transaction that records a refund (full: the whole total is refunded). */
  refunded?(
    manager: EntityManager,
    order: Order,
    items: OrderItem[],
    refund: { amountCents: number; full: boolean; reason: string },
  ): Promise<void>;
}
