import type { EntityManager } from 'typeorm';
import { dueBillingStep, RENEWAL_NOTICE_DAYS, renewalMode, type BillingStep } from '@hometunnel/rules';
import { logger } from '../../../common/logger';
import { countRenewal } from '../../../observability/metrics/business-metrics';
import { recordSubscriptionEvent } from '../subscription-events';
import { Order } from '../../orders/order.entity';
import { Subscription } from '../subscription.entity';
import { inTransaction, type BillingDeps } from './billing-deps';
import { enqueueBillingMail, inWords, mailDay } from './billing-mail';
import { chargeRenewal } from './renewal-charge';
import { manualRenewalOrder } from './renewal-order';
import { renewalPlan } from './renewal-pricing';

export interface BillingPassReport {
  notices: number;
  reminders: number;
  charged: number;
  declined: number;
  suspended: number;
  expired: number;
}

/** Subscriptions looked at per pass; the next pass takes the rest. */
const BATCH = 500;

const noticeKey = (subscription: Subscription) => `notice:${subscription.endDate.getTime()}`;

/**
 * One pass of the renewal cycle (docs/billing.md): every step due as of `now`, each at most once,
 * catching up whatever earlier passes missed. Each subscription is its own transaction holding
 * its row (`FOR UPDATE SKIP LOCKED`): two passes at once (two replicas, or the CLI beside a server)
 * never work on the same one, and each step's event has a key unique per period, so a step that
 * committed is never done again. One subscription failing (a provider down) does not stop the pass.
 */
export class BillingPass {
  constructor(private readonly deps: BillingDeps) {}

  /**
   * One pass at `now`. `only` limits it to these subscriptions: an operator rehearsing one
   * customer's renewals, and the tests, whose database other test files share.
   */
  async run(now: Date = this.deps.clock.now(), only?: readonly string[]): Promise<BillingPassReport> {
    const report: BillingPassReport = {
      notices: 0,
      reminders: 0,
      charged: 0,
      declined: 0,
      suspended: 0,
      expired: 0,
    };
    const candidates: { id: string }[] = await this.deps.dataSource.query(
      `SELECT s."id" FROM "subscriptions" s
        WHERE ((s."status" = 'active' AND s."end_date" <= $1::timestamptz + make_interval(days => $2)
               AND NOT EXISTS (SELECT 1 FROM "subscription_events" e WHERE e."subscription_id" = s."id"
                   AND e."step_key" = 'notice:' || (extract(epoch from s."end_date") * 1000)::bigint)
                   OR (s."status" = 'active' AND s."end_date" <= $1))
           OR (s."status" = 'cancelled' AND s."end_date" <= $1)
           OR s."status" = 'past_due')
          AND ($3::uuid[] IS NULL OR s."id" = ANY($3::uuid[]))
        ORDER BY s."end_date", s."id"
        LIMIT ${BATCH}`,
      [now, RENEWAL_NOTICE_DAYS, only ? [...only] : null],
    );
    for (const { id } of candidates) {
      try {
        const done = await this.deps.dataSource.transaction((manager) => this.step(manager, id, now));
        if (done) report[done] += 1;
        // Counted once committed.
        if (done === 'charged' || done === 'declined') countRenewal(done);
      } catch (error) {
        logger.error({ subscriptionId: id, error: (error as Error).message }, 'billing step failed');
      }
    }
    return report;
  }

  private async step(manager: EntityManager, id: string, now: Date): Promise<keyof BillingPassReport | null> {
    const subscription = await manager
      .getRepository(Subscription)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' } });
    if (!subscription) return null;
    const deps = inTransaction(this.deps, manager);
    const product = await deps.catalog.findProduct(subscription.productId);
    const step: BillingStep | null = dueBillingStep(
      {
        status: subscription.status,
        endDate: subscription.endDate,
        autoRenew: subscription.autoRenew,
        hasCard: subscription.cardRef !== null,
        isPlan: product?.type === 'subscription',
        lastChargeAt: subscription.lastChargeAt,
        noticeSent: await this.noticeSent(manager, subscription),
      },
      now,
    );
    switch (step) {
      case null:
        return null;
      case 'notice':
        return (await this.notice(deps, manager, subscription, now)) ? 'notices' : null;
      case 'reminder':
        return (await this.reminder(deps, manager, subscription, now)) ? 'reminders' : null;
      case 'charge':
      case 'retry':
        return (await chargeRenewal(manager, deps, subscription, now)) === 'charged' ? 'charged' : 'declined';
      case 'suspend':
        await this.suspend(deps, manager, subscription, now);
        return 'suspended';
      case 'expire':
        await this.expire(deps, manager, subscription, now);
        return 'expired';
    }
  }

