import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import AdminOrdersPage from '../admin-orders-page';
import { AdminOrdersQuery, RequestAdminAccessMutation } from '../order-operations';
import { ADMIN, CUSTOMER, gqlError, meMock, renderWithProviders } from '../../../test/render';
import { ORDER, ordersMock, variables } from './admin-orders-fixtures';

const toasts = () => within(screen.getByTestId('toast-viewport'));

beforeEach(() => resetToasts());
afterEach(() => jest.useRealTimers());

describe('Request Admin Access', () => {
  it("success: toast 'Success' with the server's message, then the list reloads", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [
        meMock(ADMIN),
        ...ordersMock([]),
        {
          request: { query: RequestAdminAccessMutation },
          result: {
            data: {
              requestAdminAccess: {
                __typename: 'AdminAccessResult',
                message: 'You already have admin access',
                user: { __typename: 'User', id: ADMIN.id, role: 'admin' },
              },
            },
          },
        },
        ...ordersMock([ORDER]),
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Request Admin Access' }));
    expect(await toasts().findByText('You already have admin access')).toBeInTheDocument();
    expect(toasts().getByText('Success')).toBeInTheDocument();
    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
  });

  it("failure: toast 'Error' with the server's text", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [
        meMock(ADMIN),
        ...ordersMock([]),
        {
          request: { query: RequestAdminAccessMutation },
          result: gqlError('FORBIDDEN', 'Ask an existing admin to make you an admin.'),
        },
        ...ordersMock([]),
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Request Admin Access' }));
    expect(await toasts().findByText('Ask an existing admin to make you an admin.')).toBeInTheDocument();
    expect(toasts().getByText('Error')).toBeInTheDocument();
  });

  it("failure without a message: 'Failed to grant admin access'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [
        meMock(ADMIN),
        ...ordersMock([]),
        { request: { query: RequestAdminAccessMutation }, error: new Error('') },
        ...ordersMock([]),
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Request Admin Access' }));
    expect(await toasts().findByText('Failed to grant admin access')).toBeInTheDocument();
  });

  it('is offered on the Admin Access Required screen and, once granted, shows the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [
        meMock(CUSTOMER),
        {
          request: { query: AdminOrdersQuery, variables },
          result: gqlError('FORBIDDEN', 'Admin access required'),
        },
        {
          request: { query: RequestAdminAccessMutation },
          result: {
            data: {
              requestAdminAccess: {
                __typename: 'AdminAccessResult',
                message: 'Admin access granted',
                user: { __typename: 'User', id: CUSTOMER.id, role: 'admin' },
              },
            },
          },
        },
        ...ordersMock([ORDER]),
      ],
      toaster: true,
    });
    await screen.findByRole('heading', { name: 'Admin Access Required' });
    await user.click(screen.getByRole('button', { name: 'Request Admin Access' }));
    expect(await toasts().findByText('Admin access granted')).toBeInTheDocument();
    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
  });
});
