import { Text } from '@react-email/components';
import type { MailContent } from './content';
import type { MessageKey } from '../messages';
import type { MailText } from './i18n';
import { ActionButton, greeting, Layout, styles } from './layout';
import type { ShopIdentity, SubscriptionBillingMailData } from './types';

interface Words {
  subject: MessageKey;
  heading: MessageKey;
  lines: MessageKey[];
  action: MessageKey;
}

/** What each step of the renewal cycle tells the customer (docs/billing.md). */
const WORDS: Record<SubscriptionBillingMailData['moment'], Words> = {
  notice: {
    subject: 'billing.notice.subject',
    heading: 'billing.notice.heading',
    lines: ['billing.notice.charge', 'billing.switchOrStop'],
    action: 'billing.manage',
  },
  reminder: {
    subject: 'billing.reminder.subject',
    heading: 'billing.reminder.heading',
    lines: ['billing.reminder.pay', 'billing.reminder.ends'],
    action: 'billing.reminder.action',
  },
  past_due: {
    subject: 'billing.pastDue.subject',
    heading: 'billing.pastDue.heading',
    lines: ['billing.pastDue.failed', 'billing.pastDue.retry', 'billing.pastDue.restore'],
    action: 'billing.pastDue.action',
  },
  suspended: {
    subject: 'billing.suspended.subject',
    heading: 'billing.suspended.heading',
    lines: ['billing.suspended.why', 'billing.suspended.restore'],
    action: 'billing.suspended.action',
  },
  reactivated: {
    subject: 'billing.reactivated.subject',
    heading: 'billing.reactivated.heading',
    lines: ['billing.reactivated.paid'],
    action: 'billing.reactivated.action',
  },
  expired: {
    subject: 'billing.expired.subject',
    heading: 'billing.expired.heading',
    lines: ['billing.expired.ended', 'billing.expired.choose'],
    action: 'billing.expired.action',
  },
  price_change: {
    subject: 'billing.priceChange.subject',
    heading: 'billing.priceChange.heading',
    lines: ['billing.priceChange.change', 'billing.switchOrStop'],
    action: 'billing.manage',
  },
};

const yesNo = (value: unknown): 'yes' | 'no' => (value ? 'yes' : 'no');

export function subscriptionBillingMail(
  m: MailText,
  shop: ShopIdentity,
  mail: SubscriptionBillingMailData,
): MailContent {
  const words = WORDS[mail.moment];
  // Every message of the cycle takes from the same values; each uses the ones it names.
  const values = {
    brand: shop.brandName,
    planName: mail.planName,
    amount: m.money(mail.amount),
    date: m.date(mail.date),
    hasCard: yesNo(mail.cardLast4),
    card: mail.cardLast4 ?? '',
    hasNext: yesNo(mail.nextPlanName),
    nextPlan: mail.nextPlanName ?? '',
    hasDetail: yesNo(mail.detail),
    detail: mail.detail ?? '',
    hasRetry: yesNo(mail.retryDate),
    retryDate: mail.retryDate ? m.date(mail.retryDate) : '',
    suspendDate: mail.suspendDate ? m.date(mail.suspendDate) : '',
  };
  const lines = words.lines.map((key) => m.t(key, values));
  return {
    subject: m.t(words.subject, values),
    element: (
      <Layout m={m} shop={shop} preview={lines[0]!} heading={m.t(words.heading, values)}>
        <Text style={styles.text}>{greeting(m, mail.firstName)}</Text>
        {lines.map((line) => (
          <Text key={line} style={styles.text}>
            {line}
          </Text>
        ))}
        <ActionButton m={m} href={mail.link} label={m.t(words.action, values)} />
      </Layout>
    ),
  };
}