  private async noticeSent(manager: EntityManager, subscription: Subscription): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM "subscription_events" WHERE "subscription_id" = $1 AND "step_key" = $2',
      [subscription.id, noticeKey(subscription)],
    );
    return rows.length > 0;
  }

  /** 7 days before a card renewal: the date, the amount, the plan, and how to change them. */
  private async notice(
    deps: BillingDeps,
    manager: EntityManager,
    subscription: Subscription,
    now: Date,
  ): Promise<boolean> {
    const plan = await renewalPlan(deps, subscription);
    if (!plan) return false;
    const first = await recordSubscriptionEvent(manager, {
      subscriptionId: subscription.id,
      type: 'notice_sent',
      stepKey: noticeKey(subscription),
      amount: plan.price,
      detail: `Renews on ${inWords(subscription.endDate)}`,
      occurredAt: now,
    });
    if (!first) return false;
    const next = subscription.nextProductId
      ? await deps.catalog.findProduct(subscription.nextProductId)
      : null;
    await enqueueBillingMail(
      manager,
      deps,
      subscription,
      {
        moment: 'notice',
        amount: plan.price,
        date: mailDay(subscription.endDate),
        cardLast4: subscription.cardLast4,
        nextPlanName: next?.name ?? null,
      },
      noticeKey(subscription),
    );
    return true;
  }

  /** 7 days before a manual renewal: the renewal order to pay, and a mail with its pay link. */
  private async reminder(
    deps: BillingDeps,
    manager: EntityManager,
    subscription: Subscription,
    now: Date,
  ): Promise<boolean> {
    const order = await manualRenewalOrder(manager, deps, subscription);
    const amount = order?.totalAmount ?? (await renewalPlan(deps, subscription))?.price;
    if (!amount) return false;
    const first = await recordSubscriptionEvent(manager, {
      subscriptionId: subscription.id,
      type: 'reminder_sent',
      stepKey: noticeKey(subscription),
      amount,
      orderId: order?.id ?? null,
      detail: `Pay by ${inWords(subscription.endDate)}`,
      occurredAt: now,
    });
    if (!first) return false;
    await enqueueBillingMail(
      manager,
      deps,
      subscription,
      { moment: 'reminder', amount, date: mailDay(subscription.endDate) },
      noticeKey(subscription),
    );
    return true;
  }

  /** Still unpaid 7 days after the renewal date. */
  private async suspend(
    deps: BillingDeps,
    manager: EntityManager,
    subscription: Subscription,
    now: Date,
  ): Promise<void> {
    await manager.getRepository(Subscription).update({ id: subscription.id }, { status: 'suspended' });
    await recordSubscriptionEvent(manager, {
      subscriptionId: subscription.id,
      type: 'suspended',
      stepKey: `suspended:${subscription.endDate.getTime()}`,
      occurredAt: now,
    });
    const suspended = await manager.getRepository(Subscription).findOneByOrFail({ id: subscription.id });
    await deps.webhooks.emit(manager, 'subscription.suspended', suspended);
    const plan = await renewalPlan(deps, subscription);
    await enqueueBillingMail(
      manager,
      deps,
      suspended,
      { moment: 'suspended', amount: plan?.price ?? '0.00', date: mailDay(subscription.endDate) },
      `suspended:${subscription.endDate.getTime()}`,
    );
  }

  /** Not renewed by its end date (renewal off, cancelled, a manual renewal left unpaid). */
  private async expire(
    deps: BillingDeps,
    manager: EntityManager,
    subscription: Subscription,
    now: Date,
  ): Promise<void> {
    await manager.getRepository(Subscription).update({ id: subscription.id }, { status: 'expired' });
    await recordSubscriptionEvent(manager, {
      subscriptionId: subscription.id,
      type: 'expired',
      stepKey: `expired:${subscription.endDate.getTime()}`,
      occurredAt: now,
    });
    const unpaid = await manager.getRepository(Order).findOneBy({
      renewalOf: subscription.id,
      renewalPeriodEnd: subscription.endDate,
      status: 'pending',
    });
    if (unpaid) await deps.orders.endUnpaidIn(manager, unpaid.id);
    const expired = await manager.getRepository(Subscription).findOneByOrFail({ id: subscription.id });
    await deps.webhooks.emit(manager, 'subscription.expired', expired);
    const wasRenewing = renewalMode({ ...subscription, hasCard: false, isPlan: true }) !== 'none';
    if (wasRenewing)
      await enqueueBillingMail(
        manager,
        deps,
        expired,
        { moment: 'expired', amount: '0.00', date: mailDay(subscription.endDate) },
        `expired:${subscription.endDate.getTime()}`,
      );
  }

  /** Charges a past-due renewal at once (a new card was saved). */
  async chargeNow(
    manager: EntityManager,
    subscription: Subscription,
    now: Date,
  ): Promise<'charged' | 'declined'> {
    return chargeRenewal(manager, inTransaction(this.deps, manager), subscription, now);
  }

  /**
   * Whether a charge already failed on the subscription's current card: the newest of the two
   * events as written (not by the billing clock: a rehearsed pass may have dated a failure ahead).
   */
  async triedCard(manager: EntityManager, subscription: Subscription): Promise<boolean> {
    const rows: { detail: string | null; type: string }[] = await manager.query(
      `SELECT "type", "detail" FROM "subscription_events" WHERE "subscription_id" = $1
        AND "type" IN ('card_updated', 'charge_failed') ORDER BY "recorded_at" DESC LIMIT 1`,
      [subscription.id],
    );
    return rows[0]?.type === 'charge_failed';
  }
}
