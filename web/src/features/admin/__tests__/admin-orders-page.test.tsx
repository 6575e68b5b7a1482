import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import { browserNavigation } from '../../../lib/navigation';
import AdminOrdersPage from '../admin-orders-page';
import { AdminOrdersQuery, SetOrderStatusMutation } from '../order-operations';
import { ADMIN, CUSTOMER, gqlError, meMock, renderWithProviders } from '../../../test/render';
import { ORDER, ordersMock, variables } from './admin-orders-fixtures';

const toasts = () => within(screen.getByTestId('toast-viewport'));

beforeEach(() => resetToasts());
afterEach(() => jest.useRealTimers());

describe('Order Management states', () => {
  it('shows a spinner while loading', () => {
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([ORDER])],
      toaster: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
  });

  it("signed out: 'Authentication Required', its toast, and a full-page redirect to /api/login after 1000 ms", async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    renderWithProviders(<AdminOrdersPage />, { path: '/admin/orders', mocks: [meMock(null)], toaster: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authentication Required' }),
    ).toBeInTheDocument();
    expect(toasts().getByText('Authentication Required')).toBeInTheDocument();
    expect(toasts().getByText('Please log in to access admin panel')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(assign).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/));
    assign.mockRestore();
  });

  it("not an admin (FORBIDDEN): 'Admin Access Required', the 'Access Denied' toast and a redirect to / after 2000 ms", async () => {
    jest.useFakeTimers();
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [
        meMock(CUSTOMER),
        {
          request: { query: AdminOrdersQuery, variables },
          result: gqlError('FORBIDDEN', 'Admin access required'),
        },
      ],
      toaster: true,
    });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(toasts().getByText('Access Denied')).toBeInTheDocument();
    expect(toasts().getByText("You don't have admin privileges to view this page")).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows an error state with the message and a retry for other failures', async () => {
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [
        meMock(ADMIN),
        { request: { query: AdminOrdersQuery, variables }, error: new Error('Network down') },
        ...ordersMock([ORDER]),
      ],
      toaster: true,
    });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch orders' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
  });

  it("shows 'No orders found' and 'Total Orders' 0 for an empty list", async () => {
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([])],
      toaster: true,
    });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByLabelText('Total Orders: 0')).toBeInTheDocument();
  });
});

