import { formatMoney, toCents, type Language } from '@hometunnel/rules';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The words My Account and the admin Subscriptions screen use for a subscription's state and
 * its history, in one place so both say the same. Pure: no React. Each screen passes its page's
 * `intl` (the admin screens' is English): the browser build has no English defaults in the code,
 * only the loaded catalog.
 */

/** The statuses the API answers (Subscription.status). */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'suspended', 'cancelled', 'expired'] as const;

const statusMessages = defineMessages({
  active: { id: 'account.subscriptionStatus.active', defaultMessage: 'Active' },
  past_due: { id: 'account.subscriptionStatus.pastDue', defaultMessage: 'Past due' },
  suspended: { id: 'account.subscriptionStatus.suspended', defaultMessage: 'Suspended' },
  cancelled: { id: 'account.subscriptionStatus.cancelled', defaultMessage: 'Cancelled' },
  expired: { id: 'account.subscriptionStatus.expired', defaultMessage: 'Ended' },
});

/** A status in words ("Past due" for past_due); an unknown one as it came. */
export function statusWords(status: string, intl: IntlShape): string {
  const message = Object.hasOwn(statusMessages, status)
    ? statusMessages[status as keyof typeof statusMessages]
    : undefined;
  return message ? intl.formatMessage(message) : status.replace(/_/g, ' ');
}

/** Whether the customer has a payment to make before the plan runs normally again. */
export function needsPayment(status: string): boolean {
  return status === 'past_due' || status === 'suspended';
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
const MOMENT: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };
/** The Intl locale of dates: English pages write them the British way ("14 Jun 2025"). */
export const dateLocale = (language: Language) => (language === 'en' ? 'en-GB' : language);

/** A day as "14 Jun 2025" (UTC, as the billing pass counts days); the text itself when not a date. */
export function formatDay(iso: string, language: Language = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(dateLocale(language), DAY).format(date);
}

/** A moment as "14 Jun 2025, 10:00 UTC". */
export function formatMoment(iso: string, language: Language = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : `${new Intl.DateTimeFormat(dateLocale(language), MOMENT).format(date)} UTC`;
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

const renewalMessages: Record<string, MessageDescriptor> = defineMessages({
  ended: { id: 'account.renewal.ended', defaultMessage: 'Ended on {end}.' },
  unpaid: {
    id: 'account.renewal.unpaid',
    defaultMessage: 'The renewal due on {date} is not paid yet.',
  },
  unpaidAmount: {
    id: 'account.renewal.unpaidAmount',
    defaultMessage: 'The renewal due on {date} ({amount}) is not paid yet.',
  },
  card: { id: 'account.renewal.card', defaultMessage: 'Renews on {date} by charging your saved card.' },
  cardAmount: {
    id: 'account.renewal.cardAmount',
    defaultMessage: 'Renews on {date}: we charge {amount} to your saved card.',
  },
  manual: {
    id: 'account.renewal.manual',
    defaultMessage:
      'Renews on {date} when you pay: we email you a reminder with a pay link 7 days before. Not paid by then, the plan ends.',
  },
  manualAmount: {
    id: 'account.renewal.manualAmount',
    defaultMessage:
      'Renews on {date} when you pay {amount}: we email you a reminder with a pay link 7 days before. Not paid by then, the plan ends.',
  },
  cancelled: {
    id: 'account.renewal.cancelled',
    defaultMessage: 'Cancelled: active until {end}, will not renew.',
  },
  autoRenewOff: {
    id: 'account.renewal.autoRenewOff',
    defaultMessage: 'Automatic renewal is off: the plan ends on {end}.',
  },
  none: { id: 'account.renewal.none', defaultMessage: 'Does not renew: it ends on {end}.' },
});

/** When and how the plan renews, or why it will not: one sentence for the customer. */
export function renewalSentence(sub: RenewalFacts, intl: IntlShape): string {
  const language = intl.locale as Language;
  const end = formatDay(sub.endDate, language);
  const date = sub.nextRenewalDate ? formatDay(sub.nextRenewalDate, language) : end;
  const amount = sub.nextRenewalAmount ? formatMoney(toCents(sub.nextRenewalAmount), language) : null;
  const say = (message: (typeof renewalMessages)[keyof typeof renewalMessages]) =>
    intl.formatMessage(message, { end, date, amount });
  if (sub.status === 'expired') return say(renewalMessages.ended);
  if (needsPayment(sub.status)) return say(amount ? renewalMessages.unpaidAmount : renewalMessages.unpaid);
  if (sub.renewal === 'card') return say(amount ? renewalMessages.cardAmount : renewalMessages.card);
  if (sub.renewal === 'manual') return say(amount ? renewalMessages.manualAmount : renewalMessages.manual);
  if (sub.cancelledAt || sub.status === 'cancelled') return say(renewalMessages.cancelled);
  if (!sub.autoRenew) return say(renewalMessages.autoRenewOff);
  return say(renewalMessages.none);
}

const eventMessages = defineMessages({
  notice_sent: { id: 'account.subscriptionEvent.noticeSent', defaultMessage: 'Renewal notice sent' },
  reminder_sent: { id: 'account.subscriptionEvent.reminderSent', defaultMessage: 'Renewal reminder sent' },
  charged: { id: 'account.subscriptionEvent.charged', defaultMessage: 'Renewal paid' },
  charge_failed: { id: 'account.subscriptionEvent.chargeFailed', defaultMessage: 'Payment failed' },
  retry_scheduled: {
    id: 'account.subscriptionEvent.retryScheduled',
    defaultMessage: 'Payment retry scheduled',
  },
  suspended: { id: 'account.subscriptionEvent.suspended', defaultMessage: 'Service suspended' },
  reactivated: { id: 'account.subscriptionEvent.reactivated', defaultMessage: 'Service restored' },
  plan_changed: { id: 'account.subscriptionEvent.planChanged', defaultMessage: 'Plan switched' },
  price_changed: { id: 'account.subscriptionEvent.priceChanged', defaultMessage: 'Price changed' },
  cancelled: { id: 'account.subscriptionEvent.cancelled', defaultMessage: 'Cancelled' },
  expired: { id: 'account.subscriptionEvent.expired', defaultMessage: 'Ended' },
  card_updated: { id: 'account.subscriptionEvent.cardUpdated', defaultMessage: 'Payment method updated' },
});

/** A subscription event's type in words ("Payment failed" for charge_failed). */
export function eventWords(type: string, intl: IntlShape): string {
  if (Object.hasOwn(eventMessages, type))
    return intl.formatMessage(eventMessages[type as keyof typeof eventMessages]);
  const plain = type.replace(/_/g, ' ');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

const cardMessages: Record<string, MessageDescriptor> = defineMessages({
  card: {
    id: 'account.savedCard.card',
    defaultMessage: '{brand} •••• {last4}, expires {month}/{year}',
  },
  unknownBrand: { id: 'account.savedCard.unknownBrand', defaultMessage: 'Card' },
});

/** A saved card as "Visa •••• 4242, expires 04/2030". */
export function cardWords(
  card: { brand: string; last4: string; expMonth: number; expYear: number },
  intl: IntlShape,
): string {
  const brand = card.brand
    ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)
    : intl.formatMessage(cardMessages.unknownBrand);
  return intl.formatMessage(cardMessages.card, {
    brand,
    last4: card.last4,
    month: String(card.expMonth).padStart(2, '0'),
    year: String(card.expYear),
  });
}
