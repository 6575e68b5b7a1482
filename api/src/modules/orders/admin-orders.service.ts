import type { DataSource, FindOptionsWhere, SelectQueryBuilder } from 'typeorm';
import { Raw } from 'typeorm';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import { countOf } from '../../db/list-counts';
import { keysetPage, type PageRequest, type PageResult } from '../../common/keyset';
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

  /** One page of the orders matching `filter`, newest first (Order Management, `orders`). */
  async page(actor: Actor, request: PageRequest, filter: AdminOrderFilter = {}): Promise<PageResult<Order>> {
    requireStaff(actor, 'read');
    const query = filtered(this.dataSource.getRepository(Order).createQueryBuilder('o'), filter);
    return keysetPage(query, 'o', request, () => this.count(actor, filter));
  }

  /** The deprecated offset window (`adminOrders`): a late page scans every row before it. */
  async list(actor: Actor, page: Page = {}, filter: AdminOrderFilter = {}): Promise<Order[]> {
    requireStaff(actor, 'read');
    return this.dataSource
      .getRepository(Order)
      .find({ where: whereOf(filter), order: { createdAt: 'DESC', id: 'DESC' }, ...takeSkip(page) });
  }

  /**
   * All orders, or those in a status: the trigger-kept list counts (db/list-counts.ts), no scan. A
   * customer's orders are few: counted through IDX_orders_customer_email.
   */
  async count(actor: Actor, filter: AdminOrderFilter = {}): Promise<number> {
    requireStaff(actor, 'read');
    const where = whereOf(filter);
    if (typeof filter.customerEmail === 'string')
      return this.dataSource.getRepository(Order).count({ where });
    return countOf(this.dataSource, 'orders', filter.status ?? undefined);
  }
}

/** The filter checked: an unknown status or a malformed email is BAD_USER_INPUT. */
function checked(filter: AdminOrderFilter): { status?: string; email?: string } {
  const result: { status?: string; email?: string } = {};
  if (filter.status !== undefined && filter.status !== null) {
    if (!isOrderStatus(filter.status)) throw badInput(orderMessages.unknownStatus);
    result.status = filter.status;
  }
  const emailProblem = customerEmailFilterProblem(filter.customerEmail);
  if (emailProblem) throw badInput(emailProblem);
  if (typeof filter.customerEmail === 'string') result.email = normalizeEmail(filter.customerEmail);
  return result;
}

// Each filter has its (…, created_at, id) index: IDX_orders_status_created, and the expression
// index IDX_orders_customer_email (lower(customer_email), created_at, id).
function filtered(query: SelectQueryBuilder<Order>, filter: AdminOrderFilter): SelectQueryBuilder<Order> {
  const { status, email } = checked(filter);
  if (status) query.andWhere('"o"."status" = :status', { status });
  if (email) query.andWhere('lower("o"."customer_email") = :email', { email });
  return query;
}

function whereOf(filter: AdminOrderFilter): FindOptionsWhere<Order> {
  const { status, email } = checked(filter);
  const where: FindOptionsWhere<Order> = {};
  if (status) where.status = status;
  if (email) where.customerEmail = Raw((column) => `lower(${column}) = :email`, { email });
  return where;
}
