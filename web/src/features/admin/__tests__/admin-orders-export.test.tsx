import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminOrdersPage from '../admin-orders-page';
import { ordersCsvUrl } from '../orders-export';
import { ADMIN, createTestClient, renderWithProviders, type Vars } from '../../../test/render';
import { ORDER, orderCounts, ordersPage } from './admin-orders-fixtures';

const localMidnight = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toISOString();

describe('ordersCsvUrl', () => {
  it('asks for every order without days or a status', () => {
    expect(ordersCsvUrl('', '', null)).toBe('/api/admin/orders.csv');
  });

  it('turns local days into the half-open range, the To day included, and adds the status', () => {
    const url = new URL(ordersCsvUrl('2025-03-01', '2025-03-31', 'paid')!, 'http://shop.test');
    expect(url.pathname).toBe('/api/admin/orders.csv');
    expect(url.searchParams.get('from')).toBe(localMidnight(2025, 3, 1));
    expect(url.searchParams.get('to')).toBe(localMidnight(2025, 4, 1));
    expect(url.searchParams.get('status')).toBe('paid');
  });

  it('leaves an empty side unbounded', () => {
    const url = new URL(ordersCsvUrl('', '2025-03-31', null)!, 'http://shop.test');
    expect([...url.searchParams.keys()]).toEqual(['to']);
  });

  it('refuses a backwards range or a day that is not a date', () => {
    expect(ordersCsvUrl('2025-04-01', '2025-03-31', null)).toBeNull();
    expect(ordersCsvUrl('yesterday', '', null)).toBeNull();
  });
});

describe('Order Management: Export CSV', () => {
  function server() {
    const all = [ORDER, { ...ORDER, id: 'b1b2c3d4-e5f6-7890-abcd-ef0123456789', status: 'paid' }];
    return createTestClient({
      AdminOrderCounts: () => ({ data: orderCounts(all) }),
      AdminOrders: (variables: Vars) => {
        const status = (variables.filter as { status?: string } | undefined)?.status;
        return { data: ordersPage(all.filter((o) => !status || o.status === status)) };
      },
    });
  }

  it('downloads every order of the chosen days and the status filter shown, from the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminOrdersPage />, { path: '/admin/orders', user: ADMIN, client: server().client });
    const all = await screen.findByRole('link', { name: 'Export CSV' });
    expect(all).toHaveAttribute('href', '/api/admin/orders.csv');
    expect(all).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: /^paid/ }));
    const paid = await screen.findByRole('link', { name: 'Export CSV (paid)' });
    expect(paid).toHaveAttribute('href', '/api/admin/orders.csv?status=paid');

    const form = within(screen.getByRole('form', { name: 'Export orders as CSV' }));
    const pick = (label: string, day: string) =>
      fireEvent.change(form.getByLabelText(label), { target: { value: day } });
    pick('From', '2025-03-01');
    pick('To', '2025-03-31');
    expect(screen.getByRole('link', { name: 'Export CSV (paid)' })).toHaveAttribute(
      'href',
      ordersCsvUrl('2025-03-01', '2025-03-31', 'paid'),
    );

    pick('To', '2025-02-01');
    expect(screen.queryByRole('link', { name: /Export CSV/ })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a From day on or before the To day');
  });
});
