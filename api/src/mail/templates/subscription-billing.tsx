import { Text } from '@react-email/components';
import { formatPrice } from '@hometunnel/rules';
import type { MailContent } from './content';
import { ActionButton, greeting, Layout, styles } from './layout';
import type { ShopIdentity, SubscriptionBillingMailData } from './types';

interface Words {
  subject: string;
  heading: string;
  lines: string[];
  action: string;
}

/** What each step of the renewal cycle tells the customer (docs/billing.md). */
function words(shop: ShopIdentity, mail: SubscriptionBillingMailData): Words {
  const plan = `${mail.planName} plan`;
  const amount = formatPrice(mail.amount);
  switch (mail.moment) {
    case 'notice':
      return {
        subject: `Your ${shop.brandName} ${plan} renews on ${mail.date}`,
        heading: `Your ${plan} renews on ${mail.date}`,
        lines: [
          `On ${mail.date} we will charge ${amount} to your saved card${mail.cardLast4 ? ` ending in ${mail.cardLast4}` : ''}${mail.nextPlanName ? `, and your subscription switches to the ${mail.nextPlanName} plan as you asked` : ''}.`,
          'You can switch plans or turn off automatic renewal in My Account at any time before that date.',
        ],
        action: 'Manage your subscription',
      };
    case 'reminder':
      return {
        subject: `Renew your ${shop.brandName} ${plan} by ${mail.date}`,
        heading: `Your ${plan} ends on ${mail.date}`,
        lines: [
          `Your plan renews by payment, not automatically: pay ${amount} by ${mail.date} to keep your service running.`,
          'If you do not pay by then, the subscription ends. You can also switch plans in My Account.',
        ],
        action: `Pay ${amount}`,
      };
    case 'past_due':
      return {
        subject: `We could not renew your ${shop.brandName} ${plan}`,
        heading: 'Your renewal payment failed',
        lines: [
          `We tried to charge ${amount} for your ${plan} and the payment did not go through${mail.detail ? ` (${mail.detail})` : ''}.`,
          `Your service keeps running for now. We will try again on ${mail.retryDate ?? 'the next retry day'}; if the payment still has not succeeded by ${mail.suspendDate}, the service is suspended.`,
          'Paying now or updating your payment method restores the renewal right away.',
        ],
        action: 'Pay or update your card',
      };
    case 'suspended':
      return {
        subject: `Your ${shop.brandName} ${plan} is suspended`,
        heading: 'Your service is suspended',
        lines: [
          `The renewal payment of ${amount} has not succeeded within 7 days of the renewal date, so your service is suspended.`,
          'Paying or updating your payment method restores it right away.',
        ],
        action: 'Restore your service',
      };
    case 'reactivated':
      return {
        subject: `Your ${shop.brandName} ${plan} is active again`,
        heading: 'Your subscription is active again',
        lines: [`Thank you: the renewal is paid and your plan runs until ${mail.date}.`],
        action: 'See your subscription',
      };
    case 'expired':
      return {
        subject: `Your ${shop.brandName} ${plan} has ended`,
        heading: 'Your subscription has ended',
        lines: [
          `Your ${plan} ended on ${mail.date} and was not renewed.`,
          'You can choose a plan in the shop at any time.',
        ],
        action: 'Choose a plan',
      };
    case 'price_change':
      return {
        subject: `A new price for your ${shop.brandName} ${plan}`,
        heading: `The ${plan} will cost ${amount}`,
        lines: [
          `The price of the ${plan} changes to ${amount}. The new price applies from your renewal on ${mail.date}; until then nothing changes.`,
          'You can switch plans or turn off automatic renewal in My Account at any time before that date.',
        ],
        action: 'Manage your subscription',
      };
  }
}

export function subscriptionBillingMail(shop: ShopIdentity, mail: SubscriptionBillingMailData): MailContent {
  const text = words(shop, mail);
  return {
    subject: text.subject,
    element: (
      <Layout shop={shop} preview={text.lines[0]} heading={text.heading}>
        <Text style={styles.text}>{greeting(mail.firstName)}</Text>
        {text.lines.map((line) => (
          <Text key={line} style={styles.text}>
            {line}
          </Text>
        ))}
        <ActionButton href={mail.link} label={text.action} />
      </Layout>
    ),
  };
}
