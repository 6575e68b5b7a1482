import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { PackageIcon } from '../../components/icons';
import type { MyOrdersQuery as MyOrdersResult } from '../../gql/graphql';
import { useFormatMoney } from '../../i18n';
import { Entry, EntryEnd, Meta, StatusBadge, useFormatDay } from './account-entry';
import { AccountPanel, EntryList } from './account-panel';
import { accountMessages, SHOP_LINKS } from './account-texts';
import { OrderDetail } from './order-detail';

/** A page of the customer's orders, as `me { orders }` answers it (pages loaded so far, merged). */
export type OrdersPage = NonNullable<MyOrdersResult['me']>['orders'];
type OrderSummary = OrdersPage['edges'][number]['node'];

const messages: Record<string, MessageDescriptor> = defineMessages({
  number: { id: 'account.orders.number', defaultMessage: 'Order #{number}' },
  viewLabel: { id: 'account.orders.viewLabel', defaultMessage: 'View details of order #{number}' },
  hideLabel: { id: 'account.orders.hideLabel', defaultMessage: 'Hide details of order #{number}' },
  view: { id: 'account.orders.view', defaultMessage: 'View details' },
  hide: { id: 'account.orders.hide', defaultMessage: 'Hide details' },
  title: { id: 'account.orders.title', defaultMessage: 'Recent Orders' },
  failure: {
    id: 'account.orders.failure',
    defaultMessage: "We couldn't load your orders. Please refresh the page.",
  },
  more: { id: 'account.orders.more', defaultMessage: 'Load more orders' },
});

/** One order's line, and its detail once opened with "View details". */
function OrderEntry({ order }: { order: OrderSummary }) {
  const [open, setOpen] = useState(false);
  const number = order.id.slice(0, 8);
  const detailId = `order-detail-${order.id}`;
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  return (
    <OrderItem>
      <Entry as="div">
        <div>
          <strong>{intl.formatMessage(messages.number, { number })}</strong>
          <Meta>
            <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          </Meta>
        </div>
        <EntryEnd>
          <Amount>{formatMoney(order.totalAmount)}</Amount>
          <StatusBadge status={order.status} />
        </EntryEnd>
      </Entry>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? detailId : undefined}
        aria-label={intl.formatMessage(open ? messages.hideLabel : messages.viewLabel, { number })}
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage(open ? messages.hide : messages.view)}
      </Button>
      {open && <OrderDetail orderId={order.id} id={detailId} />}
    </OrderItem>
  );
}

/**
 * 'Recent Orders': number, date, total and status of each order, newest first; each opens in full.
 * The first page, then 'Showing n of total' and the next page on request.
 */
export function OrdersPanel({
  orders,
  failed,
  onMore,
}: {
  orders: OrdersPage | undefined;
  failed: boolean;
  onMore: (after: string) => Promise<unknown>;
}) {
  const items = orders?.edges.map((edge) => edge.node) ?? [];
  const intl = useIntl();
  return (
    <AccountPanel
      id="account-orders"
      icon={<PackageIcon size={20} aria-hidden="true" />}
      title={intl.formatMessage(messages.title)}
    >
      <EntryList
        items={items}
        failed={failed}
        failure={intl.formatMessage(messages.failure)}
        empty={intl.formatMessage(accountMessages.noOrders)}
        actions={[SHOP_LINKS.devices, SHOP_LINKS.plans]}
      >
        {(order) => <OrderEntry key={order.id} order={order} />}
      </EntryList>
      {orders && !failed && (
        <LoadMore
          shown={items.length}
          total={orders.totalCount}
          pageInfo={orders.pageInfo}
          label={intl.formatMessage(messages.more)}
          onMore={onMore}
        />
      )}
    </AccountPanel>
  );
}

const OrderItem = styled.li`
  padding: 14px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  & > div:first-child {
    padding: 0 0 4px;
    border-top: 0;
  }
  & > button {
    margin-left: -14px;
  }
`;

const Amount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
