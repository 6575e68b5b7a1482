import { ShieldIcon } from '../../components/icons';
import type { MySubscriptionsQuery as MySubscriptionsResult } from '../../gql/graphql';
import { Entry, EntryEnd, Meta, StatusBadge, formatDate } from './account-entry';
import { AccountPanel, EntryList } from './account-panel';
import { ACCOUNT_TEXTS, SHOP_LINKS } from './account-texts';
import { SubscriptionControls } from './subscription-controls';

type SubscriptionEntry = MySubscriptionsResult['mySubscriptions'][number];

/** How it renews: 'Auto-renew' or 'Manual renewal' (spec), or that it was cancelled. */
function renewal(sub: SubscriptionEntry): string {
  if (sub.cancelledAt) return `Cancelled: active until ${formatDate(sub.endDate)}, will not renew`;
  return sub.autoRenew ? 'Auto-renew' : 'Manual renewal';
}

/**
 * 'Active Subscriptions': plan, expiry, renewal and status of each subscription; an active one
 * can have its renewal turned on or off, or be cancelled at the end of its paid period.
 */
export function SubscriptionsPanel({
  subscriptions,
  failed,
}: {
  subscriptions: MySubscriptionsResult['mySubscriptions'];
  failed: boolean;
}) {
  return (
    <AccountPanel
      id="account-subscriptions"
      icon={<ShieldIcon size={20} aria-hidden="true" />}
      title="Active Subscriptions"
    >
      <EntryList
        items={subscriptions}
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
    </AccountPanel>
  );
}
