import { randomUUID } from 'node:crypto';
import {
  In,
  type DataSource,
  type DeepPartial,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
} from 'typeorm';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput, conflict, notFound } from '../../common/app-error';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import { isBlank, isUuid } from '../../common/check';
import type { CartService } from '../cart/cart.service';
import type { Checkout } from '../checkout/checkout.entity';
import type { CheckoutService } from '../checkout/checkout.service';
import { findCountry } from '../pricing/countries';
import type { LineRequest, PricingService } from '../pricing/pricing.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { buyerDetails, idempotencyCaller } from './order-buyer';
import { insertOrderSql } from './order-insert.sql';
import { OrderItem } from './order-item.entity';
import { recordStatusChange } from './order-status-history';
import { Order } from './order.entity';
import {
  idempotencyKeyProblem,
  isOrderStatus,
  orderMessages,
  type OrderStatusName,
  scopedIdempotencyKey,
  transitionProblem,
} from './orders.rules';
import { isPaymentMethod, paymentMessages } from '@hometunnel/rules';
import { ProductType } from '../catalog/product.entity';
import type { OrderPaymentHooks } from './order-payment-hooks';
import {
  OrderPaymentTransitions,
  type OrderPaymentEvent,
  type OrderPaymentTransitionDeps,
} from './order-payment-transitions';
import { startPayment, type OrderPaymentStarter } from './order-payment-start';
import type { PricedProductLine } from '../pricing/pricing.service';
import type { MailService } from '../mail/mail.service';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import { orderMailData } from './order-mail';
import type { CatalogService } from '../catalog/catalog.service';
import { reservationEnds, type ReservationSettings } from './reservation.rules';

/** What a buyer sends to place an order, already unpacked from REST or GraphQL. */
export interface CreateOrderCommand {
  paymentMethod: unknown;
  checkoutId?: unknown;
  idempotencyKey?: unknown;
  personalDetails?: unknown;
  addressDetails?: unknown;
  orderNotes?: unknown;
  /** Undefined or empty: the signed-in buyer's server cart. */
  items?: readonly LineRequest[];
  /** A discount code of the buyer's email (null or blank: none). */
  discountCode?: unknown;
  /** New orders are counted per client address. */
  clientIp: string;
}

export interface CreatedOrder {
  order: Order;
  /** True when the same checkout or key had already made this order. */
  replayed: boolean;
  /** A new order's items, as `itemsFor` would read them (a replay: read them with `itemsFor`). */
  items?: OrderItem[];
}

const MAX_NOTES_LENGTH = 1000;

/** What placing an order needs of the discount codes (modules/discounts). */
export interface OrderDiscounts {
  /** Holds the code for the order in its transaction; BAD_USER_INPUT with the reason otherwise. */
  hold(manager: EntityManager, input: { code: unknown; email: string; orderId: string }): Promise<unknown>;
}

