import { ORDER_STATUSES } from '@hometunnel/rules';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { useAuth } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { useAdminAccess } from './admin-access';
import { AdminGate } from './admin-gate';
import { FilterChip, Filters } from './admin-filters';
import { AdminShell, CountBadge, EmptyState } from './admin-layout';
import { OrderCard } from './order-card';
import { OrdersExport } from './orders-export';
import { AdminOrderCountsQuery, AdminOrdersQuery, RequestAdminAccessMutation } from './order-operations';

export const ORDERS_PAGE_SIZE = 50;
const STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

/** 'Request Admin Access' (spec section 2: this screen only); the order list reloads afterwards. */
function RequestAdminAccessButton({
  onDone,
  onStart,
}: {
  onDone: () => Promise<unknown>;
  onStart?: () => void;
}) {
  const [request, { loading }] = useMutation(RequestAdminAccessMutation);
  const click = async () => {
    onStart?.();
    try {
      const result = await request();
      toast({
        title: 'Success',
        description: result.data?.requestAdminAccess.message ?? 'Admin access granted',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) ?? 'Failed to grant admin access',
        variant: 'destructive',
      });
    }
    await onDone().catch(() => undefined);
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void click()} disabled={loading}>
      {loading ? 'Requesting…' : 'Request Admin Access'}
    </Button>
  );
}

/** /admin/orders: Order Management (spec section 2), plus status changes along the allowed moves. */
export default function AdminOrdersPage() {
  const { user } = useAuth();
  const [filter, setFilter] = useState<StatusFilter>('all');
  // The chips filter on the server: a new filter is a new list, starting at its first page.
  const query = useQuery(AdminOrdersQuery, {
    variables: { first: ORDERS_PAGE_SIZE, filter: filter === 'all' ? {} : { status: filter } },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const counts = useQuery(AdminOrderCountsQuery, { skip: !user, fetchPolicy: 'cache-and-network' });
  const { state, cancelRedirect } = useAdminAccess({
    loading: query.loading,
    error: query.error,
    hasData: !!(query.data ?? query.previousData),
  });
  const reload = () => Promise.all([query.refetch(), counts.refetch()]);

  return (
    <AdminGate
      state={state}
      errorTitle="Failed to fetch orders"
      errorText={errorMessage(query.error)}
      onRetry={() => void reload().catch(() => undefined)}
      forbiddenExtra={<RequestAdminAccessButton onStart={cancelRedirect} onDone={reload} />}
    >
      {() => {
        // Only this filter's list: another filter's orders never stand in while it loads.
        const connection = query.data?.orders;
        const all = counts.data?.all ?? (filter === 'all' ? connection?.totalCount : undefined);
        // An order just moved out of this status leaves the view at once (the cache has its new status).
        const orders = (connection?.edges ?? [])
          .map((edge) => edge.node)
          .filter((order) => filter === 'all' || order.status === filter);
        return (
          <AdminShell
            title="Order Management"
            subtitle="Every order, newest first. Move orders along pending → paid → shipped → delivered."
            actions={
              <>
                <CountBadge aria-label={`Total Orders: ${all ?? '…'}`}>
                  Total Orders <strong>{all ?? '…'}</strong>
                </CountBadge>
                <RequestAdminAccessButton onDone={reload} />
              </>
            }
          >
            {all === 0 ? (
              <EmptyState>No orders found</EmptyState>
            ) : (
              <>
                <Filters role="group" aria-label="Filter by status">
                  {STATUS_FILTERS.map((status) => (
                    <FilterChip
                      key={status}
                      type="button"
                      aria-pressed={filter === status}
                      onClick={() => setFilter(status)}
                    >
                      {status === 'all' ? 'All' : status}
                      {counts.data && <span>{counts.data[status]}</span>}
                    </FilterChip>
                  ))}
                </Filters>
                <OrdersExport status={filter === 'all' ? null : filter} />
                {!connection ? (
                  <Spinner label="Loading orders" />
                ) : orders.length === 0 ? (
                  <EmptyState>
                    {filter === 'all' ? 'No orders found' : `No ${filter} orders found`}
                  </EmptyState>
                ) : (
                  <List>
                    {orders.map((order) => (
                      <OrderCard key={order.id} order={order} />
                    ))}
                  </List>
                )}
                {connection && (
                  <LoadMore
                    shown={connection.edges.length}
                    total={connection.totalCount}
                    pageInfo={connection.pageInfo}
                    label="Load more orders"
                    onMore={(after) => query.fetchMore({ variables: { after } })}
                  />
                )}
              </>
            )}
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}

const List = styled.div`
  display: grid;
  gap: 16px;
`;
