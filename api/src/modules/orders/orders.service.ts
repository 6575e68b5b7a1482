import { In, type DataSource, type EntityManager } from 'typeorm';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput, conflict, notFound } from '../../common/app-error';
import type { Limiter } from '../../auth/rate-limits';
import { isUuid } from '../../common/check';
import type { CartService } from '../cart/cart.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { CheckoutService } from '../checkout/checkout.service';
import type { MailService } from '../mail/mail.service';
import type { PricingService } from '../pricing/pricing.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import { OrderItem } from './order-item.entity';
import type { OrderPaymentHooks } from './order-payment-hooks';
import { closePaymentPages, type OrderPaymentStarter, type UnpaidEnd } from './order-payment-start';
import {
  OrderPaymentTransitions,
  type OrderPaymentEvent,
  type OrderPaymentTransitionDeps,
} from './order-payment-transitions';
import type { CreateOrderCommand } from './order-command';
import { OrderPlacement, type CreatedOrder, type OrderDiscounts } from './order-placement';
import { recordStatusChange } from './order-status-history';
import { Order } from './order.entity';
import {
  isOrderStatus,
  orderMessages,
  paidByHandProblem,
  transitionProblem,
  type OrderStatusName,
} from './orders.rules';
import type { ReservationSettings } from './reservation.rules';

export type { CreateOrderCommand, CreatedOrder, OrderDiscounts, OrderPaymentStarter };

export interface OrdersDeps {
  pricing: PricingService;
  discounts?: OrderDiscounts;
  checkout: CheckoutService;
  cart: CartService;
  subscriptions: SubscriptionsService;
  payments: OrderPaymentStarter;
  newOrdersPerAddress: Limiter;
  mail: MailService;
  webhooks: WebhookEmitter;
  /** Holds a placed order's device (issue 25): catalog stock. */
  stock: Pick<CatalogService, 'reserve'>;
  /** Which methods reserve, and for how long (config.payments). */
  reservations: ReservationSettings;
  /** Other modules' reactions to payment, cancellation and refund (stock, invoices, discounts). */
  hooks: readonly OrderPaymentHooks[];
  /** The invoice the payment mail links and attaches (InvoicesService.paymentMailInvoice). */
  paymentMailInvoice?: OrderPaymentTransitionDeps['paymentMailInvoice'];
}

