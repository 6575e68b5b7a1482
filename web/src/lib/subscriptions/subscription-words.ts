import { formatPrice } from '@hometunnel/rules';

/**
 * The words My Account and the admin Subscriptions screen use for a subscription's state and
 * its history, in one place so both say the same. Pure: no React.
 */

/** The statuses the API answers (Subscription.status). */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'suspended', 'cancelled', 'expired'] as const;

const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  past_due: 'Past due',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  expired: 'Ended',
};

/** A status in words ("Payment overdue" for past_due); an unknown one as it came. */
export function statusWords(status: string): string {
  return STATUS_WORDS[status] ?? status.replace(/_/g, ' ');
}

/** Whether the customer has a payment to make before the plan runs normally again. */
export function needsPayment(status: string): boolean {
  return status === 'past_due' || status === 'suspended';
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A day as "14 Jun 2025" (UTC, as the billing pass counts days); the text itself when not a date. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

/** A moment as "14 Jun 2025, 10:00 UTC". */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${momentFormat.format(date)} UTC`;
}

/** What decides the renewal line. */
export interface RenewalFacts {
  status: string;
  renewal: string;
  endDate: string;
  autoRenew: boolean;
  cancelledAt?: string | null;
  nextRenewalDate?: string | null;
  nextRenewalAmount?: string | null;
}

/** When and how the plan renews, or why it will not: one sentence for the customer. */
export function renewalSentence(sub: RenewalFacts): string {
  const end = formatDay(sub.endDate);
  const date = sub.nextRenewalDate ? formatDay(sub.nextRenewalDate) : end;
  const amount = sub.nextRenewalAmount ? formatPrice(sub.nextRenewalAmount) : null;
  if (sub.status === 'expired') return `Ended on ${end}.`;
  if (needsPayment(sub.status))
    return `The renewal due on ${date}${amount ? ` (${amount})` : ''} is not paid yet.`;
  if (sub.renewal === 'card')
    return amount
      ? `Renews on ${date}: we charge ${amount} to your saved card.`
      : `Renews on ${date} by charging your saved card.`;
  if (sub.renewal === 'manual')
    return `Renews on ${date} when you pay${amount ? ` ${amount}` : ''}: we email you a reminder with a pay link 7 days before. Not paid by then, the plan ends.`;
  if (sub.cancelledAt || sub.status === 'cancelled') return `Cancelled: active until ${end}, will not renew.`;
  if (!sub.autoRenew) return `Automatic renewal is off: the plan ends on ${end}.`;
  return `Does not renew: it ends on ${end}.`;
}

const EVENT_WORDS: Record<string, string> = {
  notice_sent: 'Renewal notice sent',
  reminder_sent: 'Renewal reminder sent',
  charged: 'Renewal paid',
  charge_failed: 'Payment failed',
  retry_scheduled: 'Payment retry scheduled',
  suspended: 'Service suspended',
  reactivated: 'Service restored',
  plan_changed: 'Plan switched',
  price_changed: 'Price changed',
  cancelled: 'Cancelled',
  expired: 'Ended',
  card_updated: 'Payment method updated',
};

/** A subscription event's type in words ("Payment failed" for charge_failed). */
export function eventWords(type: string): string {
  const words = EVENT_WORDS[type];
  if (words) return words;
  const plain = type.replace(/_/g, ' ');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** A saved card as "Visa •••• 4242, expires 04/2030". */
export function cardWords(card: { brand: string; last4: string; expMonth: number; expYear: number }): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}
