import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage, { ACCOUNT_PAGE_SIZE } from '../account-page';
import {
  createTestClient,
  customer,
  graphqlError,
  renderWithProviders,
  type Vars,
} from '../../../test/render';
import { connection } from './account-fixtures';

const orders = Array.from({ length: 23 }, (_, i) => ({
  __typename: 'Order' as const,
  id: `order${String(i).padStart(3, '0')}-0000-4000-8000-000000000000`,
  createdAt: '2025-03-14T10:00:00.000Z',
  totalAmount: '29.00',
  status: 'paid',
}));
const subscriptions = Array.from({ length: 12 }, (_, i) => ({
  __typename: 'Subscription' as const,
  id: `s${i}`,
  endDate: '2025-06-14T10:00:00.000Z',
  status: 'expired',
  autoRenew: false,
  cancelledAt: null,
  product: { __typename: 'Product' as const, id: `p${i}`, name: `Plan ${i}`, type: 'subscription' },
}));

/** `first` items after the cursor `after`, as the API pages them. */
function pageOf<T extends { id: string }>(all: readonly T[], variables: Vars) {
  const start = variables.after ? all.findIndex((x) => `cursor-${x.id}` === variables.after) + 1 : 0;
  const page = all.slice(start, start + (variables.first as number));
  return { page, hasNextPage: start + page.length < all.length };
}

function renderAccount({ refuseNextPage = false } = {}) {
  const api = createTestClient((name, variables) => {
    if (refuseNextPage && variables.after) throw graphqlError('Too many requests', 'TOO_MANY_REQUESTS');
    const me = { __typename: 'User', id: customer.id };
    if (name === 'MyOrders') {
      const { page, hasNextPage } = pageOf(orders, variables);
      return { me: { ...me, orders: connection('Order', page, orders.length, hasNextPage) } };
    }
    if (name === 'MySubscriptions') {
      const { page, hasNextPage } = pageOf(subscriptions, variables);
      return {
        me: { ...me, subscriptions: connection('Subscription', page, subscriptions.length, hasNextPage) },
      };
    }
    if (name === 'MyTickets') return { myTickets: [] };
    throw new Error(`unexpected ${name}`);
  });
  renderWithProviders(<AccountPage />, { client: api.client, user: customer, route: '/account' });
  return api;
}

describe('My Account pages', () => {
  it('orders: the first 10 of the real total, then the next pages after endCursor until the last', async () => {
    const user = userEvent.setup();
    const api = renderAccount();
    const panel = within(await screen.findByRole('region', { name: 'Recent Orders' }));
    expect(panel.getAllByText(/^Order #/)).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(panel.getByText('Showing 10 of 23')).toBeInTheDocument();
    expect(api.callsOf('MyOrders')[0]!.variables).toEqual({ first: ACCOUNT_PAGE_SIZE });

    await user.click(panel.getByRole('button', { name: 'Load more orders' }));
    expect(await panel.findByText('Showing 20 of 23')).toBeInTheDocument();
    expect(api.callsOf('MyOrders').at(-1)!.variables).toEqual({
      first: ACCOUNT_PAGE_SIZE,
      after: `cursor-${orders[9]!.id}`,
    });
    await user.click(panel.getByRole('button', { name: 'Load more orders' }));
    await waitFor(() => expect(panel.getAllByText(/^Order #/)).toHaveLength(23));
    // Each order once, in order, and no button on the last page.
    expect(panel.getAllByText(/^Order #/).map((el) => el.textContent)).toEqual(
      orders.map((o) => `Order #${o.id.slice(0, 8)}`),
    );
    expect(panel.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
    expect(panel.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('subscriptions: the first 10 of the real total, then the rest', async () => {
    const user = userEvent.setup();
    const api = renderAccount();
    const panel = within(await screen.findByRole('region', { name: 'Active Subscriptions' }));
    expect(panel.getAllByText(/^Plan /)).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(panel.getByText('Showing 10 of 12')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Load more subscriptions' }));
    expect(await panel.findByText('Plan 11')).toBeInTheDocument();
    expect(panel.getAllByText(/^Plan /)).toHaveLength(12);
    expect(api.callsOf('MySubscriptions').at(-1)!.variables).toEqual({
      first: ACCOUNT_PAGE_SIZE,
      after: 'cursor-s9',
    });
    expect(panel.queryByRole('button', { name: 'Load more subscriptions' })).not.toBeInTheDocument();
  });

  it('a next page that fails says why, keeps what is shown and can be asked again', async () => {
    const user = userEvent.setup();
    renderAccount({ refuseNextPage: true });
    const panel = within(await screen.findByRole('region', { name: 'Recent Orders' }));
    await user.click(panel.getByRole('button', { name: 'Load more orders' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(panel.getAllByText(/^Order #/)).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(panel.getByRole('button', { name: 'Load more orders' })).toBeEnabled();
  });
});
