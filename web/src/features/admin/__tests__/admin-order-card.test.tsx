import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import AdminOrdersPage from '../admin-orders-page';
import { RefundOrderMutation, SetOrderStatusMutation } from '../order-operations';
import { ADMIN, meMock, renderWithProviders } from '../../../test/render';
import { ORDER, ordersMock } from './admin-orders-fixtures';

beforeEach(() => resetToasts());

const link = (id: string) => `http://localhost:3000/api/invoices/${id}.pdf?expires=1798761600&sig=s1g`;
const invoice = {
  __typename: 'Invoice' as const,
  id: 'inv-1',
  number: '2025-000012',
  kind: 'invoice',
  total: '263.49',
  url: link('inv-1'),
};
const creditNote = {
  ...invoice,
  id: 'cn-1',
  number: 'CN-2025-000003',
  kind: 'credit_note',
  url: link('cn-1'),
};

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

  it('refunds a paid order from the card: the amount left by default, with a reason; the credit note is listed', async () => {
    const user = userEvent.setup();
    const paid = {
      ...ORDER,
      status: 'paid',
      paymentStatus: 'PAID',
      paymentMethod: 'stripe',
      invoices: [invoice],
    };
    const refund = {
      request: {
        query: RefundOrderMutation,
        variables: { orderId: ORDER.id, amount: '263.49', reason: 'Returned unopened' },
      },
      result: {
        data: {
          refundOrder: {
            __typename: 'Order',
            id: ORDER.id,
            status: 'paid',
            paymentStatus: 'PAID',
            refundedAmount: '0.00',
            updatedAt: '2025-03-05T00:00:00.000Z',
            invoices: [invoice, creditNote],
          },
        },
      },
    };
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([paid]), refund, ...ordersMock([paid]).slice(1)],
      toaster: true,
    });
    const card = await screen.findByRole('article', { name: /Order #a1b2c3d4/ });
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(within(card).getByLabelText('Refund amount (EUR)')).toHaveValue('263.49');
    await user.type(within(card).getByLabelText('Reason'), 'Returned unopened');
    await user.click(within(card).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/A refund of €263.49 for order #a1b2c3d4 was sent/)).toBeInTheDocument();
    const documents = await within(card).findByRole('list', { name: 'Invoices of order a1b2c3d4' });
    expect(
      await within(documents).findByRole('link', { name: 'Credit note CN-2025-000003 (PDF)' }),
    ).toHaveAttribute('href', creditNote.url);
  });

  it('offers "Mark as Paid" only for an order not sent to pay; a pending bank transfer is recorded instead', async () => {
    const waitlist = { ...ORDER, id: 'a1000000-e5f6-7890-abcd-ef0123456789' };
    const card = { ...ORDER, id: 'b2000000-e5f6-7890-abcd-ef0123456789', paymentStatus: 'PENDING' };
    const failed = { ...card, id: 'c3000000-e5f6-7890-abcd-ef0123456789', paymentStatus: 'FAILED' };
    const transfer = {
      ...ORDER,
      id: 'd4000000-e5f6-7890-abcd-ef0123456789',
      paymentMethod: 'bank_transfer',
      paymentStatus: 'PENDING',
    };
    const transferOnWaitlist = {
      ...transfer,
      id: 'e5000000-e5f6-7890-abcd-ef0123456789',
      paymentStatus: 'UNPAID',
    };
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([waitlist, card, failed, transfer, transferOnWaitlist])],
      toaster: true,
    });
    const offered = async (shortId: string) => {
      const article = await screen.findByRole('article', { name: `Order #${shortId}` });
      const moves = within(within(article).getByRole('group', { name: /Change status/ }))
        .getAllByRole('button')
        .map((button) => button.textContent);
      const records = within(article).queryByRole('button', { name: 'Record bank transfer' }) !== null;
      return { moves, records };
    };
    expect(await offered('a1000000')).toEqual({ moves: ['Mark as Paid', 'Cancel Order'], records: false });
    expect(await offered('b2000000')).toEqual({ moves: ['Cancel Order'], records: false });
    expect(await offered('c3000000')).toEqual({ moves: ['Cancel Order'], records: false });
    expect(await offered('d4000000')).toEqual({ moves: ['Cancel Order'], records: true });
    expect(await offered('e5000000')).toEqual({ moves: ['Mark as Paid', 'Cancel Order'], records: false });
  });

  it("lists the order's invoice as a PDF download, none for an order without one", async () => {
    const paid = { ...ORDER, status: 'paid', paymentStatus: 'PAID', invoices: [invoice] };
    const other = { ...ORDER, id: 'b1b2c3d4-e5f6-7890-abcd-ef0123456789' };
    renderWithProviders(<AdminOrdersPage />, {
      path: '/admin/orders',
      mocks: [meMock(ADMIN), ...ordersMock([paid, other])],
      toaster: true,
    });
    const card = await screen.findByRole('article', { name: /Order #a1b2c3d4/ });
    const documents = within(card).getByRole('list', { name: 'Invoices of order a1b2c3d4' });
    const link = within(documents).getByRole('link', { name: 'Invoice 2025-000012 (PDF)' });
    expect(link).toHaveAttribute('href', invoice.url);
    expect(documents).toHaveTextContent('€263.49');
    const otherCard = screen.getByRole('article', { name: /Order #b1b2c3d4/ });
    expect(within(otherCard).queryByText('Invoices')).not.toBeInTheDocument();
  });
});
