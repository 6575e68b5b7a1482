import styled from 'styled-components';
import { PackageIcon } from '../../components/icons';
import type { MyOrdersQuery as MyOrdersResult } from '../../gql/graphql';
import { formatPrice } from '@hometunnel/rules';
import { Entry, EntryEnd, Meta, StatusBadge, formatDate } from './account-entry';
import { AccountPanel, EntryList } from './account-panel';
import { ACCOUNT_TEXTS } from './account-texts';

/** 'Recent Orders': number, date, total and status of each order, newest first. */
export function OrdersPanel({ orders, failed }: { orders: MyOrdersResult['myOrders']; failed: boolean }) {
  return (
    <AccountPanel
      id="account-orders"
      icon={<PackageIcon size={20} aria-hidden="true" />}
      title="Recent Orders"
    >
      <EntryList
        items={orders}
        failed={failed}
        failure="We couldn't load your orders. Please refresh the page."
        empty={ACCOUNT_TEXTS.noOrders}
      >
        {(order) => (
          <Entry key={order.id}>
            <div>
              <strong>Order #{order.id.slice(0, 8)}</strong>
              <Meta>
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </Meta>
            </div>
            <EntryEnd>
              <Amount>{formatPrice(order.totalAmount)}</Amount>
              <StatusBadge status={order.status} />
            </EntryEnd>
          </Entry>
        )}
      </EntryList>
    </AccountPanel>
  );
}

const Amount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
