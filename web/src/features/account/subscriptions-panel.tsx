import { ShieldIcon } from '../../components/icons';
import { LoadMore } from '../../components/load-more';
import type { MySubscriptionsQuery as MySubscriptionsResult } from '../../gql/graphql';
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

/**
 * 'Active Subscriptions': plan, expiry, renewal and status of each subscription; an active one
 * can have its renewal turned on or off, or be cancelled at the end of its paid period. The first
 * page, then 'Showing n of total' and the next page on request.
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
          return (
            <Entry key={sub.id}>
              <div>
                <strong>{name}</strong>
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
          label="Load more subscriptions"
          onMore={onMore}
        />
      )}
    </AccountPanel>
  );
}
