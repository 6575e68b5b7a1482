import type { DataSource } from 'typeorm';
import { requireUser, type Actor } from '../../common/actor';
import { keysetPage, PAGE_SIZE_MAX, type PageRequest, type PageResult } from '../../common/keyset';
import { notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { Order } from './order.entity';
import type { OrderItem } from './order-item.entity';
import { statusHistories, type OrderStatusChange } from './order-status-history';
import { orderMessages } from './orders.rules';

/** One of the customer's orders with everything My Account shows of it. */
export interface OrderDetail {
  order: Order;
  items: OrderItem[];
  statusHistory: OrderStatusChange[];
}

/** The read side of a customer's own orders: pages of them, one order in full, status histories. */
export class OrderDetailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly itemsFor: (orderIds: readonly string[]) => Promise<OrderItem[][]>,
  ) {}

  /** A page of the caller's orders, newest first (IDX_orders_user_created answers it). */
  async pageMine(actor: Actor, request: PageRequest): Promise<PageResult<Order>> {
    const user = requireUser(actor);
    const orders = this.dataSource.getRepository(Order);
    const query = orders.createQueryBuilder('o').where('"o"."user_id" = :userId', { userId: user.userId });
    return keysetPage(query, 'o', request, () => orders.countBy({ userId: user.userId }));
  }

  /** The deprecated unpaged list (`myOrders`): the newest 100 only, so no answer grows unbounded. */
  async listMine(actor: Actor): Promise<Order[]> {
    const user = requireUser(actor);
    return this.dataSource.getRepository(Order).find({
      where: { userId: user.userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: PAGE_SIZE_MAX,
    });
  }

  /**
   * The caller's order `orderId`. Anyone else's order, a malformed id and a missing order all
   * answer the same 404, so the answer never tells whether an order exists.
   */
  async findMine(actor: Actor, orderId: string): Promise<Order> {
    const user = requireUser(actor);
    if (!isUuid(orderId)) throw notFound(orderMessages.orderNotFound);
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId, userId: user.userId });
    if (!order) throw notFound(orderMessages.orderNotFound);
    return order;
  }

  /** `findMine` with the order's items and status history. */
  async detailOfMine(actor: Actor, orderId: string): Promise<OrderDetail> {
    const order = await this.findMine(actor, orderId);
    const [[items], [statusHistory]] = await Promise.all([
      this.itemsFor([order.id]),
      this.historiesFor([order]),
    ]);
    return { order, items, statusHistory };
  }

  /** Status histories of orders the caller was already allowed to read, in their order. */
  historiesFor(orders: readonly Pick<Order, 'id' | 'createdAt'>[]): Promise<OrderStatusChange[][]> {
    return statusHistories(this.dataSource.manager, orders);
  }
}
