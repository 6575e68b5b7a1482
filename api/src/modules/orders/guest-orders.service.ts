import type { EntityManager } from 'typeorm';
import { OrderItem } from './order-item.entity';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';

/** Statuses of an order that was paid and not cancelled: what it granted, it still grants. */
const PAID_STATUSES = ['paid', 'shipped', 'delivered'];

/**
 * Guest orders join an account only once its owner proved the address (email verification):
 * an order's email alone proves nothing, since anyone may register it.
 */
export class GuestOrdersService {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /**
   * Gives the guest orders placed with `email` (any case) to `userId`, and grants the
   * subscriptions of the paid ones, with the caller's transaction (the verification's). Returns
   * how many orders joined.
   */
  async joinVerifiedAccount(manager: EntityManager, userId: string, email: string): Promise<number> {
    const result: unknown = await manager.query(
      `UPDATE "orders" SET "user_id" = $1
        WHERE "user_id" IS NULL AND lower("customer_email") = lower($2)
        RETURNING "id", "status"`,
      [userId, email],
    );
    // TypeORM answers an UPDATE ... RETURNING with [rows, count].
    const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as {
      id: string;
      status: string;
    }[];
    for (const order of rows) {
      if (!PAID_STATUSES.includes(order.status)) continue;
      const lines = await manager.getRepository(OrderItem).findBy({ orderId: order.id });
      await this.subscriptions.grantForPaidOrder(manager, { orderId: order.id, userId, lines });
    }
    return rows.length;
  }
}
