import { useIntl } from 'react-intl';
import { formatPrice } from '@hometunnel/rules';
import { Fragment, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { SUBSCRIPTION_STATUSES, formatDay, statusWords } from '../../lib/subscriptions/subscription-words';
import { useAdminAccess } from './admin-access';
import { FilterChip, Filters } from './admin-filters';
import { AdminGate } from './admin-gate';
import { AdminShell, CountBadge, EmptyState } from './admin-layout';
import { AdminSubscriptionDetail } from './admin-subscription-detail';
import { AdminSubscriptionsQuery } from './subscription-operations';
import { TableWrap } from './waitlist-panel';

export const SUBSCRIPTIONS_PAGE_SIZE = 50;
const FILTERS = ['all', ...SUBSCRIPTION_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

const TONES: Record<string, BadgeTone> = {
  active: 'success',
  past_due: 'warning',
  suspended: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
};

/** How a row renews, in a few words: "Card, 14 Jun 2025 (€79.00)", "Pay link", "Will not renew". */
export function renewalCell(sub: {
  renewal: string;
  nextRenewalDate?: string | null;
  nextRenewalAmount?: string | null;
}): string {
  const when = sub.nextRenewalDate ? `, ${formatDay(sub.nextRenewalDate)}` : '';
  const amount = sub.nextRenewalAmount ? ` (${formatPrice(sub.nextRenewalAmount)})` : '';
  if (sub.renewal === 'card') return `Card${when}${amount}`;
  if (sub.renewal === 'manual') return `Pay link${when}${amount}`;
  return 'Will not renew';
}

/**
 * /admin/subscriptions: every subscription, past due and suspended first, then by end date;
 * filter by status; a row opens its card, next plan and history.
 */
export default function AdminSubscriptionsPage() {
  const { user } = useAuth();
  const [filter, setFilter] = useState<Filter>('all');
  // The admin screens are English: the page's (English) messages.
  const intl = useIntl();
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useQuery(AdminSubscriptionsQuery, {
    variables: { first: SUBSCRIPTIONS_PAGE_SIZE, status: filter === 'all' ? null : filter },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const { state } = useAdminAccess({
    loading: query.loading,
    error: query.error,
    hasData: !!(query.data ?? query.previousData),
  });

  return (
    <AdminGate
      state={state}
      errorTitle="Failed to fetch subscriptions"
      errorText={errorMessage(query.error)}
      onRetry={() => void query.refetch().catch(() => undefined)}
    >
      {() => {
        const connection = query.data?.adminSubscriptions;
        const subs = (connection?.edges ?? []).map((edge) => edge.node);
        return (
          <AdminShell
            title="Subscriptions"
            subtitle="Past due and suspended plans first, then by end date. Open a row for its card and history."
            actions={
              <CountBadge aria-label={`Subscriptions: ${connection?.totalCount ?? '…'}`}>
                {filter === 'all' ? 'Subscriptions' : statusWords(filter, intl)}{' '}
                <strong>{connection?.totalCount ?? '…'}</strong>
              </CountBadge>
            }
          >
            <Filters role="group" aria-label="Filter by status">
              {FILTERS.map((status) => (
                <FilterChip
                  key={status}
                  type="button"
                  aria-pressed={filter === status}
                  onClick={() => {
                    setFilter(status);
                    setOpenId(null);
                  }}
                >
                  {status === 'all' ? 'All' : statusWords(status, intl)}
                </FilterChip>
              ))}
            </Filters>
            {!connection ? (
              <Spinner label="Loading subscriptions" />
            ) : subs.length === 0 ? (
              <EmptyState>
                {filter === 'all'
                  ? 'No subscriptions yet'
                  : `No ${statusWords(filter, intl).toLowerCase()} subscriptions`}
              </EmptyState>
            ) : (
              <TableWrap>
                <table>
                  <caption className="visually-hidden">
                    Subscriptions, past due and suspended first, then by end date
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Customer</th>
                      <th scope="col">Plan</th>
                      <th scope="col">Status</th>
                      <th scope="col">Paid until</th>
                      <th scope="col">Renewal</th>
                      <th scope="col">
                        <span className="visually-hidden">Details</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {subs.map((sub) => {
                      const name = sub.product?.name ?? 'Subscription';
                      const open = openId === sub.id;
                      const detailId = `subscription-detail-${sub.id}`;
                      return (
                        <Fragment key={sub.id}>
                          <tr data-testid="subscription-row" data-status={sub.status}>
                            <td>{sub.customerEmail ?? '—'}</td>
                            <th scope="row">{name}</th>
                            <td>
                              <Badge $tone={TONES[sub.status] ?? 'neutral'}>
                                {statusWords(sub.status, intl)}
                              </Badge>
                            </td>
                            <td>
                              <time dateTime={sub.endDate}>{formatDay(sub.endDate)}</time>
                            </td>
                            <td>{renewalCell(sub)}</td>
                            <td>
                              <Button
                                size="sm"
                                variant={open ? 'primary' : 'outline'}
                                aria-expanded={open}
                                aria-controls={open ? detailId : undefined}
                                aria-label={`Details: ${name} of ${sub.customerEmail ?? 'unknown customer'}`}
                                onClick={() => setOpenId(open ? null : sub.id)}
                              >
                                {open ? 'Hide' : 'Details'}
                              </Button>
                            </td>
                          </tr>
                          {open && (
                            <tr id={detailId}>
                              <DetailCell colSpan={6}>
                                <AdminSubscriptionDetail id={sub.id} name={name} />
                              </DetailCell>
                            </tr>
                          )}
                        </Fragment>
                      );
                    })}
                  </tbody>
                </table>
              </TableWrap>
            )}
            {connection && (
              <LoadMore
                shown={connection.edges.length}
                total={connection.totalCount}
                pageInfo={connection.pageInfo}
                label="Load more subscriptions"
                onMore={(after) => query.fetchMore({ variables: { after } })}
              />
            )}
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}

const DetailCell = styled.td`
  background: ${({ theme }) => theme.colors.bgMuted};
`;
