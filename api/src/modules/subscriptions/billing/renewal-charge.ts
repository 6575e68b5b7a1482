import type { EntityManager } from 'typeorm';
import { addDays, RENEWAL_RETRY_DAYS, SUSPEND_AFTER_DAYS, toCents } from '@hometunnel/rules';
import type { OffSessionCharge, SavedCard } from '../../payments/payment-provider';
import { recordSubscriptionEvent } from '../subscription-events';
import { Subscription } from '../subscription.entity';
import type { BillingDeps } from './billing-deps';
import { enqueueBillingMail, inWords, mailDay } from './billing-mail';
import { subscriptionRenewalOrder } from './renewal-order';
import { renewalPlan } from './renewal-pricing';

const CARD_GONE = 'Card payments are not available at the moment';

/** The subscription's saved card, or null. */
export function savedCardOf(subscription: Subscription): SavedCard | null {
  if (!subscription.cardProvider || !subscription.cardCustomerRef || !subscription.cardRef) return null;
  return {
    provider: subscription.cardProvider as SavedCard['provider'],
    customerRef: subscription.cardCustomerRef,
    paymentMethodRef: subscription.cardRef,
    brand: subscription.cardBrand ?? 'card',
    last4: subscription.cardLast4 ?? '',
    expMonth: subscription.cardExpMonth ?? 0,
    expYear: subscription.cardExpYear ?? 0,
  };
}

/**
 * Charges the saved card for the renewal at `endDate`, off-session, in the transaction that holds
 * the subscription row: another pass skips the row meanwhile, and a pass that dies after the
 * provider answered asks again with the same idempotency key (subscription, period, attempt), which
 * the provider answers with its first answer. Paid: the renewal order goes through the payment
 * pipeline (invoice, mail, the next period). Declined or authentication required: past due.
 */
export async function chargeRenewal(
  manager: EntityManager,
  deps: BillingDeps,
  subscription: Subscription,
  now: Date,
): Promise<'charged' | 'declined'> {
  const attempt = subscription.chargeAttempts + 1;
  const period = subscription.endDate.getTime();
  const card = savedCardOf(subscription);
  // The provider the card was saved with, even if another one now takes new cards.
  const provider = card ? deps.cardOnFile(card.provider) : undefined;
  const plan = await renewalPlan(deps, subscription);
  if (!plan) throw new Error(`subscription ${subscription.id}: its plan is no longer in the catalog`);
  let answer: OffSessionCharge;
  let orderId: string | null = null;
  if (!provider || !card || provider.name !== card.provider) {
    answer = { outcome: 'declined', message: CARD_GONE, chargeRef: null };
  } else {
    const order = await subscriptionRenewalOrder(manager, deps, subscription, plan, {
      method: 'stripe',
      provider: provider.name,
    });
    orderId = order.id;
    const amountCents = toCents(order.totalAmount);
    answer = await provider.chargeSavedCard({
      card,
      amountCents,
      orderId: order.id,
      subscriptionId: subscription.id,
      idempotencyKey: `renewal:${subscription.id}:${period}:${attempt}`,
    });
    if (answer.outcome === 'succeeded') {
      const eventId = `renewal-charge:${answer.chargeRef}`;
      await deps.paymentEvents.receiveIn(manager, provider.name, {
        eventId,
        type: 'renewal.charge_succeeded',
        payload: { orderId: order.id, subscriptionId: subscription.id, attempt, chargeRef: answer.chargeRef },
        event: {
          provider: provider.name,
          eventId,
          orderId: order.id,
          type: 'paid',
          amountCents,
          currency: 'EUR',
          providerRef: answer.chargeRef,
        },
      });
      return 'charged';
    }
  }
  await markPastDue(manager, deps, subscription, {
    attempt,
    now,
    orderId,
    amount: plan.price,
    message: answer,
  });
  return 'declined';
}

async function markPastDue(
  manager: EntityManager,
  deps: BillingDeps,
  subscription: Subscription,
  failure: {
    attempt: number;
    now: Date;
    orderId: string | null;
    amount: string;
    message: Exclude<OffSessionCharge, { outcome: 'succeeded' }>;
  },
): Promise<void> {
  const firstFailure = subscription.status === 'active';
  await manager.getRepository(Subscription).update(
    { id: subscription.id },
    {
      status: 'past_due',
      pastDueSince: subscription.pastDueSince ?? failure.now,
      lastChargeAt: failure.now,
      chargeAttempts: failure.attempt,
    },
  );
  const detail =
    failure.message.outcome === 'authentication_required'
      ? 'Your bank asks you to confirm this payment'
      : failure.message.message;
  const period = subscription.endDate.getTime();
  await recordSubscriptionEvent(manager, {
    subscriptionId: subscription.id,
    type: 'charge_failed',
    stepKey: `charge:${period}:${failure.attempt}`,
    amount: failure.amount,
    orderId: failure.orderId,
    detail,
    occurredAt: failure.now,
  });
  const suspendAt = addDays(subscription.endDate, SUSPEND_AFTER_DAYS);
  const retryAt = addDays(failure.now, RENEWAL_RETRY_DAYS);
  const retries = retryAt.getTime() < suspendAt.getTime();
  if (retries)
    await recordSubscriptionEvent(manager, {
      subscriptionId: subscription.id,
      type: 'retry_scheduled',
      stepKey: `retry:${period}:${failure.attempt}`,
      detail: `Next attempt on ${inWords(retryAt)}`,
      occurredAt: failure.now,
    });
  const pastDue = await manager.getRepository(Subscription).findOneByOrFail({ id: subscription.id });
  if (firstFailure) await deps.webhooks.emit(manager, 'subscription.past_due', pastDue);
  await enqueueBillingMail(
    manager,
    deps,
    pastDue,
    {
      moment: 'past_due',
      amount: failure.amount,
      date: mailDay(subscription.endDate),
      cardLast4: subscription.cardLast4,
      detail,
      retryDate: retries ? mailDay(retryAt) : null,
      suspendDate: mailDay(suspendAt),
    },
    `past_due:${period}:${failure.attempt}`,
  );
}
