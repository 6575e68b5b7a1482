import type { EntityManager } from 'typeorm';
import { recipientLanguage } from '../../common/language';
import {
  applyPaymentEvent as nextPaymentState,
  formatCents,
  orderShortId,
  toCents,
  type PaymentEventType,
} from '@hometunnel/rules';
import { isUuid } from '../../common/check';
import type { PaymentMailInvoice } from '../../mail/templates';
import type { CartService } from '../cart/cart.service';
import type { SavedCard } from '../payments/payment-provider';
import type { MailService } from '../mail/mail.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import { OrderItem } from './order-item.entity';
import type { OrderPaymentHooks } from './order-payment-hooks';
import { recordStatusChange } from './order-status-history';
import { Order } from './order.entity';

/** A verified provider event in the shop's words (payments/payment-provider.ts makes them). */
export interface OrderPaymentEvent {
  provider: string;
  eventId: string;
  orderId: string;
  type: PaymentEventType;
  amountCents: number;
  currency: string;
  providerRef: string | null;
  refundedTotalCents?: number;
  reason?: string;
  /** The card saved with this payment, for the plans it grants (or renews) to charge later. */
  savedCard?: SavedCard;
}

export interface OrderPaymentTransitionDeps {
  cart: CartService;
  subscriptions: SubscriptionsService;
  mail: MailService;
  webhooks: WebhookEmitter;
  hooks: readonly OrderPaymentHooks[];
  /**
   * The order's invoice as the payment mail links it (modules/invoices), read in the paying
   * transaction after the hooks issued it; absent or null: a mail without an invoice.
   */
  paymentMailInvoice?(manager: EntityManager, orderId: string): Promise<PaymentMailInvoice | null>;
}

/**
 * What happens to an order when money moves: paid, ended unpaid, refunded. Every function runs in
 * the caller's transaction with the order row locked, so a provider's webhook, the buyer's return
 * and an admin's click on the same order make one transition, one hooks call and one mail.
 */
export class OrderPaymentTransitions {
  constructor(private readonly deps: OrderPaymentTransitionDeps) {}

  /** The order row, locked for the rest of the transaction. */
  lock(manager: EntityManager, orderId: string): Promise<Order | null> {
    if (!isUuid(orderId)) return Promise.resolve(null);
    return manager
      .getRepository(Order)
      .findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
  }

  /** Applies a verified event to the order (docs/payments.md); answers the order as it now is. */
  async apply(manager: EntityManager, event: OrderPaymentEvent): Promise<Order | null> {
    const order = await this.lock(manager, event.orderId);
    if (!order) return null;
    if (order.paymentProvider !== event.provider) {
      await this.flag(
        manager,
        order,
        `A ${event.provider} event for an order paid with ${order.paymentProvider ?? 'no provider'}`,
      );
      return order;
    }
    const outcome = nextPaymentState(
      {
        status: order.status,
        paymentStatus: order.paymentStatus,
        totalCents: toCents(order.totalAmount),
        refundedCents: toCents(order.refundedAmount),
      },
      event,
    );
    if (outcome.review) {
      await this.flag(manager, order, outcome.review);
      return order;
    }
    const repository = manager.getRepository(Order);
    const items = await manager.getRepository(OrderItem).findBy({ orderId: order.id });
    if (outcome.paid) await this.markPaid(manager, order, items, event.savedCard);
    if (outcome.cancelled) await this.cancel(manager, order, items);
    // After markPaid (which says PAID): a refund seen earlier may already make it REFUNDED.
    await repository.update(
      { id: order.id },
      {
        paymentStatus: outcome.paymentStatus,
        refundedAmount: formatCents(outcome.refundedCents),
        ...(event.providerRef && !order.captureRef ? { captureRef: event.providerRef } : {}),
      },
    );
    if (outcome.refund)
      await this.refunded(manager, order, items, { ...outcome.refund, reason: event.reason ?? '' });
    return repository.findOneByOrFail({ id: order.id });
  }

