import { fireEvent, screen, within } from '@testing-library/react';
import { createTestClient, graphqlError, renderWithProviders } from '../../../test/render';
import { OrdersPanel } from '../orders-panel';
import { connection } from './account-fixtures';

const ID = 'abcdef12-3456-4789-8abc-def012345678';
const summary = {
  __typename: 'Order' as const,
  id: ID,
  createdAt: '2025-03-14T10:00:00.000Z',
  totalAmount: '342.49',
  status: 'shipped',
};

const detail = {
  ...summary,
  subtotalAmount: '328.00',
  shippingAmount: '14.49',
  vatRate: '19.00',
  vatAmount: '52.37',
  paymentMethod: 'paypal',
  paymentStatus: 'PAID',
  paymentUrl: null,
  bankTransfer: null,
  invoices: [] as object[],
  shippingAddress: JSON.stringify({
    street: 'Unter den Linden 1',
    city: 'Berlin',
    postalCode: '10117',
    country: 'Germany',
  }),
  items: [
    {
      __typename: 'OrderItem',
      id: 'i1',
      price: '249.00',
      quantity: 1,
      product: { __typename: 'OrderedProduct', name: 'Pro Package', type: 'device' },
    },
    {
      __typename: 'OrderItem',
      id: 'i2',
      price: '39.50',
      quantity: 2,
      product: { __typename: 'OrderedProduct', name: 'Flexi', type: 'subscription' },
    },
  ],
  statusHistory: [
    { __typename: 'OrderStatusChange', status: 'pending', changedAt: '2025-03-14T10:00:00.000Z' },
    { __typename: 'OrderStatusChange', status: 'paid', changedAt: '2025-03-15T09:30:00.000Z' },
    { __typename: 'OrderStatusChange', status: 'shipped', changedAt: '2025-03-16T12:00:00.000Z' },
  ],
};

const noMore = () => Promise.reject(new Error('no more pages'));

