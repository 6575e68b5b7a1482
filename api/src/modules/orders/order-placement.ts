import { randomUUID } from 'node:crypto';
import { countOrderPlaced } from '../../observability/metrics/business-metrics';
import type { DataSource, EntityManager } from 'typeorm';
import { oneStatement } from '../../db/statement';
import { nameOfShape, poolQuery } from '../../db/sql';
import { entityFromRow } from '../../db/entity-rows';
import type { Actor } from '../../common/actor';
import { conflict } from '../../common/app-error';
import { isBlank } from '../../common/check';
import { callerLanguage } from '../../common/language';
import type { Checkout } from '../checkout/checkout.entity';
import { findCountry } from '../pricing/countries';
import { checkedCommand, type CreateOrderCommand } from './order-command';
import {
  insertOrderSql,
  isOrderReplay,
  newOrderRow,
  type NewOrderRow,
  type OrderColumnValues,
} from './order-insert.sql';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { orderMessages } from './orders.rules';
import { findEarlierOrder, readBeforePlacing } from './order-placement-reads';
import { ProductType } from '../catalog/product.entity';
import { startPayment } from './order-payment-start';
import type { LineRequest, PricedProductLine } from '../pricing/pricing.service';
import { orderBelongings, type NewOrderFacts } from './order-belongings';
import { reservationEnds } from './reservation.rules';
import type { OrderPaymentTransitions } from './order-payment-transitions';
import type { OrdersDeps } from './orders.service';

export interface CreatedOrder {
  order: Order;
  /** True when the same checkout or key had already made this order. */
  replayed: boolean;
  /** A new order's items, as `itemsFor` would read them (a replay: read them with `itemsFor`). */
  items?: OrderItem[];
}

/** What placing an order needs of the discount codes (modules/discounts). */
export interface OrderDiscounts {
  /** Holds the code for the order in its transaction; BAD_USER_INPUT with the reason otherwise. */
  hold(manager: EntityManager, input: { code: unknown; email: string; orderId: string }): Promise<unknown>;
}

/**
 * Placing an order from a checkout: priced by the server, reserved, held discount, the
 * confirmation mail, the payment page; idempotent per checkout and per Idempotency-Key.
 */
