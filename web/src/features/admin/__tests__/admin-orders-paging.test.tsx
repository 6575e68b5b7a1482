import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminOrdersPage, { ORDERS_PAGE_SIZE } from '../admin-orders-page';
import { ADMIN, createTestClient, renderWithProviders, type Vars } from '../../../test/render';
import { ORDER, orderCounts, ordersPage } from './admin-orders-fixtures';

/** `n` orders of one status, newest first, named so each card can be found. */
function orders(n: number, status = 'pending', from = 0) {
  return Array.from({ length: n }, (_, i) => ({
    ...ORDER,
    id: `${status.slice(0, 4)}${String(from + i).padStart(4, '0')}-0000-0000-0000-000000000000`,
    status,
    customerName: `${status} customer ${from + i}`,
  }));
}

/**
 * A tiny server for the screen: 60 pending and 3 paid orders, answered a page at a time by
 * `first`, `after` (the last edge's cursor) and `filter.status`.
 */
function server() {
  const all = [...orders(60, 'pending'), ...orders(3, 'paid')];
  return createTestClient({
    AdminOrderCounts: () => ({ data: orderCounts(all) }),
    AdminOrders: (variables: Vars) => {
      const status = (variables.filter as { status?: string } | undefined)?.status;
      const matching = all.filter((o) => !status || o.status === status);
      const start = variables.after ? matching.findIndex((o) => `cursor-${o.id}` === variables.after) + 1 : 0;
      const page = matching.slice(start, start + (variables.first as number));
      const hasNextPage = start + page.length < matching.length;
      return { data: ordersPage(page, matching.length, undefined, hasNextPage) };
    },
  });
}

// By test id: role queries over 50 full order cards are slow in jsdom.
const articles = () => screen.getAllByTestId('order-card');

jest.setTimeout(30_000);

describe('Order Management pages', () => {
  it('shows the first page with the real totals, and loads the next page with after = endCursor', async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<AdminOrdersPage />, { path: '/admin/orders', user: ADMIN, client: api.client });
    await screen.findByText('pending customer 0');
    expect(articles()).toHaveLength(ORDERS_PAGE_SIZE);
    await waitFor(() => expect(screen.getByLabelText('Total Orders: 63')).toBeInTheDocument());
    const chips = within(screen.getByRole('group', { name: 'Filter by status' }));
    expect(chips.getByRole('button', { name: 'pending 60' })).toBeInTheDocument();
    expect(chips.getByRole('button', { name: 'paid 3' })).toBeInTheDocument();
    expect(screen.getByText('Showing 50 of 63')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByText('paid customer 2');
    expect(articles()).toHaveLength(63);
    expect(api.callsOf('AdminOrders').at(-1)!.variables).toEqual({
      first: ORDERS_PAGE_SIZE,
      filter: {},
      after: 'cursor-pend0049-0000-0000-0000-000000000000',
    });
    // The last page: no more button, nothing counted twice.
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.getAllByText('pending customer 49')).toHaveLength(1);
  });

  it('filters on the server, starts the filter at its first page, and loads more with the same filter', async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<AdminOrdersPage />, { path: '/admin/orders', user: ADMIN, client: api.client });
    await screen.findByText('pending customer 0');

    await user.click(screen.getByRole('button', { name: /^paid/ }));
    await screen.findByText('paid customer 0');
    expect(articles()).toHaveLength(3);
    expect(api.callsOf('AdminOrders').at(-1)!.variables).toEqual({
      first: ORDERS_PAGE_SIZE,
      filter: { status: 'paid' },
    });
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
    // 'Total Orders' stays the count of every order.
    expect(screen.getByLabelText('Total Orders: 63')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^pending/ }));
    await screen.findByText('pending customer 0');
    expect(articles()).toHaveLength(ORDERS_PAGE_SIZE);
    expect(screen.getByText('Showing 50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByText('pending customer 59');
    expect(articles()).toHaveLength(60);
    expect(api.callsOf('AdminOrders').at(-1)!.variables).toEqual({
      first: ORDERS_PAGE_SIZE,
      filter: { status: 'pending' },
      after: 'cursor-pend0049-0000-0000-0000-000000000000',
    });
    expect(screen.queryByText('paid customer 0')).not.toBeInTheDocument();
  });

  it('a filter change after loading more restarts that list at its first page', async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<AdminOrdersPage />, { path: '/admin/orders', user: ADMIN, client: api.client });
    await screen.findByText('pending customer 0');
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByText('paid customer 2');

    await user.click(screen.getByRole('button', { name: /^paid/ }));
    await screen.findByText('paid customer 0');
    await user.click(screen.getByRole('button', { name: /^All/ }));
    // Asked again without `after`: the first page replaces what was loaded before.
    await waitFor(() =>
      expect(api.callsOf('AdminOrders').at(-1)!.variables).toEqual({ first: ORDERS_PAGE_SIZE, filter: {} }),
    );
    await waitFor(() => expect(articles()).toHaveLength(ORDERS_PAGE_SIZE));
    expect(screen.getByText('Showing 50 of 63')).toBeInTheDocument();
  });

  it('says when a status has no orders, and keeps the chips to go back', async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<AdminOrdersPage />, { path: '/admin/orders', user: ADMIN, client: api.client });
    await screen.findByText('pending customer 0');
    await user.click(screen.getByRole('button', { name: /^shipped/ }));
    expect(await screen.findByText('No shipped orders found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^All/ }));
    expect(await screen.findByText('pending customer 0')).toBeInTheDocument();
  });
});
