import type { EntityManager } from 'typeorm';
import { billingMessages, keepsOldPrice } from '@hometunnel/rules';
import { requireStaff, requireUser, type Actor } from '../../../common/actor';
import { AppError, badInput, conflict, notFound } from '../../../common/app-error';
import { isUuid } from '../../../common/check';
import { PAGE_SIZE_MAX, pagingMessages, type PageResult } from '../../../common/keyset';
import { startPayment } from '../../orders/order-payment-start';
import type { CardSetupListener, CardSetupResult } from '../../payments/payment-provider';
import { recordSubscriptionEvent, subscriptionEvents } from '../subscription-events';
import type { SubscriptionEvent } from '../subscription-event.entity';
import { cardColumns } from '../subscription-renewals';
import { Subscription } from '../subscription.entity';
import { shown } from '../subscriptions.service';
import { pageAllSubscriptions } from './admin-subscriptions';
import { inTransaction, type BillingDeps } from './billing-deps';
import { enqueueBillingMail, inWords, mailDay } from './billing-mail';
import { BillingPass, type BillingPassReport } from './billing-pass';
import { manualRenewalOrder } from './renewal-order';

const UNAVAILABLE = 'The payment provider cannot be reached; please try again in a moment';

/**
 * What customers and staff do with a subscription's renewals: see it, pay a renewal, update the
 * card, switch plans; staff list them and rehearse a pass. The cycle itself is BillingPass.
 */
export class BillingService implements CardSetupListener {
  readonly pass: BillingPass;

  constructor(private readonly deps: BillingDeps) {
    this.pass = new BillingPass(deps);
  }

  /** The caller's subscription (staff: anyone's); anyone else's is the same 404 as a missing one. */
  async get(actor: Actor, id: unknown): Promise<Subscription> {
    const user = requireUser(actor);
    const subscription = isUuid(id)
      ? await this.deps.dataSource.getRepository(Subscription).findOneBy({ id: id as string })
      : null;
    if (!subscription || (subscription.userId !== user.userId && user.role !== 'admin'))
      throw notFound('Subscription not found');
    return shown(subscription);
  }

  /** Staff: the list, each row with its account's email (one query for the page). */
  async adminPage(
    actor: Actor,
    filter: { status?: string | null; first: number; after?: string | null },
  ): Promise<PageResult<Subscription & { customerEmail?: string }>> {
    requireStaff(actor, 'read');
    const page = await pageAllSubscriptions(this.deps.dataSource, filter);
    const emails = new Map(
      (await this.deps.accounts.usersByIds(page.nodes.map((node) => node.userId))).map((user) => [
        user.id,
        user.email,
      ]),
    );
    return {
      ...page,
      nodes: page.nodes.map((node) => Object.assign(shown(node), { customerEmail: emails.get(node.userId) })),
    };
  }

