import { SUPPORT_PAGE_SIZE } from '../admin-support-page';
import { AdminTicketsQuery, AdminWaitlistQuery } from '../support-operations';

/** The fixtures of the support desk tests: its lists, a page at a time (cursor: `cursor-<id>`). */

/** A connection page of `nodes` of `type`, with the total of every page. */
export function connection<K extends string, T extends { id: string }>(
  type: K,
  nodes: readonly T[],
  totalCount = nodes.length,
  hasNextPage = false,
) {
  return {
    __typename: `${type}Connection` as const,
    totalCount,
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: nodes.length ? `cursor-${nodes[nodes.length - 1]!.id}` : null,
    },
    edges: nodes.map((node) => ({ __typename: `${type}Edge` as const, cursor: `cursor-${node.id}`, node })),
  };
}

/** The first page of the tickets of one status (null: all), as the screen asks for it. */
export function ticketsMock<T extends { id: string }>(status: string | null, tickets: readonly T[]) {
  return {
    request: {
      query: AdminTicketsQuery,
      variables: { first: SUPPORT_PAGE_SIZE, filter: status ? { status } : {} },
    },
    result: { data: { tickets: connection('Ticket', tickets) } },
  };
}

/** The first page of the waitlist, as the screen asks for it. */
export function waitlistMock<T extends { id: string }>(entries: readonly T[]) {
  return {
    request: { query: AdminWaitlistQuery, variables: { first: SUPPORT_PAGE_SIZE } },
    result: { data: { waitlistEntries: connection('WaitlistEntry', entries) } },
  };
}
