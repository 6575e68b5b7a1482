import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import { browserNavigation } from '../../../lib/navigation';
import AdminUsersPage, { LAST_ADMIN_EXPLANATION, USERS_PAGE_SIZE } from '../admin-users-page';
import { AdminCountQuery, AdminUsersQuery, SetUserRoleMutation } from '../user-operations';
import { ADMIN, CUSTOMER, gqlError, meMock, renderWithProviders } from '../../../test/render';

const NAMELESS = {
  ...CUSTOMER,
  id: 'u-nameless',
  email: 'anon@example.com',
  firstName: null,
  lastName: null,
  createdAt: '2025-02-10T08:00:00.000Z',
};

const PAGE = { query: AdminUsersQuery, variables: { first: USERS_PAGE_SIZE } };
const COUNT = { query: AdminCountQuery };
const userPage = (users: readonly { id: string }[], totalCount: number, hasNextPage = false) => ({
  users: {
    __typename: 'UserConnection',
    totalCount,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage,
      endCursor: users.length ? `cursor-${users[users.length - 1]!.id}` : null,
    },
    edges: users.map((node) => ({ __typename: 'UserEdge', cursor: `cursor-${node.id}`, node })),
  },
});
const countMock = (admins: number) => ({ request: COUNT, result: { data: { adminCount: admins } } });
/** One load of the screen: the first page and the admin count. */
const usersMock = (
  users: { id: string; role: string }[],
  counts = { all: users.length, admins: users.filter((u) => u.role === 'admin').length },
) => [{ request: PAGE, result: { data: userPage(users, counts.all) } }, countMock(counts.admins)];
const roleMock = (id: string, role: 'admin' | 'user', result: object) => ({
  request: { query: SetUserRoleMutation, variables: { id, role } },
  result,
});
const toasts = () => within(screen.getByTestId('toast-viewport'));
const row = (email: string) => within(screen.getByRole('listitem', { name: email }));

beforeEach(() => resetToasts());
afterEach(() => jest.useRealTimers());

describe('User Management states', () => {
  it('shows a spinner while loading', () => {
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [meMock(ADMIN), ...usersMock([ADMIN])],
      toaster: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
  });

  it("signed out: 'Authentication Required', toast, redirect to /api/login after 1000 ms", async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    renderWithProviders(<AdminUsersPage />, { path: '/admin-users', mocks: [meMock(null)], toaster: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authentication Required' }),
    ).toBeInTheDocument();
    expect(toasts().getByText('Please log in to access admin panel')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fadmin-users');
    assign.mockRestore();
  });

  it("an expired session (UNAUTHENTICATED from the list) is also 'Authentication Required'", async () => {
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [
        meMock(ADMIN),
        { request: PAGE, result: gqlError('UNAUTHENTICATED', 'Please sign in') },
        countMock(1),
      ],
      toaster: true,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authentication Required' }),
    ).toBeInTheDocument();
  });

  it("not an admin: 'Admin Access Required', 'Access Denied' toast, redirect to / after 2000 ms", async () => {
    jest.useFakeTimers();
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [
        meMock(CUSTOMER),
        { request: PAGE, result: gqlError('FORBIDDEN', 'Admin access required') },
        countMock(1),
      ],
      toaster: true,
    });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(toasts().getByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Admin Access' })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch users' as the error state", async () => {
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [meMock(ADMIN), { request: PAGE, error: new Error('Network down') }, countMock(1)],
      toaster: true,
    });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows 'No users found' for an empty list", async () => {
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [meMock(ADMIN), ...usersMock([])],
      toaster: true,
    });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByLabelText('Total users: 0')).toBeInTheDocument();
  });
});