  /**
   * pending → paid, whoever says so (a provider's event, an admin): the subscriptions it grants,
   * the buyer's cart emptied, every hook, order.paid and one payment mail.
   */
  async markPaid(
    manager: EntityManager,
    order: Order,
    items: OrderItem[],
    savedCard?: SavedCard,
  ): Promise<void> {
    const repository = manager.getRepository(Order);
    await repository.update({ id: order.id }, { status: 'paid', paidAt: new Date(), paymentStatus: 'PAID' });
    await recordStatusChange(manager, order.id, order.status, 'paid');
    // Only the signed-in buyer owns what an order grants. A guest order's email proves nothing
    // (anyone may register it), so its subscriptions wait for a verified account to claim them.
    await this.deps.subscriptions.grantForPaidOrder(manager, {
      orderId: order.id,
      userId: order.userId,
      lines: items,
      renewalOf: order.renewalOf,
      renewalPeriodEnd: order.renewalPeriodEnd,
      amount: order.totalAmount,
      savedCard,
    });
    // A renewal was never in the cart.
    if (order.userId && !order.renewalOf)
      await this.deps.cart.removeOrderedLines(
        manager,
        order.userId,
        items.flatMap((item) => (item.productId ? [item.productId] : [])),
      );
    const paid = await repository.findOneByOrFail({ id: order.id });
    for (const hook of this.deps.hooks) await hook.paid?.(manager, paid, items);
    // Only the invoice's id, number and link go into the outbox: the mail worker attaches its PDF.
    const invoice = (await this.deps.paymentMailInvoice?.(manager, order.id)) ?? null;
    await this.deps.mail.enqueue(manager, {
      template: {
        kind: 'payment-received',
        payment: {
          shortId: orderShortId(order.id),
          customerName: order.customerName,
          total: order.totalAmount,
          invoice,
        },
      },
      to: order.customerEmail,
      language: await recipientLanguage(manager, order, order.language),
      dedupeKey: `payment-received:${order.id}`,
    });
    const body = Object.assign(repository.create(paid), { items });
    await this.deps.webhooks.emit(manager, 'order.paid', body);
    await this.deps.webhooks.emit(manager, 'order.status_changed', body);
  }

  /** An order whose payment never came ends cancelled; false when it was paid or closed meanwhile. */
  async endUnpaid(manager: EntityManager, orderId: string): Promise<boolean> {
    const order = await this.lock(manager, orderId);
    if (!order || order.status !== 'pending') return false;
    await manager.getRepository(Order).update({ id: order.id }, { paymentStatus: 'FAILED' });
    const items = await manager.getRepository(OrderItem).findBy({ orderId: order.id });
    await this.cancel(manager, order, items);
    return true;
  }

  /**
   * pending|paid → cancelled: the plans a paid order granted end, and every hook hears it. A pending
   * order whose payment was still `PENDING` (sent to pay, nothing came) ends it `FAILED`, as an
   * expired payment does (docs/payments.md); the caller closes its payment page once that commits
   * (closePaymentPages). A paid order keeps its payment status; one never sent to pay stays `UNPAID`.
   */
  async cancel(manager: EntityManager, order: Order, items: OrderItem[]): Promise<void> {
    const repository = manager.getRepository(Order);
    const unpaid = order.status === 'pending' && order.paymentStatus === 'PENDING';
    await repository.update(
      { id: order.id },
      { status: 'cancelled', ...(unpaid && { paymentStatus: 'FAILED' }) },
    );
    await recordStatusChange(manager, order.id, order.status, 'cancelled');
    if (order.status === 'paid') await this.deps.subscriptions.cancelForOrder(manager, order.id);
    const cancelled = await repository.findOneByOrFail({ id: order.id });
    for (const hook of this.deps.hooks) await hook.cancelled?.(manager, cancelled, items, order.status);
    await this.deps.webhooks.emit(
      manager,
      'order.status_changed',
      Object.assign(repository.create(cancelled), { items }),
    );
  }

  /** Money went back: a full refund ends the order `refunded` and the plan it granted. */
  private async refunded(
    manager: EntityManager,
    order: Order,
    items: OrderItem[],
    refund: { amountCents: number; full: boolean; reason: string },
  ): Promise<void> {
    const repository = manager.getRepository(Order);
    const before = await repository.findOneByOrFail({ id: order.id });
    if (refund.full && before.status !== 'refunded') {
      await repository.update({ id: order.id }, { status: 'refunded' });
      await recordStatusChange(manager, order.id, before.status, 'refunded');
      await this.deps.subscriptions.cancelForOrder(manager, order.id);
    }
    const after = await repository.findOneByOrFail({ id: order.id });
    for (const hook of this.deps.hooks) await hook.refunded?.(manager, after, items, refund);
    await this.deps.webhooks.emit(manager, 'order.refunded', {
      ...repository.create(after),
      items,
      refund: { amount: formatCents(refund.amountCents), full: refund.full, reason: refund.reason },
    });
  }

  private async flag(manager: EntityManager, order: Order, reason: string): Promise<void> {
    await manager
      .getRepository(Order)
      .update({ id: order.id }, { needsReview: true, reviewReason: reason.slice(0, 300) });
  }
}