describe('OrdersPanel: order detail', () => {
  it('"View details" opens the order with items, VAT, delivery, address and status history', async () => {
    renderWithProviders(
      <OrdersPanel orders={connection('Order', [summary])} failed={false} onMore={noMore} />,
      {
        client: createTestClient((name, variables) => {
          if (name !== 'MyOrder') throw new Error(name);
          expect(variables).toEqual({ id: ID });
          return { __typename: 'Query', myOrder: detail };
        }).client,
      },
    );
    const open = screen.getByRole('button', { name: 'View details of order #abcdef12' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    const region = await screen.findByLabelText('Order #abcdef12 details');
    expect(screen.getByRole('button', { name: 'Hide details of order #abcdef12' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(region).getByText('Pro Package × 1')).toBeInTheDocument();
    expect(within(region).getByText('€79.00')).toBeInTheDocument();
    expect(within(region).getByText(/€39.50 each/)).toBeInTheDocument();
    expect(within(region).getByText('Subtotal (incl. 19% VAT)')).toBeInTheDocument();
    expect(within(region).getByText('€52.37')).toBeInTheDocument();
    expect(within(region).getByText('Delivery').nextSibling).toHaveTextContent('€14.49');
    expect(within(region).getByText('Total').nextSibling).toHaveTextContent('€342.49');
    expect(within(region).getByText('Unter den Linden 1')).toBeInTheDocument();
    expect(within(region).getByText('10117 Berlin')).toBeInTheDocument();
    expect(within(region).getByText('Payment: PayPal')).toBeInTheDocument();
    const steps = within(region)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('time'))
      .map((item) => item.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/^pending14 Mar 2025/);
    expect(steps[2]).toMatch(/^shipped16 Mar 2025/);

    fireEvent.click(screen.getByRole('button', { name: 'Hide details of order #abcdef12' }));
    expect(screen.queryByLabelText('Order #abcdef12 details')).not.toBeInTheDocument();
  });

  it('a pending bank transfer order shows where to send the money', async () => {
    const transfer = {
      ...detail,
      status: 'pending',
      paymentMethod: 'bank_transfer',
      paymentStatus: 'PENDING',
      bankTransfer: {
        __typename: 'BankTransferInstructions',
        holder: 'HomeTunnel AG',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        amount: '342.49',
        reference: 'HT-ABCDEF12',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41"><path d="M4 4h7"/></svg>',
      },
    };
    renderWithProviders(
      <OrdersPanel orders={connection('Order', [summary])} failed={false} onMore={noMore} />,
      { client: createTestClient(() => ({ __typename: 'Query', myOrder: transfer })).client },
    );
    fireEvent.click(screen.getByRole('button', { name: 'View details of order #abcdef12' }));
    const details = await screen.findByLabelText('Bank transfer details');
    for (const text of ['HomeTunnel AG', 'DE89370400440532013000', 'COBADEFFXXX', '€342.49', 'HT-ABCDEF12'])
      expect(details).toHaveTextContent(text);
    expect(screen.getByText('Payment: Bank transfer')).toBeInTheDocument();
    // The GiroCode: the server's SVG as an image, never as markup in the page.
    const code = within(details).getByRole('img', { name: /GiroCode/ });
    expect(code.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(transfer.bankTransfer.qrSvg)}`,
    );
    expect(details.querySelector('svg')).toBeNull();
  });

  it("lists the order's invoice and credit note as PDF downloads", async () => {
    const url = (id: string) => `https://shop.example/api/invoices/${id}.pdf?expires=1798761600&sig=abc`;
    const paid = {
      ...detail,
      invoices: [
        {
          __typename: 'Invoice',
          id: 'inv1',
          number: '2026-000042',
          kind: 'invoice',
          total: '342.49',
          url: url('inv1'),
        },
        {
          __typename: 'Invoice',
          id: 'cn1',
          number: 'CN-2026-000007',
          kind: 'credit_note',
          total: '79.00',
          url: url('cn1'),
        },
      ],
    };
    renderWithProviders(
      <OrdersPanel orders={connection('Order', [summary])} failed={false} onMore={noMore} />,
      { client: createTestClient(() => ({ __typename: 'Query', myOrder: paid })).client },
    );
    fireEvent.click(screen.getByRole('button', { name: 'View details of order #abcdef12' }));
    const list = await screen.findByRole('list', { name: 'Invoices of order #abcdef12' });
    const invoice = within(list).getByRole('link', { name: 'Invoice 2026-000042 (PDF)' });
    expect(invoice).toHaveAttribute('href', url('inv1'));
    expect(within(list).getByRole('link', { name: 'Credit note CN-2026-000007 (PDF)' })).toHaveAttribute(
      'href',
      url('cn1'),
    );
    expect(list).toHaveTextContent('€342.49');
    expect(list).toHaveTextContent('€79.00');
  });

  it('an order without invoices shows no invoices list', async () => {
    renderWithProviders(
      <OrdersPanel orders={connection('Order', [summary])} failed={false} onMore={noMore} />,
      { client: createTestClient(() => ({ __typename: 'Query', myOrder: detail })).client },
    );
    fireEvent.click(screen.getByRole('button', { name: 'View details of order #abcdef12' }));
    await screen.findByLabelText('Order #abcdef12 details');
    expect(screen.queryByText('Invoices')).not.toBeInTheDocument();
  });

  it("shows the server's answer when the order cannot be read", async () => {
    renderWithProviders(
      <OrdersPanel orders={connection('Order', [summary])} failed={false} onMore={noMore} />,
      {
        client: createTestClient(() => {
          throw graphqlError('Order not found', 'NOT_FOUND');
        }).client,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'View details of order #abcdef12' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });

  it('no orders: the empty text with links to the shop', () => {
    renderWithProviders(<OrdersPanel orders={connection('Order', [])} failed={false} onMore={noMore} />);
    expect(screen.getByText('No orders yet. Start shopping to see your orders here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop devices' })).toHaveAttribute('href', '/#shop');
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/#subscription');
  });
});
