import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminSupportPage, { SUPPORT_PAGE_SIZE } from '../admin-support-page';
import { ADMIN, createTestClient, renderWithProviders, type Vars } from '../../../test/render';
import { connection } from './support-fixtures';

/** `n` tickets of one status, newest first. */
function tickets(n: number, status: string) {
  return Array.from({ length: n }, (_, i) => ({
    __typename: 'Ticket' as const,
    id: `${status}-${i}`,
    fullName: 'Jane Doe',
    email: 'jane@example.com',
    phoneNumber: null,
    language: 'en',
    subject: `${status} ticket ${i}`,
    message: 'Help',
    status,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    messages: [],
  }));
}

/** A tiny server: 55 open and 2 resolved tickets, a page at a time by `after` and `filter.status`. */
function server() {
  const all = [...tickets(55, 'open'), ...tickets(2, 'resolved')];
  return createTestClient({
    AdminTickets: (variables: Vars) => {
      const status = (variables.filter as { status?: string }).status;
      const matching = all.filter((t) => !status || t.status === status);
      const start = variables.after ? matching.findIndex((t) => `cursor-${t.id}` === variables.after) + 1 : 0;
      const page = matching.slice(start, start + (variables.first as number));
      return {
        data: {
          tickets: connection('Ticket', page, matching.length, start + page.length < matching.length),
        },
      };
    },
  });
}

const shown = () => screen.getAllByTestId('ticket');

jest.setTimeout(30_000);

describe('Support desk tickets, a page at a time', () => {
  it('shows the first page of open tickets with the real total and loads the rest with the same filter', async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<AdminSupportPage />, { path: '/admin/support', user: ADMIN, client: api.client });
    await screen.findByText('open ticket 0');
    expect(shown()).toHaveLength(SUPPORT_PAGE_SIZE);
    expect(screen.getByText('Showing 50 of 55')).toBeInTheDocument();
    expect(api.callsOf('AdminTickets')[0]!.variables).toEqual({
      first: SUPPORT_PAGE_SIZE,
      filter: { status: 'open' },
    });

    await user.click(screen.getByRole('button', { name: 'Load more tickets' }));
    await screen.findByText('open ticket 54');
    expect(shown()).toHaveLength(55);
    expect(api.callsOf('AdminTickets').at(-1)!.variables).toEqual({
      first: SUPPORT_PAGE_SIZE,
      filter: { status: 'open' },
      after: 'cursor-open-49',
    });
    expect(screen.queryByRole('button', { name: 'Load more tickets' })).not.toBeInTheDocument();
  });

  it('a status change asks the server for that status from its first page', async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<AdminSupportPage />, { path: '/admin/support', user: ADMIN, client: api.client });
    await screen.findByText('open ticket 0');
    const statuses = within(screen.getByRole('group', { name: 'Ticket status' }));

    await user.click(statuses.getByRole('button', { name: 'Resolved' }));
    await screen.findByText('resolved ticket 0');
    expect(shown()).toHaveLength(2);
    expect(api.callsOf('AdminTickets').at(-1)!.variables).toEqual({
      first: SUPPORT_PAGE_SIZE,
      filter: { status: 'resolved' },
    });
    expect(screen.queryByRole('button', { name: 'Load more tickets' })).not.toBeInTheDocument();

    await user.click(statuses.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByText('Showing 50 of 57')).toBeInTheDocument());
    expect(api.callsOf('AdminTickets').at(-1)!.variables).toEqual({ first: SUPPORT_PAGE_SIZE, filter: {} });
  });
});