export class OrdersService {
  private readonly transitions: OrderPaymentTransitions;
  private readonly placement: OrderPlacement;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: OrdersDeps,
  ) {
    this.transitions = new OrderPaymentTransitions(deps);
    this.placement = new OrderPlacement(dataSource, deps, this.transitions);
  }

  /** Places an order (order-placement.ts). */
  createFromCheckout(actor: Actor, command: CreateOrderCommand): Promise<CreatedOrder> {
    return this.placement.createFromCheckout(actor, command);
  }

  /** Bank transfers placed before `placedBefore` and still unpaid end cancelled (hooks return their units). */
  async cancelUnpaidTransfers(placedBefore: Date, limit: number): Promise<number> {
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "orders" WHERE "payment_method" = 'bank_transfer' AND "status" = 'pending'
          AND "created_at" <= $1 ORDER BY "created_at" LIMIT $2`,
      [placedBefore, limit],
    );
    let cancelled = 0;
    for (const { id } of due)
      if (await this.dataSource.transaction((manager) => this.transitions.endUnpaid(manager, id)))
        cancelled += 1;
    return cancelled;
  }

  /** Ends a pending order unpaid in the caller's transaction (an expired subscription's renewal). */
  endUnpaidIn(manager: EntityManager, orderId: string): Promise<boolean> {
    return this.transitions.endUnpaid(manager, orderId);
  }

  /**
   * Before the shop asks a provider to take the money (PayPal's capture on the buyer's return):
   * true only while the order is still payable (pending, payment PENDING, its hold not over), and
   * then its hold lasts at least two minutes more, so the expiry pass cannot cancel it and give its
   * unit back while the capture is under way. One conditional update: no read-then-write.
   */
  async holdForConfirmation(orderId: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE "orders" SET "reserved_until" = greatest("reserved_until", now() + interval '2 minutes')
        WHERE "id" = $1 AND "status" = 'pending' AND "payment_status" = 'PENDING'
          AND ("reserved_until" IS NULL OR "reserved_until" > now())
        RETURNING "id"`,
      [orderId],
    );
    return rows.length > 0;
  }

  /**
   * Locks the order (FOR UPDATE) for a provider event's transaction, before anything in it refers
   * to the row: the stored event's foreign key takes a KEY SHARE lock, and two such transactions
   * (the buyer's return racing the webhook) each holding one while waiting to lock the row for the
   * update deadlocked.
   */
  async lockForPaymentEvent(manager: EntityManager, orderId: string): Promise<void> {
    await this.transitions.lock(manager, orderId);
  }

  /** Applies a verified provider event, in the caller's transaction (payments/payment-events.service). */
  applyPaymentEvent(manager: EntityManager, event: OrderPaymentEvent): Promise<Order | null> {
    return this.transitions.apply(manager, event);
  }

  /**
   * Items of many orders in one query, grouped in the order of `orderIds`. Callers pass ids of
   * orders they were already allowed to read.
   */
  async itemsFor(orderIds: readonly string[]): Promise<OrderItem[][]> {
    if (orderIds.length === 0) return [];
    const items = await this.dataSource
      .getRepository(OrderItem)
      .find({ where: { orderId: In([...orderIds]) }, order: { productType: 'ASC', id: 'ASC' } });
    const byOrder = new Map<string, OrderItem[]>(orderIds.map((id) => [id, []]));
    for (const item of items) byOrder.get(item.orderId)?.push(item);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  }

  /**
   * Moves an order along DECISIONS' transitions. The row is locked and re-read inside the
   * transaction, so two admins marking the same order paid grant its subscriptions once; setting
   * the status it already has changes nothing. An order sent to pay is never set paid here
   * (paidByHandProblem): its provider's event pays it, or for a bank transfer markOrderPaid.
   * A pending order cancelled ends its payment (`FAILED` when it was `PENDING`, in the same
   * transaction) and, once that commits, its provider's payment page is closed as the reservation
   * expiry closes it (Stripe expires the Checkout Session).
   */
  async setStatus(actor: Actor, orderId: string, status: OrderStatusName): Promise<Order> {
    requireStaff(actor, 'write');
    if (!isOrderStatus(status)) throw badInput(orderMessages.unknownStatus);
    if (!isUuid(orderId)) throw notFound(orderMessages.orderNotFound);
    let endedUnpaid: UnpaidEnd | undefined;
    const changed = await this.dataSource.transaction(async (manager) => {
      const orders = manager.getRepository(Order);
      const current = await orders.findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw notFound(orderMessages.orderNotFound);
      if (current.status === status) return current;
      const problem = transitionProblem(current.status, status);
      if (problem) throw conflict(problem);
      const notByHand = status === 'paid' ? paidByHandProblem(current.paymentProvider) : undefined;
      if (notByHand) throw badInput(notByHand);
      const items = await manager.getRepository(OrderItem).findBy({ orderId });
      if (status === 'paid') await this.transitions.markPaid(manager, current, items);
      else if (status === 'cancelled') {
        await this.transitions.cancel(manager, current, items);
        if (current.status === 'pending') endedUnpaid = current;
      } else {
        await orders.update({ id: orderId }, { status });
        await recordStatusChange(manager, orderId, current.status, status);
        await this.deps.webhooks.emit(
          manager,
          'order.status_changed',
          Object.assign(orders.create(await orders.findOneByOrFail({ id: orderId })), { items }),
        );
      }
      return orders.findOneByOrFail({ id: orderId });
    });
    if (endedUnpaid) await closePaymentPages(this.deps.payments, [endedUnpaid], 'order cancelled');
    return changed;
  }
}
