import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { discountMessages } from '@hometunnel/rules';
import { resetToasts } from '../../../components/toast/toast-store';
import { createTestClient, renderWithProviders, type Vars } from '../../../test/render';
import { DiscountCodes } from '../catalog/discount-codes';

const node = (id: string, status: string, orderId: string | null = null) => ({
  __typename: 'DiscountCode',
  id,
  code: `HT-AAAA-${id.toUpperCase().padEnd(4, 'X')}`,
  email: `${id}@example.com`,
  amount: '50.00',
  status,
  orderId,
  productId: null,
  expiresAt: '2026-12-27T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
});

function page(nodes: ReturnType<typeof node>[]) {
  return {
    discountCodes: {
      __typename: 'DiscountCodeConnection',
      totalCount: nodes.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      edges: nodes.map((item) => ({ __typename: 'DiscountCodeEdge', cursor: item.id, node: item })),
    },
  };
}

jest.setTimeout(30_000);
beforeEach(() => resetToasts());

describe('admin discount codes', () => {
  it('lists each code with its amount, status and order', async () => {
    const api = createTestClient({
      DiscountCodes: () => ({
        data: page([
          node('one', 'ISSUED'),
          node('two', 'HELD', 'abcdef12-0000-4000-8000-000000000001'),
          node('three', 'USED', 'fedcba98-0000-4000-8000-000000000002'),
          node('four', 'EXPIRED'),
        ]),
      }),
    });
    renderWithProviders(<DiscountCodes />, { client: api.client });
    const table = await screen.findByRole('table', { name: 'Discount codes, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual([
      'Issued',
      'Held',
      'Used',
      'Expired',
    ]);
    expect(rows[1]).toHaveTextContent('#abcdef12');
    expect(rows[0]).toHaveTextContent('€50.00');
    expect(rows[0]).toHaveTextContent('one@example.com');
    expect(screen.getByLabelText('Discount codes: 4')).toBeInTheDocument();
  });

  it('checks the form as the server does, then issues the code and shows it in the list', async () => {
    const user = userEvent.setup();
    let listed = [node('one', 'ISSUED')];
    const issued: Vars[] = [];
    const api = createTestClient({
      DiscountCodes: () => ({ data: page(listed) }),
      IssueDiscountCode: (variables) => {
        issued.push(variables);
        const created = { ...node('new', 'ISSUED'), email: variables.email as string };
        listed = [created, ...listed];
        return { data: { issueDiscountCode: created } };
      },
    });
    renderWithProviders(<DiscountCodes />, { client: api.client, toaster: true });
    await screen.findByRole('table');

    await user.clear(screen.getByLabelText('Amount (EUR)'));
    await user.type(screen.getByLabelText('Amount (EUR)'), '0');
    await user.clear(screen.getByLabelText('Valid days'));
    await user.type(screen.getByLabelText('Valid days'), '400');
    await user.click(screen.getByRole('button', { name: 'Issue code' }));
    expect(await screen.findByText(discountMessages.email)).toBeInTheDocument();
    expect(screen.getByText(discountMessages.amount)).toBeInTheDocument();
    expect(screen.getByText(discountMessages.validDays)).toBeInTheDocument();
    expect(issued).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.clear(screen.getByLabelText('Amount (EUR)'));
    await user.type(screen.getByLabelText('Amount (EUR)'), '25');
    await user.clear(screen.getByLabelText('Valid days'));
    await user.type(screen.getByLabelText('Valid days'), '14');
    await user.click(screen.getByRole('button', { name: 'Issue code' }));

    await waitFor(() => expect(issued).toEqual([{ email: 'ada@example.com', amount: '25', validDays: 14 }]));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount codes: 2')).toBeInTheDocument();
  });
});
