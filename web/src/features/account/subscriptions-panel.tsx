import { ShieldIcon } from '../../components/icons';
import type { MySubscriptionsQuery as MySubscriptionsResult } from '../../gql/graphql';
import { Entry, EntryEnd, Meta, StatusBadge, formatDate } from './account-entry';
import { AccountPanel, EntryList } from './account-panel';
import { ACCOUNT_TEXTS } from './account-texts';

/** 'Active Subscriptions': plan, expiry, renewal and status of each subscription. */
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
      >
        {(sub) => (
          <Entry key={sub.id}>
            <div>
              <strong>{sub.product?.name ?? 'Subscription'}</strong>
              <Meta>
                Expires: <time dateTime={sub.endDate}>{formatDate(sub.endDate)}</time>
              </Meta>
              <Meta>{sub.autoRenew ? 'Auto-renew' : 'Manual renewal'}</Meta>
            </div>
            <EntryEnd>
              <StatusBadge status={sub.status} />
            </EntryEnd>
          </Entry>
        )}
      </EntryList>
    </AccountPanel>
  );
}
