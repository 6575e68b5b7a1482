import type { DataSource, FindOptionsWhere } from 'typeorm';
import { Raw } from 'typeorm';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import { takeSkip, type Page } from '../../common/paging';
import { normalizeEmail } from '../accounts/accounts.rules';
import { Order } from './order.entity';
import {
  customerEmailFilterProblem,
  isOrderStatus,
  orderMessages,
  type OrderStatusName,
} from './orders.rules';

/** What support staff narrow the order list by; unset fields do not filter. */
export interface AdminOrderFilter {
  /** The buyer's email as typed at checkout, compared without case or surrounding spaces. */
  customerEmail?: string | null;
  status?: OrderStatusName | null;
}

/** The staff's view of every order: Order Management, the explorer, read-scoped integrations. */
export class AdminOrdersService {
  constructor(private readonly dataSource: DataSource) {}

  async list(actor: Actor, page: Page = {}, filter: AdminOrderFilter = {}): Promise<Order[]> {
    requireStaff(actor, 'read');
    return this.dataSource
      .getRepository(Order)
      .find({ where: whereOf(filter), order: { createdAt: 'DESC', id: 'DESC' }, ...takeSkip(page) });
  }

  async count(actor: Actor, filter: AdminOrderFilter = {}): Promise<number> {
    requireStaff(actor, 'read');
    return this.dataSource.getRepository(Order).count({ where: whereOf(filter) });
  }
}

function whereOf(filter: AdminOrderFilter): FindOptionsWhere<Order> {
  const where: FindOptionsWhere<Order> = {};
  if (filter.status !== undefined && filter.status !== null) {
    if (!isOrderStatus(filter.status)) throw badInput(orderMessages.unknownStatus);
    where.status = filter.status;
  }
  const emailProblem = customerEmailFilterProblem(filter.customerEmail);
  if (emailProblem) throw badInput(emailProblem);
  if (typeof filter.customerEmail === 'string') {
    // Matches the expression index IDX_orders_customer_email (lower(customer_email), created_at).
    where.customerEmail = Raw((column) => `lower(${column}) = :email`, {
      email: normalizeEmail(filter.customerEmail),
    });
  }
  return where;
}
