/**
 * The renewal cycle as the FAQ, the Billing article and the Terms describe it (docs/billing.md):
 * a notice 7 days before each renewal; at the end date the saved card is charged; a failed charge
 * leaves the plan past due (the service keeps running), is retried after 3 days, and 7 days after
 * the renewal date the plan is suspended; a plan that renews by hand and is not paid by its end date
 * expires. What is due follows from the subscription's own dates, so moving them (or the clock)
 * moves the schedule.
 */
export const RENEWAL_NOTICE_DAYS = 7;
export const RENEWAL_RETRY_DAYS = 3;
export const SUSPEND_AFTER_DAYS = 7;
/** A price change reaches only renewals at least this far away; nearer ones keep the old price. */
export const PRICE_NOTICE_DAYS = 30;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'suspended', 'cancelled', 'expired'] as const;
export type SubscriptionStatusName = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_EVENT_TYPES = [
  'notice_sent',
  'reminder_sent',
  'charged',
  'charge_failed',
  'retry_scheduled',
  'suspended',
  'reactivated',
  'plan_changed',
  'price_changed',
  'cancelled',
  'expired',
  'card_updated',
] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** What the billing pass looks at of a subscription. */
export interface BillingState {
  status: string;
  endDate: Date;
  autoRenew: boolean;
  /** A card is saved to charge off-session. */
  hasCard: boolean;
  /** A device's complimentary month never renews. */
  isPlan: boolean;
  /** When the last renewal charge was tried (null: never in this period). */
  lastChargeAt: Date | null;
  /** A notice (or reminder) for this end date was sent already. */
  noticeSent: boolean;
}

export type BillingStep = 'notice' | 'reminder' | 'charge' | 'retry' | 'suspend' | 'expire';

/** How a subscription renews: by charging its card, by the customer paying a link, or not at all. */
export function renewalMode(state: Pick<BillingState, 'status' | 'autoRenew' | 'hasCard' | 'isPlan'>) {
  if (!state.isPlan || !state.autoRenew || ['cancelled', 'expired'].includes(state.status)) return 'none';
  return state.hasCard ? 'card' : 'manual';
}

/** The one step due for this subscription at `now`, or null. */
export function dueBillingStep(state: BillingState, now: Date): BillingStep | null {
  const end = state.endDate.getTime();
  const at = now.getTime();
  const mode = renewalMode(state);
  switch (state.status) {
    case 'active':
      if (at >= end) return mode === 'card' ? 'charge' : 'expire';
      if (
        mode !== 'none' &&
        !state.noticeSent &&
        at >= addDays(state.endDate, -RENEWAL_NOTICE_DAYS).getTime()
      )
        return mode === 'card' ? 'notice' : 'reminder';
      return null;
    case 'cancelled':
      return at >= end ? 'expire' : null;
    case 'past_due':
      if (at >= addDays(state.endDate, SUSPEND_AFTER_DAYS).getTime()) return 'suspend';
      if (
        state.hasCard &&
        state.lastChargeAt &&
        at >= addDays(state.lastChargeAt, RENEWAL_RETRY_DAYS).getTime()
      )
        return 'retry';
      return null;
    default:
      return null;
  }
}

/** Whether the customer's service runs: active, past due (grace), or cancelled until its end date. */
export function serviceActive(status: string, endDate: Date, now: Date = new Date()): boolean {
  if (status === 'active' || status === 'past_due') return true;
  return status === 'cancelled' && endDate.getTime() > now.getTime();
}

/**
 * The price the next renewal charges, in cents: the plan switched to (its current price), else
 * the price kept for this renewal after a change inside the notice period, else the plan's price.
 */
export function renewalPriceCents(input: {
  planPriceCents: number;
  nextPlanPriceCents: number | null;
  keptPriceCents: number | null;
  keptPriceFor: Date | null;
  endDate: Date;
}): number {
  if (input.nextPlanPriceCents !== null) return input.nextPlanPriceCents;
  if (
    input.keptPriceCents !== null &&
    input.keptPriceFor !== null &&
    input.keptPriceFor.getTime() === input.endDate.getTime()
  )
    return input.keptPriceCents;
  return input.planPriceCents;
}

/** A new price reaches a renewal only 30 days after it is announced; nearer renewals keep the old one. */
export function keepsOldPrice(endDate: Date, changedAt: Date): boolean {
  return endDate.getTime() < addDays(changedAt, PRICE_NOTICE_DAYS).getTime();
}

export const billingMessages = {
  notRenewable: 'This subscription does not renew, so there is nothing to pay or update',
  nothingToPay: 'This subscription has no renewal waiting to be paid',
  cardUnavailable: 'Saved cards are not available in this shop',
  notAPlan: 'Choose one of the subscription plans',
  samePlan: 'This subscription is already on that plan',
  planChangeClosed: 'Only a running subscription can switch plans',
  rehearsalRefused: 'A billing pass at another moment is refused in production',
  badStatus: `Status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`,
} as const;
