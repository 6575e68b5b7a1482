import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { useAdminAccess } from './admin-access';
import { AdminGate } from './admin-gate';
import { AdminShell } from './admin-layout';
import { FunnelPanel } from './funnel-panel';
import { AdminTicketsQuery, AdminWaitlistQuery, CheckoutFunnelQuery } from './support-operations';
import { dayRangeToIso, defaultRange } from './support-rules';
import { TicketsPanel, type TicketFilter } from './tickets-panel';
import { WaitlistPanel } from './waitlist-panel';

const VIEWS = [
  { id: 'tickets', label: 'Tickets' },
  { id: 'waitlist', label: 'Waitlist' },
  { id: 'funnel', label: 'Checkout funnel' },
] as const;
type View = (typeof VIEWS)[number]['id'];
/** Tickets and waitlist entries shown at first, and added by each 'Load more'. */
export const SUPPORT_PAGE_SIZE = 50;

const isView = (value: string | null): value is View => VIEWS.some((v) => v.id === value);

/** /admin/support: support tickets, the waitlist and the checkout funnel. */
export default function AdminSupportPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const view: View = isView(requested) ? requested : 'tickets';
  const [ticketFilter, setTicketFilter] = useState<TicketFilter>('open');
  const [range, setRange] = useState(() => defaultRange());
  const isoRange = dayRangeToIso(range.fromDay, range.toDay);

  // Each status is its own list on the server, read from its first page.
  const tickets = useQuery(AdminTicketsQuery, {
    variables: {
      first: SUPPORT_PAGE_SIZE,
      filter: ticketFilter === 'all' ? {} : { status: ticketFilter },
    },
    skip: !user || view !== 'tickets',
    fetchPolicy: 'cache-and-network',
  });
  const waitlist = useQuery(AdminWaitlistQuery, {
    variables: { first: SUPPORT_PAGE_SIZE },
    skip: !user || view !== 'waitlist',
    fetchPolicy: 'cache-and-network',
  });
  const funnel = useQuery(CheckoutFunnelQuery, {
    variables: isoRange ?? { from: '', to: '' },
    skip: !user || view !== 'funnel' || !isoRange,
    fetchPolicy: 'cache-and-network',
  });

  const active = { tickets, waitlist, funnel }[view];
  const activeHasData = !!(active.data ?? active.previousData) || (view === 'funnel' && !isoRange);
  // Once one admin answer arrived, switching views shows the panel's own spinner, not the page's.
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    if (activeHasData) setGranted(true);
  }, [activeHasData]);
  const { state } = useAdminAccess({
    loading: active.loading,
    error: active.error,
    hasData: granted || activeHasData,
  });

  const select = (next: View) => setParams(next === 'tickets' ? {} : { view: next }, { replace: true });

  return (
    <AdminGate
      state={state}
      errorTitle="Failed to load the support desk"
      errorText={errorMessage(active.error)}
      onRetry={() => void active.refetch().catch(() => undefined)}
    >
      {() => (
        <AdminShell
          title="Support desk"
          subtitle="Customer tickets, the out-of-stock waitlist and how checkouts convert."
        >
          <Tabs role="tablist" aria-label="Support desk views">
            {VIEWS.map((v) => (
              <Tab
                key={v.id}
                type="button"
                role="tab"
                id={`support-tab-${v.id}`}
                aria-selected={view === v.id}
                aria-controls={`support-panel-${v.id}`}
                tabIndex={view === v.id ? 0 : -1}
                onClick={() => select(v.id)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const index = VIEWS.findIndex((x) => x.id === view);
                  const next =
                    VIEWS[(index + (e.key === 'ArrowRight' ? 1 : VIEWS.length - 1)) % VIEWS.length]!;
                  select(next.id);
                  document.getElementById(`support-tab-${next.id}`)?.focus();
                }}
              >
                {v.label}
              </Tab>
            ))}
          </Tabs>
          <section role="tabpanel" id={`support-panel-${view}`} aria-labelledby={`support-tab-${view}`}>
            {view === 'tickets' && (
              <TicketsPanel
                page={tickets.data?.tickets}
                loading={tickets.loading}
                error={tickets.error}
                filter={ticketFilter}
                onFilter={setTicketFilter}
                onMore={(after) => tickets.fetchMore({ variables: { after } })}
              />
            )}
            {view === 'waitlist' && (
              <WaitlistPanel
                page={waitlist.data?.waitlistEntries}
                error={waitlist.error}
                onMore={(after) => waitlist.fetchMore({ variables: { after } })}
              />
            )}
            {view === 'funnel' && (
              <FunnelPanel
                fromDay={range.fromDay}
                toDay={range.toDay}
                onRange={setRange}
                rangeValid={!!isoRange}
                steps={(funnel.data ?? funnel.previousData)?.checkoutFunnel.steps}
                loading={funnel.loading}
                error={funnel.error}
              />
            )}
          </section>
        </AdminShell>
      )}
    </AdminGate>
  );
}

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const Tab = styled.button`
  height: 44px;
  padding: 0 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;
