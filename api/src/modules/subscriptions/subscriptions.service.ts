import type { DataSource, EntityManager } from 'typeorm';
import { requireUser, type Actor } from '../../common/actor';
import { conflict, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { keysetPage, PAGE_SIZE_MAX, type PageRequest, type PageResult } from '../../common/keyset';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import type { SavedCard } from '../payments/payment-provider';
import { systemClock } from './billing/billing-clock';
import { recordSubscriptionEvent } from './subscription-events';
import { cardColumns, completeRenewal } from './subscription-renewals';
import { Subscription } from './subscription.entity';
import {
  displayStatus,
  renewProblem,
  subscriptionGrants,
  subscriptionMessages,
  type PaidLine,
} from './subscriptions.rules';

/** A subscription as the customer sees it: ended without renewing, it shows as expired. */
export const shown = (row: Subscription): Subscription =>
  Object.assign(row, { status: displayStatus(row.status, row.endDate, systemClock.now(), row.autoRenew) });

export interface PaidOrder {
  orderId: string;
  /** The account the plan belongs to; null (a guest order with no matching account) grants nothing. */
  userId: string | null;
  lines: readonly PaidLine[];
  /** A renewal order renews its subscription instead of granting a new one. */
  renewalOf?: string | null;
  renewalPeriodEnd?: Date | null;
  amount?: string;
  /** The card saved with the payment: the plans it grants renew by charging it. */
  savedCard?: SavedCard;
}

export class SubscriptionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly webhooks: WebhookEmitter,
  ) {}

  /** A page of the caller's subscriptions, newest first; past ones show as expired. */
  async pageMine(actor: Actor, request: PageRequest): Promise<PageResult<Subscription>> {
    const user = requireUser(actor);
    const subscriptions = this.dataSource.getRepository(Subscription);
    const query = subscriptions
      .createQueryBuilder('s')
      .where('"s"."user_id" = :userId', { userId: user.userId });
    const page = await keysetPage(query, 's', request, () => subscriptions.countBy({ userId: user.userId }));
    return { ...page, nodes: page.nodes.map(shown) };
  }

  /**
   * The deprecated unpaged list (`mySubscriptions`): the 100 ending latest; past ones show as
   * expired.
   */
  async listMine(actor: Actor): Promise<Subscription[]> {
    const user = requireUser(actor);
    const rows = await this.dataSource.getRepository(Subscription).find({
      where: { userId: user.userId },
      order: { endDate: 'DESC', id: 'ASC' },
      take: PAGE_SIZE_MAX,
    });
    return rows.map(shown);
  }

  /**
   * Turns the renewal of one of the caller's subscriptions on or off. Setting what it already is
   * changes nothing; turning it on is refused (409) for an ended or cancelled plan and for a
   * device's complimentary month. Anyone else's subscription is the same 404 as a missing one.
   */
  async setAutoRenew(actor: Actor, subscriptionId: string, autoRenew: boolean): Promise<Subscription> {
    return this.withMine(actor, subscriptionId, async (manager, subscription) => {
      if (subscription.autoRenew === autoRenew) return;
      if (autoRenew) {
        const products: { type: string }[] = await manager.query(
          'SELECT "type" FROM "products" WHERE "id" = $1',
          [subscription.productId],
        );
        const problem = renewProblem(subscription, products[0]?.type);
        if (problem) throw conflict(problem);
      }
      await manager.getRepository(Subscription).update({ id: subscription.id }, { autoRenew });
    });
  }

  /**
   * Cancels at the end of the paid period: the plan stays active until its end date and does
   * not renew. Cancelling again, or an ended plan, changes nothing.
   */
  async cancelAtPeriodEnd(actor: Actor, subscriptionId: string): Promise<Subscription> {
    return this.withMine(actor, subscriptionId, async (manager, subscription) => {
      if (subscription.cancelledAt || displayStatus(subscription.status, subscription.endDate) !== 'active')
        return;
      await manager
        .getRepository(Subscription)
        .update(
          { id: subscription.id },
          { status: 'cancelled', autoRenew: false, nextProductId: null, cancelledAt: () => 'now()' },
        );
      await recordSubscriptionEvent(manager, {
        subscriptionId: subscription.id,
        type: 'cancelled',
        occurredAt: systemClock.now(),
      });
      const cancelled = await manager.getRepository(Subscription).findOneByOrFail({ id: subscription.id });
      await this.webhooks.emit(manager, 'subscription.cancelled', cancelled);
    });
  }

  /** Runs `change` on the caller's subscription, its row locked; answers the row as it ends up. */
  private async withMine(
    actor: Actor,
    subscriptionId: string,
    change: (manager: EntityManager, subscription: Subscription) => Promise<void>,
  ): Promise<Subscription> {
    const user = requireUser(actor);
    if (!isUuid(subscriptionId)) throw notFound(subscriptionMessages.notFound);
    return this.dataSource.transaction(async (manager) => {
      const subscriptions = manager.getRepository(Subscription);
      const where = { id: subscriptionId, userId: user.userId };
      const subscription = await subscriptions.findOne({ where, lock: { mode: 'pessimistic_write' } });
      if (!subscription) throw notFound(subscriptionMessages.notFound);
      await change(manager, subscription);
      return shown(await subscriptions.findOneByOrFail(where));
    });
  }

  /**
   * Runs inside the transaction that marks the order paid, so the grant happens exactly once
   * with the status change. Month arithmetic is PostgreSQL's (Jan 31 + 1 month = Feb 28/29).
   */
  async grantForPaidOrder(manager: EntityManager, order: PaidOrder): Promise<number> {
    if (order.renewalOf && order.renewalPeriodEnd) {
      const renewal = {
        subscriptionId: order.renewalOf,
        periodEnd: order.renewalPeriodEnd,
        orderId: order.orderId,
        amount: order.amount ?? '0.00',
        savedCard: order.savedCard,
      };
      return (await completeRenewal(manager, this.webhooks, renewal, systemClock.now())) ? 1 : 0;
    }
    if (!order.userId) return 0;
    const grants = subscriptionGrants(order.lines);
    for (const grant of grants) {
      await manager.query(
        `INSERT INTO "subscriptions" ("user_id", "product_id", "order_id", "status", "start_date", "end_date", "auto_renew")
         VALUES ($1, $2, $3, 'active', now(), now() + make_interval(months => $4::int), $5)`,
        [order.userId, grant.productId, order.orderId, grant.months, grant.autoRenew],
      );
    }
    const granted =
      grants.length > 0 ? await manager.getRepository(Subscription).findBy({ orderId: order.orderId }) : [];
    for (const subscription of granted) {
      // The card paid for the plan: its renewals charge it (a complimentary month never renews).
      if (order.savedCard && subscription.autoRenew) {
        await manager
          .getRepository(Subscription)
          .update({ id: subscription.id }, cardColumns(order.savedCard));
        Object.assign(subscription, cardColumns(order.savedCard));
      }
      await this.webhooks.emit(manager, 'subscription.created', subscription);
    }
    return grants.length;
  }

  /** The provider customer the account's cards are saved under (one per account), or null. */
  async cardCustomerRef(userId: string, provider: string | null): Promise<string | null> {
    const rows: { ref: string }[] = await this.dataSource.query(
      `SELECT "card_customer_ref" AS "ref" FROM "subscriptions"
        WHERE "user_id" = $1 AND "card_provider" = $2 AND "card_customer_ref" IS NOT NULL
        ORDER BY "created_at" DESC LIMIT 1`,
      [userId, provider],
    );
    return rows[0]?.ref ?? null;
  }

  /** A paid order that is cancelled takes back what it granted: the plans end now. */
  async cancelForOrder(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(
      `UPDATE "subscriptions" SET "status" = 'cancelled', "auto_renew" = false, "next_product_id" = NULL,
              "end_date" = LEAST("end_date", now())
        WHERE "order_id" = $1 AND "status" <> 'expired'`,
      [orderId],
    );
    for (const cancelled of await manager.getRepository(Subscription).findBy({ orderId }))
      await this.webhooks.emit(manager, 'subscription.cancelled', cancelled);
  }
}
