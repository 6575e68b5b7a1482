import type { EntityManager } from 'typeorm';
import type { Language } from '@hometunnel/rules';
import { pagePath, type SubscriptionBillingMailData } from '../../../mail/templates';
import type { Subscription } from '../subscription.entity';
import type { BillingDeps } from './billing-deps';

const dateWords = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date in English words, as subscription events describe it to staff: "1 March 2027". */
export const inWords = (date: Date): string => dateWords.format(date);

/** Where the customer acts on a subscription: its page in My Account, in the account's language. */
export const subscriptionLink = (publicUrl: string, subscriptionId: string, language: Language): string =>
  `${publicUrl}${pagePath(language, `/account/subscriptions/${subscriptionId}`)}`;

/** A date as a billing mail carries it (ISO 8601): the mail writes it in its language. */
export const mailDay = (date: Date): string => date.toISOString();

/**
 * Writes one billing mail to the subscription's account in the caller's transaction; the dedupe
 * key makes a step mail once however often the step is retried.
 */
export async function enqueueBillingMail(
  manager: EntityManager,
  deps: Pick<BillingDeps, 'accounts' | 'catalog' | 'mail' | 'shop'>,
  subscription: Subscription,
  mail: Omit<SubscriptionBillingMailData, 'firstName' | 'planName' | 'link'> & { link?: string },
  dedupeKey: string,
): Promise<void> {
  const user = await deps.accounts.getUser(subscription.userId);
  if (!user) return;
  const plan = await deps.catalog.findProduct(subscription.productId);
  await deps.mail.enqueue(manager, {
    to: user.email,
    language: user.language,
    template: {
      kind: 'subscription-billing',
      firstName: user.firstName,
      planName: plan?.name ?? 'subscription',
      link: subscriptionLink(deps.shop.publicUrl, subscription.id, user.language),
      ...mail,
    },
    dedupeKey: `subscription:${subscription.id}:${dedupeKey}`,
  });
}