  /** Its events, newest first (1 to 100). */
  events(subscription: Subscription, first: number): Promise<SubscriptionEvent[]> {
    if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) throw badInput(pagingMessages.first);
    return subscriptionEvents(this.deps.dataSource.manager, subscription.id, first);
  }

  /** The renewal order of its current period still waiting to be paid, if any. */
  async pendingRenewalOrderId(subscription: Subscription): Promise<string | null> {
    const rows: { id: string }[] = await this.deps.dataSource.query(
      `SELECT "id" FROM "orders" WHERE "renewal_of" = $1 AND "renewal_period_end" = $2 AND "status" = 'pending'`,
      [subscription.id, subscription.endDate],
    );
    return rows[0]?.id ?? null;
  }

  /** Staff: one pass now, or (not in production) at another moment. */
  async runPass(actor: Actor, now?: Date | null, subscriptionId?: string | null): Promise<BillingPassReport> {
    requireStaff(actor, 'write');
    if (now && this.deps.production) throw conflict(billingMessages.rehearsalRefused);
    if (subscriptionId != null && !isUuid(subscriptionId)) throw notFound('Subscription not found');
    return this.pass.run(now ?? this.deps.clock.now(), subscriptionId ? [subscriptionId] : undefined);
  }

  /** The provider's card page for this subscription (Stripe Checkout in setup mode). */
  async startCardUpdate(actor: Actor, id: unknown): Promise<{ url: string }> {
    const subscription = await this.mine(actor, id);
    const provider = this.deps.cardOnFile();
    if (!provider) throw conflict(billingMessages.cardUnavailable);
    if (subscription.status === 'expired' || subscription.status === 'cancelled')
      throw conflict(billingMessages.notRenewable);
    const user = await this.deps.accounts.getUser(subscription.userId);
    try {
      const { url } = await provider.startCardSetup({
        subscriptionId: subscription.id,
        userId: subscription.userId,
        customerRef: subscription.cardProvider === provider.name ? subscription.cardCustomerRef : null,
        email: user?.email ?? '',
      });
      return { url };
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE);
    }
  }

  /** Back from the card page: what it saved (the webhook may have been first; both are one). */
  async confirmCardUpdate(actor: Actor, id: unknown, sessionId: unknown): Promise<Subscription> {
    const subscription = await this.mine(actor, id);
    // The same pipeline as the provider's webhook: stored once, then handed to cardSaved.
    if (typeof sessionId === 'string' && sessionId.length > 0)
      await this.deps.cardSetupReturn(sessionId).catch(() => null);
    return this.get(actor, subscription.id);
  }

  /** CardSetupListener: the new card goes on the subscription, in the event's transaction. */
  async cardSaved(manager: EntityManager, setup: CardSetupResult): Promise<void> {
    const subscriptions = manager.getRepository(Subscription);
    const subscription = await subscriptions.findOneBy({ id: setup.subscriptionId });
    // The webhook and the return both bring the same card: it is saved (and told) once.
    if (!subscription || subscription.cardRef === setup.card.paymentMethodRef) return;
    await subscriptions.update({ id: subscription.id }, cardColumns(setup.card));
    await recordSubscriptionEvent(manager, {
      subscriptionId: subscription.id,
      type: 'card_updated',
      detail: `${setup.card.brand} ending in ${setup.card.last4}`,
      occurredAt: this.deps.clock.now(),
    });
  }

  /** Updating the card restores a past-due or suspended plan right away: it is charged at once. */
  async afterCardSaved(setup: CardSetupResult): Promise<void> {
    await this.deps.dataSource.transaction(async (manager) => {
      const subscription = await manager
        .getRepository(Subscription)
        .findOne({ where: { id: setup.subscriptionId }, lock: { mode: 'pessimistic_write' } });
      if (!subscription || !['past_due', 'suspended'].includes(subscription.status)) return;
      // Only a card that was not tried yet (the webhook and the return may both call this).
      if (subscription.cardRef !== setup.card.paymentMethodRef) return;
      if (await this.pass.triedCard(manager, subscription)) return;
      await this.pass.chargeNow(manager, subscription, this.deps.clock.now());
    });
  }

  /** The pay link: the renewal waiting to be paid, on the provider's page (null: a bank transfer). */
  async payRenewal(actor: Actor, id: unknown): Promise<{ url: string | null; orderId: string }> {
    const subscription = await this.mine(actor, id);
    const payable =
      ['past_due', 'suspended'].includes(subscription.status) ||
      (subscription.status === 'active' && subscription.autoRenew && !subscription.cardRef);
    if (!payable) throw conflict(billingMessages.nothingToPay);
    const order = await this.deps.dataSource.transaction((manager) =>
      manualRenewalOrder(manager, inTransaction(this.deps, manager), subscription),
    );
    if (!order || order.status !== 'pending') throw conflict(billingMessages.nothingToPay);
    const customerRef =
      subscription.cardProvider === order.paymentProvider ? subscription.cardCustomerRef : null;
    const started = await startPayment(
      this.deps.dataSource,
      this.deps.payments,
      Object.assign(order, { saveCardFor: { userId: subscription.userId, customerRef } }),
    );
    return { url: started.paymentUrl, orderId: order.id };
  }

  /** The new plan's price and duration apply from the next renewal. */
  async changePlan(actor: Actor, id: unknown, productId: unknown): Promise<Subscription> {
    const subscription = await this.mine(actor, id);
    const plan = await this.deps.catalog.findProduct(productId);
    if (!plan || plan.type !== 'subscription') throw badInput(billingMessages.notAPlan);
    if (!['active', 'past_due'].includes(subscription.status))
      throw conflict(billingMessages.planChangeClosed);
    const target = plan.id === subscription.productId ? null : plan.id;
    if (target === subscription.nextProductId) throw conflict(billingMessages.samePlan);
    await this.deps.dataSource.transaction(async (manager) => {
      await manager.getRepository(Subscription).update({ id: subscription.id }, { nextProductId: target });
      await recordSubscriptionEvent(manager, {
        subscriptionId: subscription.id,
        type: 'plan_changed',
        amount: plan.price,
        detail: `${plan.name} from the renewal on ${inWords(subscription.endDate)}`,
        occurredAt: this.deps.clock.now(),
      });
    });
    return this.get(actor, subscription.id);
  }

  /**
   * A plan's price changed (the catalog's hook, in the change's transaction): renewals inside 30
   * days keep the old price; every other running subscription is told the new price and the renewal
   * it applies from.
   */
  async priceChanged(
    manager: EntityManager,
    change: { productId: string; oldPrice: string; newPrice: string },
  ): Promise<void> {
    const now = this.deps.clock.now();
    const running = await manager.getRepository(Subscription).find({
      where: [
        { productId: change.productId, status: 'active', autoRenew: true },
        { productId: change.productId, status: 'past_due' },
      ],
    });
    for (const subscription of running) {
      if (subscription.nextProductId) continue;
      if (keepsOldPrice(subscription.endDate, now)) {
        if (subscription.keptPriceFor?.getTime() === subscription.endDate.getTime()) continue;
        await manager
          .getRepository(Subscription)
          .update(
            { id: subscription.id },
            { keptPrice: change.oldPrice, keptPriceFor: subscription.endDate },
          );
        continue;
      }
      await recordSubscriptionEvent(manager, {
        subscriptionId: subscription.id,
        type: 'price_changed',
        amount: change.newPrice,
        detail: `From the renewal on ${inWords(subscription.endDate)}`,
        occurredAt: now,
      });
      await enqueueBillingMail(
        manager,
        inTransaction(this.deps, manager),
        subscription,
        { moment: 'price_change', amount: change.newPrice, date: mailDay(subscription.endDate) },
        `price:${change.newPrice}:${now.getTime()}`,
      );
    }
  }

  private async mine(actor: Actor, id: unknown): Promise<Subscription> {
    const user = requireUser(actor);
    const subscription = await this.get(actor, id);
    if (subscription.userId !== user.userId) throw notFound('Subscription not found');
    return subscription;
  }
}
