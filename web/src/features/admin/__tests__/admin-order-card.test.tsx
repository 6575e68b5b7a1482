import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import AdminOrdersPage from '../admin-orders-page';
import { SetOrderStatusMutation } from '../order-operations';
import { ADMIN, meMock, renderWithProviders } from '../../../test/render';
import { ORDER, ordersMock } from './admin-orders-fixtures';

beforeEach(() => resetToasts());

const cancelled = {
  request: { query: SetOrderStatusMutation, variables: { id: ORDER.id, status: 'cancelled' } },
  result: {
    data: {
      setOrderStatus: {
        __typename: 'Order',
        id: ORDER.id,
        status: 'cancelled',
        updatedAt: '2025-03-05T00:00:00.000Z',
      },
    },
  },
};

describe('Order card', () => {
  it('shows subtotal, the VAT it contains and delivery, adding up to the total', async () => {
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([ORDER])],
      toaster: true,
    });
    const card = await screen.findByRole('article', { name: /Order #a1b2c3d4/ });
    const figures = within(card).getByTestId('order-figures');
    const pairs = within(figures)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Subtotal', '€249.00'],
      ['incl. 8.1% VAT', '€18.66'],
      ['Delivery', '€14.49'],
      ['Total', '€263.49'],
    ]);
  });

  it('asks before cancelling: "Keep order" changes nothing, confirming cancels', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([ORDER]), cancelled],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #a1b2c3d4?' });
    expect(dialog).toHaveTextContent('Jane Doe (€263.49)');
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('pending');

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('pending');

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('cancelled'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
