import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminSubscriptionsPage, { SUBSCRIPTIONS_PAGE_SIZE } from '../admin-subscriptions-page';
import { ADMIN_SCREENS } from '../admin-nav';
import {
  ADMIN,
  CUSTOMER,
  createTestClient,
  graphqlError,
  renderWithProviders,
  type Vars,
} from '../../../test/render';

const row = (id: string, email: string, status: string, endDate: string, renewal = 'card') => ({
  __typename: 'Subscription' as const,
  id,
  status,
  serviceActive: status !== 'suspended' && status !== 'expired',
  endDate,
  autoRenew: renewal !== 'none',
  cancelledAt: null,
  renewal,
  nextRenewalDate: renewal === 'none' ? null : endDate,
  nextRenewalAmount: renewal === 'none' ? null : '79.00',
  customerEmail: email,
  product: { __typename: 'Product' as const, id: 'p-secure', name: 'Secure' },
});
const ROWS = [
  row('s-late', 'late@example.com', 'past_due', '2025-06-01T10:00:00.000Z'),
  row('s-off', 'off@example.com', 'suspended', '2025-05-20T10:00:00.000Z', 'manual'),
  row('s-ok', 'ok@example.com', 'active', '2025-07-01T10:00:00.000Z', 'none'),
];

const page = (nodes: typeof ROWS) => ({
  __typename: 'SubscriptionConnection',
  totalCount: nodes.length,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  edges: nodes.map((node) => ({ __typename: 'SubscriptionEdge', cursor: `c-${node.id}`, node })),
});

function renderPage(user: typeof ADMIN | typeof CUSTOMER = ADMIN, fail?: Error) {
  const test = createTestClient((name: string, variables: Vars) => {
    if (fail) throw fail;
    if (name === 'AdminSubscriptions') {
      const nodes = variables.status ? ROWS.filter((r) => r.status === variables.status) : ROWS;
      return { __typename: 'Query', adminSubscriptions: page(nodes) };
    }
    if (name === 'AdminSubscriptionDetail')
      return {
        __typename: 'Query',
        subscription: {
          __typename: 'Subscription',
          id: variables.id,
          startDate: '2025-05-01T10:00:00.000Z',
          renewalOrderId: 'abcdef12-0000',
          card: { __typename: 'SavedCardView', brand: 'visa', last4: '0341', expMonth: 1, expYear: 2031 },
          nextPlan: null,
          events: [
            {
              __typename: 'SubscriptionEvent',
              id: 'e1',
              type: 'charge_failed',
              occurredAt: '2025-06-01T10:01:00.000Z',
              amount: '79.00',
              orderId: null,
              detail: 'card_declined',
            },
          ],
        },
      };
    throw new Error(name);
  });
  renderWithProviders(<AdminSubscriptionsPage />, {
    client: test.client,
    user,
    path: '/admin/subscriptions',
    toaster: true,
  });
  return test;
}

describe('AdminSubscriptionsPage', () => {
  it('is in the admin navigation', () => {
    expect(ADMIN_SCREENS).toContainEqual({ to: '/admin/subscriptions', label: 'Subscriptions' });
  });

  it('lists customer, plan, status, end date and renewal in the order the API gives', async () => {
    const { callsOf } = renderPage();
    const rows = await screen.findAllByTestId('subscription-row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['late@example.com', 'Past due', '1 Jun 2025', 'Card, 1 Jun 2025 (€79.00)', 'Details'],
      ['off@example.com', 'Suspended', '20 May 2025', 'Pay link, 20 May 2025 (€79.00)', 'Details'],
      ['ok@example.com', 'Active', '1 Jul 2025', 'Will not renew', 'Details'],
    ]);
    expect(callsOf('AdminSubscriptions')[0].variables).toEqual({
      first: SUBSCRIPTIONS_PAGE_SIZE,
      status: null,
    });
  });

  it('filters by status on the server', async () => {
    const { callsOf } = renderPage();
    await screen.findAllByTestId('subscription-row');
    fireEvent.click(screen.getByRole('button', { name: 'Suspended' }));
    await waitFor(() => expect(screen.getAllByTestId('subscription-row')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Suspended' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsOf('AdminSubscriptions').at(-1)?.variables).toEqual({
      first: SUBSCRIPTIONS_PAGE_SIZE,
      status: 'suspended',
    });
  });

  it("opens a row's card and history", async () => {
    renderPage();
    await screen.findAllByTestId('subscription-row');
    const details = screen.getByRole('button', { name: 'Details: Secure of late@example.com' });
    fireEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const history = await screen.findByRole('region', { name: 'History of Secure' });
    expect(within(history).getByText('Payment failed')).toBeInTheDocument();
    expect(within(history).getByText('card_declined')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 0341, expires 01/2031')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open the customer's view of Secure" })).toHaveAttribute(
      'href',
      '/account/subscriptions/s-late',
    );
  });

  it('a customer: Admin Access Required', async () => {
    renderPage(CUSTOMER, graphqlError('Admins only', 'FORBIDDEN'));
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });
});