describe('User Management list', () => {
  it("shows name or 'No Name', email, join date, role badge, the total and the right button", async () => {
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [meMock(ADMIN), ...usersMock([ADMIN, CUSTOMER, NAMELESS])],
      toaster: true,
    });
    expect(await screen.findByText('No Name')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByLabelText('Total users: 3')).toHaveTextContent('Total Users 3');
    expect(row('casey@example.com').getByText('Casey Customer')).toBeInTheDocument();
    expect(row('casey@example.com').getByText('user')).toBeInTheDocument();
    expect(row('casey@example.com').getByRole('button', { name: 'Make Admin' })).toBeEnabled();
    expect(row('anon@example.com').getByText('10 Feb 2025')).toBeInTheDocument();
    expect(row('admin@hometunnel.example').getByText('admin')).toBeInTheDocument();
    expect(row('admin@hometunnel.example').getByText('You')).toBeInTheDocument();
  });

  it('counts on the server: the total of every page, and an admin elsewhere in the list may be demoted', async () => {
    const user = userEvent.setup();
    const page = (count: number, from = 0) =>
      Array.from({ length: count }, (_, i) => ({
        ...CUSTOMER,
        id: `u-${from + i}`,
        email: `c${from + i}@example.com`,
      }));
    const first = [ADMIN, ...page(USERS_PAGE_SIZE - 1)];
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [
        meMock(ADMIN),
        { request: PAGE, result: { data: userPage(first, 120, true) } },
        countMock(2),
        {
          request: {
            ...PAGE,
            variables: { first: USERS_PAGE_SIZE, after: `cursor-u-${USERS_PAGE_SIZE - 2}` },
          },
          result: { data: userPage(page(USERS_PAGE_SIZE, 100), 120, true) },
        },
        {
          request: { ...PAGE, variables: { first: USERS_PAGE_SIZE, after: 'cursor-u-149' } },
          result: { data: userPage(page(20, 200), 120, false) },
        },
      ],
      toaster: true,
    });
    expect(await screen.findByLabelText('Total users: 120')).toBeInTheDocument();
    expect(screen.getByText('Showing 50 of 120')).toBeInTheDocument();
    // The other admin is on a later page: this one is not the last.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Admin' })).toBeEnabled());
    // "Load more" asks for the page after the last cursor and appends it.
    await user.click(screen.getByRole('button', { name: 'Load more users' }));
    expect(await screen.findByText('Showing 100 of 120')).toBeInTheDocument();
    expect(screen.getByText('c0@example.com')).toBeInTheDocument();
    expect(screen.getByText('c149@example.com')).toBeInTheDocument();
    // The last page: every user shown once, and no more button.
    await user.click(screen.getByRole('button', { name: 'Load more users' }));
    expect(await screen.findByText('c219@example.com')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    // 120 rows in jsdom: slow on a loaded machine.
  }, 30_000);

  it('disables Remove Admin for the last admin and says why', async () => {
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [meMock(ADMIN), ...usersMock([ADMIN, CUSTOMER])],
      toaster: true,
    });
    const button = await screen.findByRole('button', { name: 'Remove Admin' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(LAST_ADMIN_EXPLANATION);
    expect(screen.getByText(LAST_ADMIN_EXPLANATION)).toBeVisible();
  });

  it('Make Admin: updates the role from the answer, toasts and reloads the admin count', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [
        meMock(ADMIN),
        ...usersMock([ADMIN, CUSTOMER]),
        roleMock(CUSTOMER.id, 'admin', {
          data: { setUserRole: { __typename: 'User', id: CUSTOMER.id, role: 'admin' } },
        }),
        countMock(2),
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Make Admin' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remove Admin' })).toHaveLength(2));
    // Two admins now: both may be demoted.
    screen.getAllByRole('button', { name: 'Remove Admin' }).forEach((b) => expect(b).toBeEnabled());
    expect(toasts().getByText('Casey Customer is now an admin.')).toBeInTheDocument();
  });

  it("Remove Admin refused by the server: toast 'Error' with the server's message", async () => {
    const user = userEvent.setup();
    const second = { ...CUSTOMER, role: 'admin' as const };
    const message =
      'You cannot remove admin rights from the last remaining admin. Make another user an admin first.';
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [
        meMock(ADMIN),
        ...usersMock([ADMIN, second]),
        roleMock(second.id, 'user', gqlError('CONFLICT', message)),
      ],
      toaster: true,
    });
    await user.click((await screen.findAllByRole('button', { name: 'Remove Admin' }))[1]!);
    expect(await toasts().findByText(message)).toBeInTheDocument();
    expect(toasts().getByText('Error')).toBeInTheDocument();
  });

  it("role update failure without a message: 'Failed to update user role'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [
        meMock(ADMIN),
        ...usersMock([ADMIN, CUSTOMER]),
        {
          request: { query: SetUserRoleMutation, variables: { id: CUSTOMER.id, role: 'admin' } },
          error: new Error(''),
        },
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Make Admin' }));
    expect(await toasts().findByText('Failed to update user role')).toBeInTheDocument();
  });

  it.each([
    ['FORBIDDEN', 'Admin access required'],
    ['INTERNAL_SERVER_ERROR', 'Failed to fetch users'],
  ])('a failed reload (%s) says %s', async (code, text) => {
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersPage />, {
      path: '/admin-users',
      mocks: [
        meMock(ADMIN),
        ...usersMock([ADMIN, CUSTOMER]),
        roleMock(CUSTOMER.id, 'admin', {
          data: { setUserRole: { __typename: 'User', id: CUSTOMER.id, role: 'admin' } },
        }),
        { request: COUNT, result: gqlError(code, 'boom') },
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Make Admin' }));
    if (code === 'FORBIDDEN') {
      // The reload's 403 also takes the screen to 'Admin Access Required'.
      expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    } else {
      expect(await toasts().findByText(text)).toBeInTheDocument();
    }
  });
});
