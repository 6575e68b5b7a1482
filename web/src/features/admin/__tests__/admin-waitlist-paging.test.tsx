import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminSupportPage, { SUPPORT_PAGE_SIZE } from '../admin-support-page';
import { WAITLIST_CSV_URL } from '../waitlist-panel';
import { ADMIN, createTestClient, renderWithProviders, type Vars } from '../../../test/render';
import { connection } from './support-fixtures';

const entries = Array.from({ length: 64 }, (_, i) => ({
  __typename: 'WaitlistEntry' as const,
  id: `w${i}`,
  email: `wait${i}@example.com`,
  productId: 'pro-package',
  userId: null,
  createdAt: '2025-03-02T10:00:00.000Z',
}));

/** A tiny server: the waitlist a page at a time by `first` and `after`. */
function server() {
  return createTestClient({
    AdminWaitlist: (variables: Vars) => {
      const start = variables.after ? entries.findIndex((e) => `cursor-${e.id}` === variables.after) + 1 : 0;
      const page = entries.slice(start, start + (variables.first as number));
      return {
        data: {
          waitlistEntries: connection(
            'WaitlistEntry',
            page,
            entries.length,
            start + page.length < entries.length,
          ),
        },
      };
    },
  });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

jest.setTimeout(30_000);

describe('Support desk waitlist, a page at a time', () => {
  it('shows the first page with the real total, loads the rest after endCursor, and exports every entry', async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<AdminSupportPage />, {
      path: '/admin/support',
      route: '/admin/support?view=waitlist',
      user: ADMIN,
      client: api.client,
    });
    await screen.findByText('wait0@example.com');
    expect(rows()).toHaveLength(SUPPORT_PAGE_SIZE);
    expect(screen.getByLabelText('Waitlist entries: 64')).toBeInTheDocument();
    expect(screen.getByText('Showing 50 of 64')).toBeInTheDocument();
    // The download is the server's export of the whole waitlist, not the page shown.
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', WAITLIST_CSV_URL);

    await user.click(screen.getByRole('button', { name: 'Load more entries' }));
    await screen.findByText('wait63@example.com');
    expect(rows()).toHaveLength(64);
    expect(api.callsOf('AdminWaitlist').map((c) => c.variables)).toEqual([
      { first: SUPPORT_PAGE_SIZE },
      { first: SUPPORT_PAGE_SIZE, after: 'cursor-w49' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more entries' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Waitlist entries: 64')).toBeInTheDocument();
  });
});
