import { useState } from 'react';
import { LANGUAGE_NAMES } from '@hometunnel/rules';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { mailtoHref } from '../../lib/email';
import { errorMessage } from '../../lib/graphql-errors';
import type { AdminTicketsQuery, TicketStatus } from '../../gql/graphql';
import { formatDateTime } from './admin-dates';
import { EmptyState } from './admin-layout';
import { SetTicketStatusMutation } from './support-operations';
import { TicketConversation } from './ticket-conversation';

export type TicketFilter = TicketStatus | 'all';
type TicketsPage = AdminTicketsQuery['tickets'];
type Ticket = TicketsPage['edges'][number]['node'];

const FILTERS: { value: TicketFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/**
 * Support tickets by status (open → answered → resolved), filtered by the server a page at a time;
 * reply, resolve and reopen in place.
 */
export function TicketsPanel({
  page,
  loading,
  error,
  filter,
  onFilter,
  onMore,
}: {
  /** This filter's pages loaded so far (undefined until its first page arrives). */
  page: TicketsPage | undefined;
  loading: boolean;
  error?: unknown;
  filter: TicketFilter;
  onFilter: (filter: TicketFilter) => void;
  onMore: (after: string) => Promise<unknown>;
}) {
  const tickets = page?.edges.map((edge) => edge.node);
  const [setStatus] = useMutation(SetTicketStatusMutation);
  const [pendingId, setPendingId] = useState<string | null>(null);
  // A ticket just resolved leaves the 'open' view at once (the cache holds its new status).
  const shown = (tickets ?? []).filter((t) => filter === 'all' || t.status === filter);

  const change = async (ticket: Ticket, status: TicketStatus) => {
    setPendingId(ticket.id);
    try {
      await setStatus({ variables: { id: ticket.id, status } });
      toast({
        title: status === 'resolved' ? 'Ticket resolved' : 'Ticket reopened',
        description: `“${ticket.subject}” is now ${status}.`,
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err) ?? 'Failed to update the ticket',
        variant: 'destructive',
      });
    } finally {
      setPendingId(null);
    }
  };

  return (
    <div>
      <Toolbar>
        <Segmented role="group" aria-label="Ticket status">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => onFilter(f.value)}
            >
              {f.label}
            </button>
          ))}
        </Segmented>
        {loading && <Spinner size={20} label="Loading tickets" />}
      </Toolbar>
      {error && !tickets ? (
        <EmptyState role="alert">{errorMessage(error) ?? 'Failed to fetch tickets'}</EmptyState>
      ) : !tickets ? null : shown.length === 0 ? (
        <EmptyState>{filter === 'all' ? 'No tickets yet' : `No ${filter} tickets`}</EmptyState>
      ) : (
        <List aria-label="Tickets">
          {shown.map((ticket) => (
            <Item key={ticket.id} aria-labelledby={`ticket-${ticket.id}`} data-testid="ticket">
              <Head>
                <h3 id={`ticket-${ticket.id}`}>{ticket.subject}</h3>
                <Badge $tone={ticket.status === 'resolved' ? 'success' : 'warning'}>{ticket.status}</Badge>
              </Head>
              <Meta>
                <span>{ticket.fullName}</span>
                <a href={mailtoHref(ticket.email, { subject: `Re: ${ticket.subject}` })}>{ticket.email}</a>
                {ticket.phoneNumber && <span>{ticket.phoneNumber}</span>}
                {/* Its mails go out in this language: the reply is best written in it too. */}
                <span>Language: {LANGUAGE_NAMES[ticket.language]}</span>
                <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
              </Meta>
              <Message>{ticket.message}</Message>
              <TicketConversation ticket={ticket} />
              <div>
                {ticket.status !== 'resolved' ? (
                  <Button
                    size="sm"
                    disabled={pendingId === ticket.id}
                    onClick={() => void change(ticket, 'resolved')}
                  >
                    {pendingId === ticket.id ? 'Saving…' : 'Resolve'}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pendingId === ticket.id}
                    onClick={() => void change(ticket, 'open')}
                  >
                    {pendingId === ticket.id ? 'Saving…' : 'Reopen'}
                  </Button>
                )}
              </div>
            </Item>
          ))}
        </List>
      )}
      {page && (
        <LoadMore
          shown={page.edges.length}
          total={page.totalCount}
          pageInfo={page.pageInfo}
          label="Load more tickets"
          onMore={onMore}
        />
      )}
    </div>
  );
}

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
`;

export const Segmented = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  padding: 4px;
  gap: 4px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.bgSubtle};
  button {
    height: 34px;
    padding: 0 14px;
    border: 0;
    border-radius: 9px;
    background: transparent;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 10px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  h3 {
    font-size: 1.05rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    overflow-wrap: anywhere;
  }
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgMuted};
  font-size: 0.925rem;
`;
