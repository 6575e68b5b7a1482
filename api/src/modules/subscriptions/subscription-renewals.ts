import type { EntityManager } from 'typeorm';
import type { SavedCard } from '../payments/payment-provider';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import { recordSubscriptionEvent } from './subscription-events';
import { Subscription } from './subscription.entity';

/** A paid renewal order, as the order's paying transaction hands it over. */
export interface PaidRenewal {
  subscriptionId: string;
  /** The end date the order renews from. */
  periodEnd: Date;
  orderId: string;
  amount: string;
  /** A card saved with this payment (paid through the link by card): renewals charge it from now on. */
  savedCard?: SavedCard;
}

/** The card columns of a subscription, from a saved card. */
export const cardColumns = (card: SavedCard) => ({
  cardProvider: card.provider,
  cardCustomerRef: card.customerRef,
  cardRef: card.paymentMethodRef,
  cardBrand: card.brand.slice(0, 30),
  cardLast4: card.last4.slice(-4),
  cardExpMonth: card.expMonth,
  cardExpYear: card.expYear,
});

/**
 * The next period starts at the old end date (no day lost or gained, however late it was paid),
 * on the plan switched to if any; a past-due or suspended plan is active again at once. Runs in the
 * transaction that marks the renewal order paid, so it happens once with it. A renewal for a period
 * already renewed (paid twice) changes nothing: the order is flagged by the payments module's review.
 */
export async function completeRenewal(
  manager: EntityManager,
  webhooks: WebhookEmitter,
  renewal: PaidRenewal,
  now: Date,
): Promise<boolean> {
  const subscriptions = manager.getRepository(Subscription);
  const subscription = await subscriptions.findOne({
    where: { id: renewal.subscriptionId },
    lock: { mode: 'pessimistic_write' },
  });
  if (!subscription || subscription.endDate.getTime() !== renewal.periodEnd.getTime()) return false;
  const wasDown = subscription.status === 'past_due' || subscription.status === 'suspended';
  const productId = subscription.nextProductId ?? subscription.productId;
  await manager.query(
    `UPDATE "subscriptions" s
        SET "product_id" = $2, "status" = 'active',
            "end_date" = s."end_date" + make_interval(months => GREATEST(1, COALESCE(p."duration", 1))),
            "next_product_id" = NULL, "kept_price" = NULL, "kept_price_for" = NULL,
            "past_due_since" = NULL, "last_charge_at" = NULL, "charge_attempts" = 0
       FROM "products" p
      WHERE s."id" = $1 AND p."id" = $2`,
    [subscription.id, productId],
  );
  if (renewal.savedCard) await subscriptions.update({ id: subscription.id }, cardColumns(renewal.savedCard));
  await recordSubscriptionEvent(manager, {
    subscriptionId: subscription.id,
    type: 'charged',
    stepKey: `charged:${renewal.periodEnd.toISOString()}`,
    amount: renewal.amount,
    orderId: renewal.orderId,
    occurredAt: now,
  });
  const renewed = await subscriptions.findOneByOrFail({ id: subscription.id });
  if (wasDown) {
    await recordSubscriptionEvent(manager, {
      subscriptionId: subscription.id,
      type: 'reactivated',
      occurredAt: now,
    });
    await webhooks.emit(manager, 'subscription.reactivated', renewed);
  }
  await webhooks.emit(manager, 'subscription.renewed', renewed);
  return true;
}
