/**
 * What a paid order grants (DECISIONS: orders and subscriptions). Each plan line becomes a
 * subscription of duration × quantity months, auto-renewing; each device package includes one
 * free month, added to the plan bought with it, or given as a complimentary one-month
 * subscription (no auto-renew) when the order has no plan.
 */
export interface PaidLine {
  productId: string | null;
  productType: string;
  duration: number | null;
  quantity: number;
}

export interface SubscriptionGrant {
  productId: string;
  months: number;
  autoRenew: boolean;
}

export const FREE_MONTHS_PER_DEVICE = 1;

export function subscriptionGrants(lines: readonly PaidLine[]): SubscriptionGrant[] {
  // A line whose product was removed from the catalog cannot be linked to a subscription.
  const linked = lines.filter((line): line is PaidLine & { productId: string } => line.productId !== null);
  const freeMonths = linked
    .filter((line) => line.productType === 'device')
    .reduce((months, line) => months + FREE_MONTHS_PER_DEVICE * line.quantity, 0);
  const plans = linked.filter((line) => line.productType === 'subscription');
  if (plans.length === 0) {
    const device = linked.find((line) => line.productType === 'device');
    return device ? [{ productId: device.productId, months: freeMonths, autoRenew: false }] : [];
  }
  return plans.map((plan, index) => ({
    productId: plan.productId,
    // The free months go to the first plan only: the cart holds one plan anyway.
    months: Math.max(1, plan.duration ?? 1) * plan.quantity + (index === 0 ? freeMonths : 0),
    autoRenew: true,
  }));
}

/**
 * The status shown: a plan past its end date that will not be charged (renewal off) has expired
 * even before the billing pass writes so; one renewing stays active until the pass charges it. A
 * cancelled one says cancelled until the pass marks it expired (its service ends at endDate).
 */
export function displayStatus(
  stored: string,
  endDate: Date,
  now: Date = new Date(),
  autoRenew = false,
): string {
  return stored === 'active' && endDate.getTime() < now.getTime() && !autoRenew ? 'expired' : stored;
}

export const subscriptionMessages = {
  notFound: 'Subscription not found',
  onlyOwnSubscriptions: 'Only your own subscriptions are listed on a user',
  autoRenewRequired: 'autoRenew must be true or false',
  notRenewable: 'This subscription has ended or was cancelled, so it cannot renew',
  complimentary: 'A complimentary month cannot renew; choose a plan in the shop instead',
} as const;

/** Why a subscription's auto-renew may not be turned on, or undefined when it may. */
export function renewProblem(
  subscription: { status: string; endDate: Date; cancelledAt: Date | null },
  productType: string | undefined,
  now: Date = new Date(),
): string | undefined {
  if (subscription.cancelledAt || displayStatus(subscription.status, subscription.endDate, now) !== 'active')
    return subscriptionMessages.notRenewable;
  if (productType !== 'subscription') return subscriptionMessages.complimentary;
  return undefined;
}