export type { OrderPaymentStarter };

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

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: OrdersDeps,
  ) {
    this.transitions = new OrderPaymentTransitions(deps);
  }

  /**
   * Places a `pending` order priced by the server (a client total is never read). Idempotent per
   * checkout id and per Idempotency-Key: both are UNIQUE columns and the insert is ON CONFLICT DO
   * NOTHING, so of two racing requests one inserts and the other reads the winner's order. This
   * holds on PGlite too, where advisory locks would exclude nothing.
   */
  async createFromCheckout(actor: Actor, command: CreateOrderCommand): Promise<CreatedOrder> {
    const method = command.paymentMethod;
    if (!isPaymentMethod(method)) throw badInput(orderMessages.invalidPaymentMethod);
    if (method === 'bank_transfer' && !this.deps.payments.sellingMethods.includes(method))
      throw badInput(paymentMessages.bankTransferUnavailable);
    const keyProblem = idempotencyKeyProblem(command.idempotencyKey);
    if (keyProblem) throw badInput(keyProblem);
    if (
      command.orderNotes != null &&
      (typeof command.orderNotes !== 'string' || command.orderNotes.length > MAX_NOTES_LENGTH)
    ) {
      throw badInput(orderMessages.orderNotesTooLong);
    }
    const userId = actor.kind === 'user' ? actor.userId : null;
    const checkout =
      command.checkoutId == null || command.checkoutId === ''
        ? undefined
        : await this.deps.checkout.findForActor(actor, command.checkoutId);

    const { personal, address } = buyerDetails(checkout, command);
    const key =
      typeof command.idempotencyKey === 'string'
        ? scopedIdempotencyKey(command.idempotencyKey.trim(), idempotencyCaller(actor, personal.email))
        : null;

    // A retry after success must not fail on a cart that has changed since: answer the order first.
    const earlier = await this.findExisting(this.dataSource.manager, checkout?.id ?? null, key);
    if (earlier)
      return {
        order: await this.startPayment(this.ownReplay(earlier, userId)),
        replayed: true,
      };
    await consumeOrThrow(this.deps.newOrdersPerAddress, command.clientIp, orderMessages.tooMany);
    const lines = await this.deps.pricing.resolveLines(
      await this.lineRequests(actor, checkout, command.items),
    );
    const discountCode = isBlank(command.discountCode) ? null : command.discountCode;
    // Whose code it is, is judged here, against the address the order is placed with.
    const discountCents = await this.deps.pricing.discountCents(discountCode, personal.email);
    const figures = this.deps.pricing.priceLines(address.country, lines, discountCents);
    const country = findCountry(address.country);
    const shippingAddress = { ...address, country: country?.name ?? address.country };
    const orderId = randomUUID();
    // Sent to pay when the method takes money here and the order holds what it sells: a plan alone
    // always, a device only once reserved (decided in the transaction); else the waitlist step.
    const hasDevice = lines.some((line) => line.product.type === ProductType.device);
    const provider = this.deps.payments.sellingMethods.includes(method)
      ? this.deps.payments.providerFor(method)
      : null;
    const customerName = `${personal.firstName} ${personal.lastName}`;

    const orderRow = [
      orderId,
      userId,
      checkout?.id ?? null,
      key,
      figures.total,
      figures.subtotal,
      figures.shipping,
      figures.vatRate,
      figures.vatAmount,
      customerName,
      personal.email,
      personal.phone,
      method,
      JSON.stringify(shippingAddress),
      typeof command.orderNotes === 'string' && command.orderNotes.trim() ? command.orderNotes.trim() : null,
      figures.discount,
      provider ? 'PENDING' : 'UNPAID',
      provider,
    ];
    const { sql, params } = insertOrderSql(orderRow, lines);
    // The order, the buyer's emptied cart and the confirmation mail commit together (a replay
    // inserts nothing, removes nothing, mails nothing; the dedupe key holds even so). An order sent
    // to pay keeps the cart until it is paid (OrderPaymentTransitions.markPaid empties it).
    const inserted: Record<string, unknown>[] = await this.dataSource.transaction(async (manager) => {
      const rows: Record<string, unknown>[] = await manager.query(sql, params);
      if (!rows[0]) return rows;
      const reservedUntil = await this.reserveDevices(manager, orderId, method, lines);
      rows[0].reserved_until = reservedUntil;
      // A device it could not hold (out of stock) sends the buyer to the waitlist step, unpaid.
      const toPay = provider !== null && (reservedUntil !== null || !hasDevice);
      if (provider && !toPay) {
        await manager.query(
          `UPDATE "orders" SET "payment_status" = 'UNPAID', "payment_provider" = NULL WHERE "id" = $1`,
          [orderId],
        );
        Object.assign(rows[0], { payment_status: 'UNPAID', payment_provider: null });
      }
      if (discountCode) {
        // Checked above, but only this conditional update decides: of orders racing for one code,
        // one holds it and the others fail here, rolling their order back.
        if (!this.deps.discounts) throw new Error('discount codes are not wired into orders');
        await this.deps.discounts.hold(manager, { code: discountCode, email: personal.email, orderId });
      }
      // An order sent to pay keeps the cart until it is paid (OrderPaymentTransitions.markPaid).
      if (userId && !toPay) {
        const productIds = lines.map((line) => line.product.id);
        await this.deps.cart.removeOrderedLines(manager, userId, productIds);
      }
      await this.deps.mail.enqueue(manager, {
        // The outbox renders it when it sends it: every figure is known once priced.
        template: {
          kind: 'order-confirmation',
          order: orderMailData({
            orderId,
            customerName,
            lines,
            figures,
            address: shippingAddress,
            paymentMethod: method,
            awaitsStock: hasDevice && reservedUntil === null,
            bankTransfer:
              toPay && provider === 'bank_transfer'
                ? this.deps.payments.bankTransfer(orderId, figures.total)
                : null,
          }),
        },
        to: personal.email,
        dedupeKey: `order-confirmation:${orderId}`,
      });
      await this.deps.webhooks.emit(manager, 'order.created', this.newOrder(rows[0]).order);
      return rows;
    });
    const result: CreatedOrder = inserted[0]
      ? { ...this.newOrder(inserted[0]), replayed: false }
      : { order: this.ownReplay(await this.winner(checkout?.id ?? null, key), userId), replayed: true };
    return { ...result, order: await this.startPayment(result.order) };
  }

  /** The order's payment page; a plan bought signed in by card saves the card for its renewals. */
  private startPayment(order: Order): Promise<Order> {
    return startPayment(this.dataSource, this.deps.payments, order, async () => {
      if (!order.userId || order.paymentMethod !== 'stripe') return undefined;
      const plans: unknown[] = await this.dataSource.query(
        `SELECT 1 FROM "order_items" WHERE "order_id" = $1 AND "product_type" = 'subscription'`,
        [order.id],
      );
      if (plans.length === 0) return undefined;
      return {
        userId: order.userId,
        customerRef: await this.deps.subscriptions.cardCustomerRef(order.userId, order.paymentProvider),
      };
    });
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

  /** Applies a verified provider event, in the caller's transaction (payments/payment-events.service). */
  /** Ends a pending order unpaid in the caller's transaction (an expired subscription's renewal). */
  endUnpaidIn(manager: EntityManager, orderId: string): Promise<boolean> {
    return this.transitions.endUnpaid(manager, orderId);
  }

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
   * the status it already has changes nothing.
   */
  async setStatus(actor: Actor, orderId: string, status: OrderStatusName): Promise<Order> {
    requireStaff(actor, 'write');
    if (!isOrderStatus(status)) throw badInput(orderMessages.unknownStatus);
    if (!isUuid(orderId)) throw notFound(orderMessages.orderNotFound);
    return this.dataSource.transaction(async (manager) => {
      const orders = manager.getRepository(Order);
      const current = await orders.findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw notFound(orderMessages.orderNotFound);
      if (current.status === status) return current;
      const problem = transitionProblem(current.status, status);
      if (problem) throw conflict(problem);
      const items = await manager.getRepository(OrderItem).findBy({ orderId });
      if (status === 'paid') await this.transitions.markPaid(manager, current, items);
      else if (status === 'cancelled') await this.transitions.cancel(manager, current, items);
      else {
        await orders.update({ id: orderId }, { status });
        await recordStatusChange(manager, orderId, current.status, status);
        await this.deps.webhooks.emit(
          manager,
          'order.status_changed',
          Object.assign(orders.create(await orders.findOneByOrFail({ id: orderId })), { items }),
        );
      }
      const changed = await orders.findOneByOrFail({ id: orderId });
      return changed;
    });
  }

  /**
   * With a method that takes money, holds the new order's device in its transaction and stamps
   * when the hold ends; out of stock (or no device, or no provider) it holds nothing and the
   * order goes on exactly as before: the waitlist step. Answers the end, or null.
   */
  private async reserveDevices(
    manager: EntityManager,
    orderId: string,
    method: string,
    lines: readonly PricedProductLine[],
  ): Promise<Date | null> {
    if (!this.deps.reservations.methods.includes(method)) return null;
    if (!(await this.deps.stock.reserve(manager, orderId, lines))) return null;
    const until = reservationEnds(method, this.deps.reservations, new Date());
    await manager.query(`UPDATE "orders" SET "reserved_until" = $2 WHERE "id" = $1`, [orderId, until]);
    return until;
  }

  /**
   * An inserted row (RETURNING) as an entity, so no second round trip re-reads what was just
   * written: the row's columns renamed to the entity's properties, then TypeORM's public
   * `manager.create`. pg already gives each value the type a find() would (timestamptz as Date,
   * numeric as text; the money transformers are identities): a test compares a new order's JSON
   * with a replay's, which find() loads.
   */
  private hydrate<T extends ObjectLiteral>(entity: EntityTarget<T>, row: Record<string, unknown>): T {
    const { columns } = this.dataSource.getMetadata(entity);
    const plain = Object.fromEntries(
      columns.map((column) => [column.propertyName, row[column.databaseName]]),
    );
    return this.dataSource.manager.create(entity, plain as DeepPartial<T>);
  }

  /** A new order and its items from the insert's row (RETURNING, items in `__items`). */
  private newOrder(row: Record<string, unknown>): { order: Order; items: OrderItem[] } {
    const items = (row.__items as Record<string, unknown>[]).map((item) => this.hydrate(OrderItem, item));
    return { order: Object.assign(this.hydrate(Order, row), { items }), items };
  }

  /** The order that won a race for the same checkout or key (committed: its insert conflicted). */
  private async winner(checkoutId: string | null, key: string | null): Promise<Order> {
    const order = await this.findExisting(this.dataSource.manager, checkoutId, key);
    if (!order) throw new Error('order insert conflicted but no order matches');
    return order;
  }

  private async findExisting(
    manager: EntityManager,
    checkoutId: string | null,
    key: string | null,
  ): Promise<Order | null> {
    if (!checkoutId && !key) return null;
    const where = [checkoutId ? { checkoutId } : undefined, key ? { idempotencyKey: key } : undefined].filter(
      (condition) => condition !== undefined,
    );
    return manager.getRepository(Order).findOne({ where, order: { createdAt: 'ASC' } });
  }

  /** A replay answers the same order, but never someone else's (a key reused across accounts). */
  private ownReplay(order: Order, userId: string | null): Order {
    if (order.userId !== null && order.userId !== userId) throw conflict(orderMessages.keyUsedElsewhere);
    return order;
  }

  /** Sent lines first; else the signed-in buyer's server cart; else the saved checkout's product. */
  private async lineRequests(
    actor: Actor,
    checkout: Checkout | undefined,
    items: readonly LineRequest[] | undefined,
  ): Promise<readonly LineRequest[]> {
    if (items && items.length > 0) return items;
    if (actor.kind === 'user') {
      const cart = await this.deps.cart.list(actor);
      if (cart.length > 0)
        return cart.map((line) => ({ productId: line.productId, quantity: line.quantity }));
    }
    return checkout?.productId ? [{ productId: checkout.productId, quantity: 1 }] : [];
  }
}
