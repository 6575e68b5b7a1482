import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { resetToasts } from '../../../components/toast/toast-store';
import { browserNavigation } from '../../../lib/navigation';
import { renderWithProviders } from '../../../test/render';
import AccountPage from '../account-page';
import { accountMocks as mocks } from './account-fixtures';

function renderPage(responses: MockLink.MockedResponse[]) {
  return renderWithProviders(<AccountPage />, { mocks: responses, route: '/account', toaster: true });
}

beforeEach(() => resetToasts());
afterEach(() => jest.restoreAllMocks());

describe('My Account', () => {
  it('shows a spinner, then the title, the profile with "Not provided", orders and subscriptions', async () => {
    renderPage(mocks());
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Manage your VPN devices and subscriptions')).toBeInTheDocument();

    const profile = screen.getByRole('region', { name: 'Profile Information' });
    expect(within(profile).getByText('Email').nextSibling).toHaveTextContent('jane@example.com');
    expect(within(profile).getByText('First Name').nextSibling).toHaveTextContent('Jane');
    expect(within(profile).getByText('Last Name').nextSibling).toHaveTextContent('Not provided');

    const orders = screen.getByRole('region', { name: 'Recent Orders' });
    expect(within(orders).getByText('Order #abcdef12')).toBeInTheDocument();
    expect(within(orders).getByText('14 Mar 2025')).toBeInTheDocument();
    expect(within(orders).getByText('€342.49')).toBeInTheDocument();
    expect(within(orders).getByText('pending')).toBeInTheDocument();

    const subs = screen.getByRole('region', { name: 'Active Subscriptions' });
    expect(within(subs).getByText('Secure')).toBeInTheDocument();
    expect(
      within(subs)
        .getAllByText(/Expires:/, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['Expires: 14 Jun 2025', 'Expires: 14 Apr 2025']);
    expect(within(subs).getByText('Auto-renew')).toBeInTheDocument();
    expect(within(subs).getByText('Manual renewal')).toBeInTheDocument();
    expect(within(subs).getAllByText('active')).toHaveLength(2);
  });

  it('shows the empty texts, each with a way to the shop', async () => {
    renderPage(mocks({ orders: [], subs: [] }));
    expect(
      await screen.findByText('No orders yet. Start shopping to see your orders here.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No active subscriptions. Subscribe to a plan to get started.'),
    ).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Recent Orders' });
    expect(within(orders).getByRole('link', { name: 'Shop devices' })).toHaveAttribute('href', '/#shop');
    expect(within(orders).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/#subscription',
    );
    const subs = screen.getByRole('region', { name: 'Active Subscriptions' });
    expect(within(subs).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/#subscription');
    const tickets = screen.getByRole('region', { name: 'Support Tickets' });
    expect(await within(tickets).findByText(/No support tickets/)).toBeInTheDocument();
    expect(within(tickets).getByRole('link', { name: 'Go to Help' })).toHaveAttribute('href', '/help');
    expect(within(tickets).getByRole('link', { name: 'Shop devices' })).toHaveAttribute('href', '/#shop');
  });

  it("'Sign Out' navigates to /api/logout", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    renderPage(mocks());
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(assign).toHaveBeenCalledWith('/api/logout');
  });

  it("signed out: the 'Unauthorized' toast, then sign-in after 500 ms", async () => {
    jest.useFakeTimers();
    try {
      const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
      renderPage(mocks({ me: null }));
      // The mocked server answers after a short delay; step until the toast shows.
      for (let i = 0; i < 50 && !screen.queryByText('Unauthorized'); i++) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(5);
        });
      }
      expect(screen.getByText('Unauthorized')).toBeInTheDocument();
      expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(screen.getByText('Unauthorized').closest('[data-variant]')).toHaveAttribute(
        'data-variant',
        'destructive',
      );
      expect(assign).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(490);
      });
      expect(assign).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(assign).toHaveBeenCalledTimes(1);
      expect(assign.mock.calls[0][0]).toMatch(/^\/api\/login/);
      expect(screen.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
