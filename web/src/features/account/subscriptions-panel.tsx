import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ShieldIcon } from '../../components/icons';
import { LoadMore } from '../../components/load-more';
import type { MySubscriptionsQuery as MySubscriptionsResult } from '../../gql/graphql';
import { needsPayment } from '../../lib/subscriptions/subscription-words';
import { Entry, EntryEnd, Meta, StatusBadge, formatDate } from './account-entry';
import { AccountPanel, EntryList } from './account-panel';
import { ACCOUNT_TEXTS, SHOP_LINKS } from './account-texts';
import { SubscriptionControls } from './subscription-controls';

/** A page of the customer's subscriptions, as `me { subscriptions }` answers it (pages so far, merged). */
export type SubscriptionsPage = NonNullable<MySubscriptionsResult['me']>['subscriptions'];
type SubscriptionEntry = SubscriptionsPage['edges'][number]['node'];

/** How it renews: 'Auto-renew' or 'Manual renewal' (spec), or that it was cancelled. */
function renewal(sub: SubscriptionEntry): string {
  if (sub.cancelledAt) return `Cancelled: active until ${formatDate(sub.endDate)}, will not renew`;
  return sub.autoRenew ? 'Auto-renew' : 'Manual renewal';
}

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
  return (
    <AccountPanel
      id="account-subscriptions"
      icon={<ShieldIcon size={20} aria-hidden="true" />}
      title="Active Subscriptions"
    >
      <EntryList
        items={items}
        failed={failed}
        failure="We couldn't load your subscriptions. Please refresh the page."
        empty={ACCOUNT_TEXTS.noSubscriptions}
        actions={[SHOP_LINKS.plans]}
      >
        {(sub) => {
          const name = sub.product?.name ?? 'Subscription';
          const overdue = needsPayment(sub.status);
          return (
            <Entry key={sub.id} data-status={sub.status}>
              <div>
                <strong>
                  <Link to={subscriptionPath(sub.id)} aria-label={`${name}: details`}>
                    {name}
                  </Link>
                </strong>
                {overdue && (
                  <Overdue>
                    {sub.status === 'suspended'
                      ? 'Suspended: the renewal is unpaid. '
                      : 'Past due: the renewal payment failed. '}
                    <Link to={subscriptionPath(sub.id)}>Pay or update your card</Link>
                  </Overdue>
                )}
                <Meta>
                  Expires: <time dateTime={sub.endDate}>{formatDate(sub.endDate)}</time>
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
                <StatusBadge status={sub.status} label={sub.status.replace(/_/g, ' ')} />
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
          label="Load more subscriptions"
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