export class OrderPlacement {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: OrdersDeps,
    private readonly transitions: Pick<OrderPaymentTransitions, 'markPaid'>,
  ) {}

  /**
   * Places a `pending` order priced by the server (a client total is never read). Idempotent per
   * checkout id and per Idempotency-Key: both are UNIQUE columns, so of two racing requests one
   * inserts and the other's insert fails on the constraint, writes nothing, and reads the winner's
   * order. This holds on PGlite too, where advisory locks would exclude nothing.
   */
  async createFromCheckout(actor: Actor, command: CreateOrderCommand): Promise<CreatedOrder> {
    const method = checkedCommand(command, this.deps.payments.sellingMethods);
    const userId = actor.kind === 'user' ? actor.userId : null;
    const { checkout, personal, address, key, earlier } = await readBeforePlacing(
      this.dataSource,
      this.deps,
      actor,
      command,
    );
    if (earlier)
      return {
        order: await this.startPayment(this.ownReplay(earlier, userId)),
        replayed: true,
      };
    const lines = await this.deps.pricing.resolveLines(await this.lineRequests(actor, checkout, command));
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
    const language = await callerLanguage(this.dataSource.manager, actor, command.language);

    const orderRow: OrderColumnValues = {
      id: orderId,
      user_id: userId,
      checkout_id: checkout?.id ?? null,
      idempotency_key: key,
      total_amount: figures.total,
      subtotal_amount: figures.subtotal,
      shipping_amount: figures.shipping,
      vat_rate: figures.vatRate,
      vat_amount: figures.vatAmount,
      customer_name: customerName,
      customer_email: personal.email,
      customer_phone: personal.phone,
      payment_method: method,
      shipping_address: JSON.stringify(shippingAddress),
      order_notes:
        typeof command.orderNotes === 'string' && command.orderNotes.trim()
          ? command.orderNotes.trim()
          : null,
      discount_amount: figures.discount,
      payment_status: provider ? 'PENDING' : 'UNPAID',
      payment_provider: provider,
      language,
    };
    const row = newOrderRow(orderRow, lines);
    const facts: NewOrderFacts = {
      row,
      lines,
      figures,
      method,
      provider,
      hasDevice,
      shippingAddress,
      language,
    };
    // Holding a device or a code is decided in the order's transaction. Without either, the order
    // and all that belongs to it are ONE statement: no transaction, one round trip.
    const holds = discountCode !== null || (hasDevice && this.deps.reservations.methods.includes(method));
    let placed: NewOrderRow;
    try {
      if (holds) placed = await this.placeHolding(facts, discountCode);
      else {
        const outcome = { toPay: provider !== null, reservedUntil: null };
        const insert = insertOrderSql(
          row,
          orderBelongings(this.deps, facts, outcome, this.newOrder(row).order),
        );
        // Prepared once a connection (one text a shape): parsing and planning these five CTEs on
        // every order was a large share of the database's CPU an order.
        await poolQuery(
          this.dataSource,
          { name: nameOfShape('order_insert', insert.text), text: insert.text },
          insert.values,
        );
        placed = row;
      }
    } catch (error) {
      // The same checkout or key has an order (a retry, or a racing twin that committed first).
      if (!isOrderReplay(error)) throw error;
      const winner = this.ownReplay(await this.winner(checkout?.id ?? null, key), userId);
      return { order: await this.startPayment(winner), replayed: true };
    }
    countOrderPlaced(method);
    const created = this.newOrder(placed);
    return { ...created, order: await this.startPayment(created.order), replayed: false };
  }

  /**
   * The order, then in its transaction what it holds: its device (reserved, else the waitlist step,
   * unpaid) and its discount code; then what belongs to it; paid at once when the code covers it all.
   */
  private placeHolding(facts: NewOrderFacts, discountCode: unknown): Promise<NewOrderRow> {
    const { row, lines, method, provider, hasDevice } = facts;
    return this.dataSource.transaction(async (manager) => {
      const insert = insertOrderSql(row);
      await manager.query(insert.text, insert.values);
      const reservedUntil = await this.reserveDevices(manager, row.id, method, lines);
      row.reserved_until = reservedUntil;
      // A device it could not hold (out of stock) sends the buyer to the waitlist step, unpaid.
      const toPay = provider !== null && (reservedUntil !== null || !hasDevice);
      if (provider && !toPay) {
        await manager.query(
          `UPDATE "orders" SET "payment_status" = 'UNPAID', "payment_provider" = NULL WHERE "id" = $1`,
          [row.id],
        );
        Object.assign(row, { payment_status: 'UNPAID', payment_provider: null });
      }
      if (discountCode !== null) {
        // Checked before, but only this conditional update decides: of orders racing for one code,
        // one holds it and the others fail here, rolling their order back.
        if (!this.deps.discounts) throw new Error('discount codes are not wired into orders');
        const email = row.customer_email as string;
        await this.deps.discounts.hold(manager, { code: discountCode, email, orderId: row.id });
      }
      const belongings = oneStatement(
        orderBelongings(this.deps, facts, { toPay, reservedUntil }, this.newOrder(row).order),
      );
      await manager.query(belongings.text, belongings.values);
      // A code that covers the whole price leaves nothing for a provider to take (Stripe refuses
      // totals under €0.50, PayPal 0.00): the order is paid as placed, in this transaction.
      if (toPay && facts.figures.totalCents === 0) {
        const placed = this.newOrder(row);
        await this.transitions.markPaid(manager, placed.order, placed.items);
        const [paid] = await manager.query(`SELECT * FROM "orders" WHERE "id" = $1`, [row.id]);
        Object.assign(row, paid);
      }
      return row;
    });
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

  /** A new order and its items from its row as newOrderRow made it (items in `__items`). */
  private newOrder(row: Record<string, unknown>): { order: Order; items: OrderItem[] } {
    const items = (row.__items as Record<string, unknown>[]).map((item) =>
      entityFromRow(this.dataSource, OrderItem, item),
    );
    return { order: Object.assign(entityFromRow(this.dataSource, Order, row), { items }), items };
  }

  /** The order that won a race for the same checkout or key (committed: its insert conflicted). */
  private async winner(checkoutId: string | null, key: string | null): Promise<Order> {
    const order = await findEarlierOrder(this.dataSource, checkoutId, key);
    if (!order) throw new Error('order insert conflicted but no order matches');
    return order;
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
    { items, sessionCart }: Pick<CreateOrderCommand, 'items' | 'sessionCart'>,
  ): Promise<readonly LineRequest[]> {
    if (items && items.length > 0) return items;
    if (actor.kind === 'user') {
      const cart = await this.deps.cart.list(actor, sessionCart);
      if (cart.length > 0)
        return cart.map((line) => ({ productId: line.productId, quantity: line.quantity }));
    }
    return checkout?.productId ? [{ productId: checkout.productId, quantity: 1 }] : [];
  }
}
