import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import AdminSupportPage from '../admin-support-page';
import { CheckoutFunnelQuery, SetTicketStatusMutation } from '../support-operations';
import { dayRangeToIso, defaultRange, funnelRows } from '../support-rules';
import { WAITLIST_CSV_URL } from '../waitlist-panel';
import { ADMIN, CUSTOMER, gqlError, meMock, renderWithProviders } from '../../../test/render';
import { ticketsMock, waitlistMock } from './support-fixtures';

const TICKET = {
  __typename: 'Ticket' as const,
  id: 't1',
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phoneNumber: null,
  language: 'en',
  subject: 'Router offline',
  message: 'The status light keeps blinking orange.',
  status: 'open',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  messages: [],
};
const ENTRY = {
  __typename: 'WaitlistEntry' as const,
  id: 'w1',
  email: 'wait@example.com',
  productId: 'pro-package',
  userId: null,
  createdAt: '2025-03-02T10:00:00.000Z',
};
const toasts = () => within(screen.getByTestId('toast-viewport'));

beforeEach(() => resetToasts());

describe('Support desk', () => {
  it("is 'Admin Access Required' for non-admins", async () => {
    renderWithProviders(<AdminSupportPage />, {
      path: '/admin/support',
      mocks: [
        meMock(CUSTOMER),
        { request: ticketsMock('open', []).request, result: gqlError('FORBIDDEN', 'Admin access required') },
      ],
      toaster: true,
    });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  it('lists open tickets, resolves one and shows it under Resolved', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminSupportPage />, {
      path: '/admin/support',
      mocks: [
        meMock(ADMIN),
        // Sent from a German page: its mails, and so the reply, are in German.
        ticketsMock('open', [{ ...TICKET, language: 'de' }]),
        {
          request: { query: SetTicketStatusMutation, variables: { id: 't1', status: 'resolved' } },
          result: {
            data: {
              setTicketStatus: {
                __typename: 'Ticket',
                id: 't1',
                status: 'resolved',
                updatedAt: '2025-03-03T10:00:00.000Z',
              },
            },
          },
        },
        ticketsMock('resolved', [{ ...TICKET, status: 'resolved' }]),
      ],
      toaster: true,
    });
    const ticket = within(await screen.findByRole('listitem', { name: 'Router offline' }));
    expect(ticket.getByText('open')).toBeInTheDocument();
    expect(ticket.getByText('The status light keeps blinking orange.')).toBeInTheDocument();
    expect(ticket.getByText('Language: Deutsch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(ticket.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('No open tickets')).toBeInTheDocument();
    expect(toasts().getByText('Ticket resolved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    const resolved = within(await screen.findByRole('listitem', { name: 'Router offline' }));
    expect(resolved.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it("encodes a customer's address in the reply link, so it cannot add recipients", async () => {
    renderWithProviders(<AdminSupportPage />, {
      path: '/admin/support',
      mocks: [meMock(ADMIN), ticketsMock('open', [{ ...TICKET, email: 't@x.y?bcc=evil@z.zz' }])],
      toaster: true,
    });
    const ticket = within(await screen.findByRole('listitem', { name: 'Router offline' }));
    expect(ticket.getByRole('link', { name: 't@x.y?bcc=evil@z.zz' })).toHaveAttribute(
      'href',
      'mailto:t%40x.y%3Fbcc%3Devil@z.zz?subject=Re%3A%20Router%20offline',
    );
  });

  it('shows the waitlist and links its CSV download of every entry', async () => {
    renderWithProviders(<AdminSupportPage />, {
      path: '/admin/support',
      route: '/admin/support?view=waitlist',
      mocks: [meMock(ADMIN), waitlistMock([ENTRY])],
      toaster: true,
    });
    expect(await screen.findByRole('cell', { name: 'wait@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waitlist' })).toHaveAttribute('aria-selected', 'true');
    // The server streams the whole waitlist, not only the entries listed here.
    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(WAITLIST_CSV_URL).toBe('/api/admin/waitlist.csv');
    expect(download).toHaveAttribute('href', WAITLIST_CSV_URL);
    expect(download).toHaveAttribute('download');
  });

  it('draws the funnel for the chosen range with sessions and step conversion', async () => {
    const range = defaultRange();
    const iso = dayRangeToIso(range.fromDay, range.toDay)!;
    const steps = [
      ['add_to_cart', 10],
      ['begin_checkout', 8],
      ['add_personal_details', 4],
      ['add_account', 4],
      ['add_address', 3],
      ['add_payment', 2],
      ['subscription', 1],
      ['purchase', 0],
    ].map(([eventType, sessions]) => ({ __typename: 'FunnelStepResult', eventType, sessions }));
    renderWithProviders(<AdminSupportPage />, {
      path: '/admin/support',
      route: '/admin/support?view=funnel',
      mocks: [
        meMock(ADMIN),
        {
          request: { query: CheckoutFunnelQuery, variables: iso },
          result: { data: { checkoutFunnel: { __typename: 'CheckoutFunnel', ...iso, steps } } },
        },
      ],
      toaster: true,
    });
    const chart = await screen.findByRole('figure', { name: 'Checkout funnel' });
    const rows = within(chart).getAllByTestId('funnel-step');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('Added to cart10 sessions');
    expect(rows[1]).toHaveTextContent('80% of the previous step');
    expect(rows[2]).toHaveTextContent('50% of the previous step');
    // Listed by the API waitlist-first here; shown in checkout order: purchase, then the waitlist.
    expect(rows[6]).toHaveTextContent('Purchase0 sessions');
    expect(rows[7]).toHaveTextContent('Joined waitlist1 session');
    expect(rows[7]).not.toHaveTextContent('%');
    expect(rows[7]).toHaveTextContent('—');
    expect(chart).toHaveTextContent('0 reached purchase (0% overall)');
    expect(screen.getByLabelText('From')).toHaveValue(range.fromDay);
    expect(screen.getByLabelText('To')).toHaveValue(range.toDay);
  });
});

describe('support rules', () => {
  it('computes conversion between steps and against the first', () => {
    const rows = funnelRows([
      { eventType: 'add_to_cart', sessions: 4 },
      { eventType: 'begin_checkout', sessions: 3 },
      { eventType: 'purchase', sessions: 0 },
      { eventType: 'subscription', sessions: 1 },
    ]);
    expect(rows.map((r) => [r.ofFirst, r.fromPrevious])).toEqual([
      [100, null],
      [75, 75],
      [0, 0],
      [25, null],
    ]);
  });

  it('orders the steps as they happen in the checkout, whatever order they come in', () => {
    const rows = funnelRows([
      { eventType: 'subscription', sessions: 1 },
      { eventType: 'purchase', sessions: 2 },
      { eventType: 'add_payment', sessions: 2 },
      { eventType: 'add_address', sessions: 3 },
      { eventType: 'add_account', sessions: 3 },
      { eventType: 'add_personal_details', sessions: 3 },
      { eventType: 'begin_checkout', sessions: 4 },
      { eventType: 'add_to_cart', sessions: 5 },
    ]);
    expect(rows.map((r) => r.eventType)).toEqual([
      'add_to_cart',
      'begin_checkout',
      'add_personal_details',
      'add_account',
      'add_address',
      'add_payment',
      'purchase',
      'subscription',
    ]);
    expect(rows.map((r) => r.fromPrevious)).toEqual([null, 80, 75, 100, 100, 66.7, 100, 50]);
  });

  it('never reports more than 100 % continued: a step with more sessions than the one before is capped', () => {
    const rows = funnelRows([
      { eventType: 'add_to_cart', sessions: 2 },
      { eventType: 'begin_checkout', sessions: 5 },
      { eventType: 'add_personal_details', sessions: 4 },
    ]);
    expect(rows.map((r) => [r.sessions, r.fromPrevious, r.capped, r.ofFirst])).toEqual([
      [2, null, false, 100],
      [5, 100, true, 100],
      [4, 80, false, 100],
    ]);
  });

  it('turns a day range into a half-open ISO range, refusing backwards ranges', () => {
    const iso = dayRangeToIso('2025-03-01', '2025-03-01')!;
    expect(new Date(iso.to).getTime() - new Date(iso.from).getTime()).toBe(24 * 3600 * 1000);
    expect(dayRangeToIso('2025-03-02', '2025-03-01')).toBeNull();
    expect(dayRangeToIso('', '2025-03-01')).toBeNull();
  });
});

describe('waitlist panel', () => {
  it('empties gracefully', async () => {
    renderWithProviders(<AdminSupportPage />, {
      path: '/admin/support',
      route: '/admin/support?view=waitlist',
      mocks: [meMock(ADMIN), waitlistMock([])],
      toaster: true,
    });
    expect(await screen.findByText('No one is on the waitlist yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
