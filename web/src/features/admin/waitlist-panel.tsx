import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { ButtonAnchor } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { errorMessage } from '../../lib/graphql-errors';
import type { AdminWaitlistQuery } from '../../gql/graphql';
import { formatDateTime } from './admin-dates';
import { CountBadge, EmptyState } from './admin-layout';
import { Toolbar } from './tickets-panel';

type WaitlistPage = AdminWaitlistQuery['waitlistEntries'];

/** Every entry, not only those listed: the server streams the whole waitlist as CSV. */
export const WAITLIST_CSV_URL = '/api/admin/waitlist.csv';

/**
 * Waitlist entries (newest first), a page at a time, with the real total and a CSV download of the
 * whole waitlist.
 */
export function WaitlistPanel({
  page,
  error,
  onMore,
}: {
  /** The pages loaded so far (undefined until the first arrives). */
  page: WaitlistPage | undefined;
  error?: unknown;
  onMore: (after: string) => Promise<unknown>;
}) {
  if (error && !page)
    return <EmptyState role="alert">{errorMessage(error) ?? 'Failed to fetch the waitlist'}</EmptyState>;
  if (!page) return null;
  const entries = page.edges.map((edge) => edge.node);
  return (
    <div>
      <Toolbar>
        <CountBadge aria-label={`Waitlist entries: ${page.totalCount}`}>
          Entries <strong>{page.totalCount}</strong>
        </CountBadge>
        {page.totalCount > 0 && (
          <ButtonAnchor href={WAITLIST_CSV_URL} download $size="sm" $variant="outline">
            Download CSV
          </ButtonAnchor>
        )}
      </Toolbar>
      {entries.length === 0 ? (
        <EmptyState>No one is on the waitlist yet</EmptyState>
      ) : (
        <TableWrap>
          <table>
            <caption className="visually-hidden">Waitlist entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Product</th>
                <th scope="col">Account</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.email}</td>
                  <td>
                    <code>{entry.productId}</code>
                  </td>
                  <td>
                    {entry.userId ? (
                      <Badge $tone="primary">Customer</Badge>
                    ) : (
                      <Badge $tone="neutral">Guest</Badge>
                    )}
                  </td>
                  <td>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <LoadMore
        shown={entries.length}
        total={page.totalCount}
        pageInfo={page.pageInfo}
        label="Load more entries"
        onMore={onMore}
      />
    </div>
  );
}

export const TableWrap = styled.div`
  /* Positioned, so visually hidden texts in the cells stay inside the scroll box. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    padding: 12px 16px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th {
    font-size: 0.75rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.bgMuted};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.8rem;
  }
`;
