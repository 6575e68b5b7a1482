import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { ShieldIcon } from '../../components/icons';
import { LoadMore } from '../../components/load-more';
import type { MySubscriptionsQuery as MySubscriptionsResult } from '../../gql/graphql';
import { LocalizedLink } from '../../i18n';
import { needsPayment } from '../../lib/subscriptions/subscription-words';
import { Entry, EntryEnd, Meta, StatusBadge, useFormatDay } from './account-entry';
import { AccountPanel, EntryList } from './account-panel';
import { accountMessages, SHOP_LINKS } from './account-texts';
import { SubscriptionControls } from './subscription-controls';

/** A page of the customer's subscriptions, as `me { subscriptions }` answers it (pages so far, merged). */
export type SubscriptionsPage = NonNullable<MySubscriptionsResult['me']>['subscriptions'];
type SubscriptionEntry = SubscriptionsPage['edges'][number]['node'];

const messages: Record<string, MessageDescriptor> = defineMessages({
  cancelled: {
    id: 'account.subscriptions.cancelled',
    defaultMessage: 'Cancelled: active until {date}, will not renew',
  },
  autoRenew: { id: 'account.subscriptions.autoRenew', defaultMessage: 'Auto-renew' },
  manualRenewal: { id: 'account.subscriptions.manualRenewal', defaultMessage: 'Manual renewal' },
  title: { id: 'account.subscriptions.title', defaultMessage: 'Active Subscriptions' },
  failure: {
    id: 'account.subscriptions.failure',
    defaultMessage: "We couldn't load your subscriptions. Please refresh the page.",
  },
  detailsLabel: { id: 'account.subscriptions.detailsLabel', defaultMessage: '{name}: details' },
  suspended: {
    id: 'account.subscriptions.suspended',
    defaultMessage: 'Suspended: the renewal is unpaid. <link>Pay or update your card</link>',
  },
  pastDue: {
    id: 'account.subscriptions.pastDue',
    defaultMessage: 'Past due: the renewal payment failed. <link>Pay or update your card</link>',
  },
  expires: { id: 'account.subscriptions.expires', defaultMessage: 'Expires: <time>{date}</time>' },
  more: { id: 'account.subscriptions.more', defaultMessage: 'Load more subscriptions' },
});

/** The detail screen of one subscription. */
export const subscriptionPath = (id: string) => `/account/subscriptions/${encodeURIComponent(id)}`;

/**
 * 'Active Subscriptions': plan, expiry, renewal and status of each subscription, each linking to
 * its detail; a past-due or suspended one stands out with a way to pay. An active one can have its
 * renewal turned on or off, or be cancelled at the end of its paid period. The first page, then
 * 'Showing n of total' and the next page on request.
 */
export function SubscriptionsPanel({
  subscriptions,
  failed,
  onMore,
}: {
  subscriptions: SubscriptionsPage | undefined;
  failed: boolean;
  onMore: (after: string) => Promise<unknown>;
}) {
  const items = subscriptions?.edges.map((edge) => edge.node) ?? [];
  const intl = useIntl();
  const formatDay = useFormatDay();
  /** How it renews: 'Auto-renew' or 'Manual renewal' (spec), or that it was cancelled. */
  const renewal = (sub: SubscriptionEntry) =>
    sub.cancelledAt
      ? intl.formatMessage(messages.cancelled, { date: formatDay(sub.endDate) })
      : intl.formatMessage(sub.autoRenew ? messages.autoRenew : messages.manualRenewal);
  return (
    <AccountPanel
      id="account-subscriptions"
      icon={<ShieldIcon size={20} aria-hidden="true" />}
      title={intl.formatMessage(messages.title)}
    >
      <EntryList
        items={items}
        failed={failed}
        failure={intl.formatMessage(messages.failure)}
        empty={intl.formatMessage(accountMessages.noSubscriptions)}
        actions={[SHOP_LINKS.plans]}
      >
        {(sub) => {
          const name = sub.product?.name ?? intl.formatMessage(accountMessages.subscription);
          const overdue = needsPayment(sub.status);
          return (
            <Entry key={sub.id} data-status={sub.status}>
              <div>
                <strong>
                  <LocalizedLink
                    to={subscriptionPath(sub.id)}
                    aria-label={intl.formatMessage(messages.detailsLabel, { name })}
                  >
                    {name}
                  </LocalizedLink>
                </strong>
                {overdue && (
                  <Overdue>
                    {intl.formatMessage(sub.status === 'suspended' ? messages.suspended : messages.pastDue, {
                      link: (chunks) => (
                        <LocalizedLink key="pay" to={subscriptionPath(sub.id)}>
                          {chunks}
                        </LocalizedLink>
                      ),
                    })}
                  </Overdue>
                )}
                <Meta>
                  {intl.formatMessage(messages.expires, {
                    date: formatDay(sub.endDate),
                    time: (chunks) => (
                      <time key="expires" dateTime={sub.endDate}>
                        {chunks}
                      </time>
                    ),
                  })}
                </Meta>
                <Meta>{renewal(sub)}</Meta>
                {sub.status === 'active' && !sub.cancelledAt && (
                  <SubscriptionControls
                    subscription={{
                      id: sub.id,
                      name,
                      endDate: sub.endDate,
                      autoRenew: sub.autoRenew,
                      renewable: sub.product?.type === 'subscription',
                    }}
                  />
                )}
              </div>
              <EntryEnd>
                <StatusBadge status={sub.status} />
              </EntryEnd>
            </Entry>
          );
        }}
      </EntryList>
      {subscriptions && !failed && (
        <LoadMore
          shown={items.length}
          total={subscriptions.totalCount}
          pageInfo={subscriptions.pageInfo}
          label={intl.formatMessage(messages.more)}
          onMore={onMore}
        />
      )}
    </AccountPanel>
  );
}

const Overdue = styled.p`
  margin-top: 6px;
  padding: 8px 10px;
  border-radius: 8px;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.875rem;
  font-weight: 600;
`;