describe('Order Management list', () => {
  it('shows every field of an order', async () => {
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([ORDER], 7)],
      toaster: true,
    });
    const card = await screen.findByRole('article', { name: /Order #a1b2c3d4/ });
    const c = within(card);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    expect(screen.getByLabelText('Total Orders: 7')).toHaveTextContent('Total Orders 7');
    expect(c.getByRole('heading', { name: 'Order #a1b2c3d4' })).toBeInTheDocument();
    expect(c.getByText(/2025/).tagName).toBe('TIME');
    expect(c.getByTestId('order-status')).toHaveTextContent('pending');
    expect(c.getByTestId('order-status')).toHaveAttribute('data-colour', 'yellow');
    expect(c.getByLabelText('Total €263.49')).toHaveTextContent('€263.49');
    expect(c.getByText('Jane Doe')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(c.getByText('+41 79 123 45 67')).toBeInTheDocument();
    expect(c.getByText('Guest User')).toBeInTheDocument();
    expect(c.getByText('PayPal')).toBeInTheDocument();
    expect(c.getByText('Bahnhofstrasse 1')).toBeInTheDocument();
    expect(c.getByText('8001 Zurich')).toBeInTheDocument();
    expect(c.getByText('Switzerland')).toBeInTheDocument();
    expect(c.getByText('Pro Package')).toBeInTheDocument();
    expect(c.getByText('× 1')).toBeInTheDocument();
    expect(c.getAllByText('€249.00')).toHaveLength(2); // the line, and the subtotal
    expect(c.getByText('Leave at the door')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it("encodes the customer's address in the mailto link, so it cannot add recipients", async () => {
    const order = { ...ORDER, customerEmail: 't@x.y?bcc=evil@z.zz' };
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([order], 1)],
      toaster: true,
    });
    const card = within(await screen.findByRole('article', { name: /Order #a1b2c3d4/ }));
    expect(card.getByRole('link', { name: 't@x.y?bcc=evil@z.zz' })).toHaveAttribute(
      'href',
      'mailto:t%40x.y%3Fbcc%3Devil@z.zz',
    );
  });

  it("shows the user id, 'Invalid address format', 'No address provided' and 'No items found'", async () => {
    const withUser = {
      ...ORDER,
      id: 'bbbbbbbb-0000-0000-0000-000000000001',
      userId: 'user-42',
      shippingAddress: '{not json',
      items: [],
    };
    const noAddress = {
      ...ORDER,
      id: 'cccccccc-0000-0000-0000-000000000002',
      shippingAddress: null,
      status: 'refunded',
    };
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([withUser, noAddress])],
      toaster: true,
    });
    const first = within(await screen.findByRole('article', { name: /Order #bbbbbbbb/ }));
    expect(first.getByText('user-42')).toBeInTheDocument();
    expect(first.queryByText('Guest User')).not.toBeInTheDocument();
    expect(first.getByText('Invalid address format')).toBeInTheDocument();
    expect(first.getByText('No items found')).toBeInTheDocument();
    const second = within(screen.getByRole('article', { name: /Order #cccccccc/ }));
    expect(second.getByText('No address provided')).toBeInTheDocument();
    expect(second.getByTestId('order-status')).toHaveAttribute('data-colour', 'grey');
  });

  it.each([
    ['pending', 'yellow', ['Mark as Paid', 'Cancel Order']],
    ['paid', 'green', ['Mark as Shipped', 'Cancel Order']],
    ['shipped', 'blue', ['Mark as Delivered']],
    ['delivered', 'purple', []],
    ['cancelled', 'grey', []],
  ])('a %s order is %s and offers only its allowed moves', async (status, colour, moves) => {
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([{ ...ORDER, status }])],
      toaster: true,
    });
    const card = within(await screen.findByRole('article'));
    expect(card.getByTestId('order-status')).toHaveAttribute('data-colour', colour);
    const group = card.queryByRole('group', { name: /Change status/ });
    expect(
      group
        ? within(group)
            .getAllByRole('button')
            .map((b) => b.textContent)
        : [],
    ).toEqual(moves);
    if (moves.length === 0) expect(card.getByText(/is final/)).toBeInTheDocument();
  });

  it('moves an order to paid and updates the badge from the mutation result (no reload)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [
        meMock(ADMIN),
        ...ordersMock([ORDER]),
        {
          request: { query: SetOrderStatusMutation, variables: { id: ORDER.id, status: 'paid' } },
          result: {
            data: {
              setOrderStatus: {
                __typename: 'Order',
                id: ORDER.id,
                status: 'paid',
                updatedAt: '2025-03-05T00:00:00.000Z',
              },
            },
          },
        },
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('paid'));
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByRole('button', { name: 'Mark as Shipped' })).toBeInTheDocument();
    expect(toasts().getByText('Order #a1b2c3d4 is now paid.')).toBeInTheDocument();
  });

  it("shows the server's message when a move is refused", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [
        meMock(ADMIN),
        ...ordersMock([ORDER]),
        {
          request: { query: SetOrderStatusMutation, variables: { id: ORDER.id, status: 'cancelled' } },
          result: gqlError(
            'BAD_USER_INPUT',
            'An order cannot go from delivered to cancelled (delivered is final)',
          ),
        },
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel order' }));
    expect(
      await toasts().findByText('An order cannot go from delivered to cancelled (delivered is final)'),
    ).toBeInTheDocument();
    expect(toasts().getByText('Error')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('pending');
  });
});
