import { ORDER_STATUSES } from '@hometunnel/rules';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { useAuth } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { useAdminAccess } from './admin-access';
import { LoadMore } from './load-more';
import { AdminGate } from './admin-gate';
import { AdminShell, CountBadge, EmptyState } from './admin-layout';
import { OrderCard } from './order-card';
import { AdminOrdersQuery, RequestAdminAccessMutation } from './order-operations';

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
  const [limit, setLimit] = useState(ORDERS_PAGE_SIZE);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const query = useQuery(AdminOrdersQuery, {
    variables: { limit, offset: 0 },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const data = query.data ?? query.previousData;
  const { state, cancelRedirect } = useAdminAccess({
    loading: query.loading,
    error: query.error,
    hasData: !!data,
  });
  const reload = () => query.refetch();

  return (
    <AdminGate
      state={state}
      errorTitle="Failed to fetch orders"
      errorText={errorMessage(query.error)}
      onRetry={() => void reload().catch(() => undefined)}
      forbiddenExtra={<RequestAdminAccessButton onStart={cancelRedirect} onDone={reload} />}
    >
      {() => {
        const orders = data?.adminOrders ?? [];
        const total = data?.adminOrderCount ?? orders.length;
        const shown = filter === 'all' ? orders : orders.filter((o) => o.status === filter);
        return (
          <AdminShell
            title="Order Management"
            subtitle="Every order, newest first. Move orders along pending → paid → shipped → delivered."
            actions={
              <>
                <CountBadge aria-label={`Total Orders: ${total}`}>
                  Total Orders <strong>{total}</strong>
                </CountBadge>
                <RequestAdminAccessButton onDone={reload} />
              </>
            }
          >
            {orders.length === 0 ? (
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
                      <span>
                        {status === 'all' ? orders.length : orders.filter((o) => o.status === status).length}
                      </span>
                    </FilterChip>
                  ))}
                </Filters>
                {shown.length === 0 ? (
                  <EmptyState>
                    No {filter} orders among the {orders.length} loaded.
                  </EmptyState>
                ) : (
                  <List>
                    {shown.map((order) => (
                      <OrderCard key={order.id} order={order} />
                    ))}
                  </List>
                )}
                <LoadMore
                  shown={orders.length}
                  total={total}
                  loading={query.loading}
                  label="Load more orders"
                  onMore={() => setLimit((n) => n + ORDERS_PAGE_SIZE)}
                />
              </>
            )}
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
`;

const FilterChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 34px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.85rem;
  text-transform: capitalize;
  span {
    min-width: 22px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.bgSubtle};
    font-size: 0.75rem;
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const List = styled.div`
  display: grid;
  gap: 16px;
`;
