import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stockMessages } from '@hometunnel/rules';
import { resetToasts } from '../../../components/toast/toast-store';
import AdminCatalogPage from '../admin-catalog-page';
import { ADMIN_SCREENS } from '../admin-nav';
import { DISCOUNT_CODES_PAGE_SIZE } from '../catalog/discount-codes';
import { DiscountCodesQuery } from '../catalog/discount-code-operations';
import {
  AdjustStockMutation,
  AdminCatalogQuery,
  AdminStockMovementsQuery,
  MOVEMENT_PAGE_SIZE,
} from '../catalog-operations';
import { ADMIN, CUSTOMER, gqlError, meMock, renderWithProviders } from '../../../test/render';

const product = (
  id: string,
  name: string,
  type: string,
  price: string,
  levels: [number, number],
  availability: string,
) => ({
  __typename: 'Product' as const,
  id,
  name,
  type,
  price,
  availability,
  stockOnHand: levels[0],
  stockReserved: levels[1],
});
const catalogMock = {
  request: { query: AdminCatalogQuery },
  result: {
    data: {
      products: [
        product('p-light', 'Light Package', 'device', '149.00', [0, 0], 'OUT_OF_STOCK'),
        product('p-pro', 'Pro Package', 'device', '249.00', [7, 3], 'LOW_STOCK'),
        product('p-flexi', 'Flexi', 'subscription', '29.00', [0, 0], 'IN_STOCK'),
      ],
    },
  },
};
const movement = (
  id: string,
  kind: string,
  delta: number,
  reservedDelta: number,
  reason: string,
  orderId: string | null,
) => ({
  __typename: 'StockMovement' as const,
  id,
  kind,
  delta,
  reservedDelta,
  reason,
  orderId,
  createdAt: '2026-11-27T10:00:00.000Z',
});
const movementsMock = (productId: string, nodes: ReturnType<typeof movement>[]) => ({
  request: { query: AdminStockMovementsQuery, variables: { id: productId, first: MOVEMENT_PAGE_SIZE } },
  result: {
    data: {
      product: {
        __typename: 'Product' as const,
        id: productId,
        stockMovements: {
          __typename: 'StockMovementConnection' as const,
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
          edges: nodes.map((node) => ({
            __typename: 'StockMovementEdge' as const,
            cursor: `c-${node.id}`,
            node,
          })),
        },
      },
    },
  },
});
const reserve = movement(
  'm1',
  'reserve',
  0,
  1,
  'Order placed, awaiting payment',
  'ab12cd34-0000-4000-8000-000000000000',
);
const delivery = movement('m0', 'adjust', 10, 0, 'Delivery', null);

const codesMock = (codes: { id: string; code: string; status: string }[] = []) => ({
  request: { query: DiscountCodesQuery, variables: { first: DISCOUNT_CODES_PAGE_SIZE } },
  result: {
    data: {
      discountCodes: {
        __typename: 'DiscountCodeConnection' as const,
        totalCount: codes.length,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
        edges: codes.map((code) => ({
          __typename: 'DiscountCodeEdge' as const,
          cursor: code.id,
          node: {
            __typename: 'DiscountCode' as const,
            ...code,
            email: 'ada@example.com',
            amount: '50.00',
            orderId: null,
            productId: 'p-light',
            expiresAt: '2026-12-27T10:00:00.000Z',
            createdAt: '2026-11-27T10:00:00.000Z',
          },
        })),
      },
    },
  },
});

beforeEach(() => resetToasts());

describe('Catalog screen', () => {
  it('is in the admin navigation at /admin/catalog', () => {
    expect(ADMIN_SCREENS).toContainEqual({ to: '/admin/catalog', label: 'Catalog' });
  });

  it("is 'Admin Access Required' for non-admins", async () => {
    renderWithProviders(<AdminCatalogPage />, {
      path: '/admin/catalog',
      mocks: [
        meMock(CUSTOMER),
        { request: { query: AdminCatalogQuery }, result: gqlError('FORBIDDEN', 'Admin access required') },
      ],
      toaster: true,
    });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  it('lists price, on hand, reserved and availability; shows the first device’s ledger', async () => {
    renderWithProviders(<AdminCatalogPage />, {
      path: '/admin/catalog',
      mocks: [meMock(ADMIN), catalogMock, movementsMock('p-light', [delivery]), codesMock()],
      toaster: true,
    });
    const rows = await screen.findAllByTestId('catalog-row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Pro Package.*€249\.00.*7.*3.*Only a few left/);
    expect(rows[0]).toHaveTextContent(/Light Package.*Out of stock/);
    expect(rows[2]).toHaveTextContent(/Flexi.*—.*—.*In stock/);
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Light Package: stock' })).toBeInTheDocument();
    expect(await screen.findByTestId('stock-movement')).toHaveTextContent(/adjust.*\+10.*Delivery/);
  });

  it('checks the form, adjusts the stock with a reason and reloads the ledger', async () => {
    const user = userEvent.setup();
    const adjusted = jest.fn(() => ({
      data: {
        adjustStock: {
          __typename: 'Product' as const,
          id: 'p-pro',
          availability: 'IN_STOCK',
          stockOnHand: 27,
          stockReserved: 3,
        },
      },
    }));
    renderWithProviders(<AdminCatalogPage />, {
      path: '/admin/catalog',
      mocks: [
        meMock(ADMIN),
        catalogMock,
        codesMock(),
        movementsMock('p-light', []),
        movementsMock('p-pro', [reserve]),
        {
          request: {
            query: AdjustStockMutation,
            variables: { productId: 'p-pro', delta: 20, reason: 'Delivery' },
          },
          result: adjusted,
        },
        movementsMock('p-pro', [movement('m2', 'adjust', 20, 0, 'Delivery', null), reserve]),
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Stock of Pro Package' }));
    expect(await screen.findByTestId('stock-movement')).toHaveTextContent(
      /reserve.*\+1.*Order placed.*ab12cd34/,
    );
    const form = screen.getByRole('form', { name: 'Adjust stock of Pro Package' });
    await user.click(within(form).getByRole('button', { name: 'Adjust stock' }));
    expect(await within(form).findByText(stockMessages.reasonRequired)).toBeInTheDocument();
    expect(within(form).getByText(stockMessages.deltaInvalid)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Change'), '20');
    await user.type(within(form).getByLabelText('Reason'), 'Delivery');
    await user.click(within(form).getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Pro Package: 27 on hand, 3 reserved.')).toBeInTheDocument();
    expect(adjusted).toHaveBeenCalledTimes(1);
    // findAll would answer at once with the one movement already shown: wait for the reloaded ledger.
    await waitFor(() => expect(screen.getAllByTestId('stock-movement')).toHaveLength(2));
    expect(screen.getAllByTestId('catalog-row')[1]).toHaveTextContent(/Pro Package.*27.*3.*In stock/);
  });

  it('shows the discount codes with their status and the "Issue code" form', async () => {
    renderWithProviders(<AdminCatalogPage />, {
      path: '/admin/catalog',
      mocks: [
        meMock(ADMIN),
        catalogMock,
        movementsMock('p-light', []),
        codesMock([{ id: 'c1', code: 'HT-ABCD-EFGH', status: 'ISSUED' }]),
      ],
      toaster: true,
    });
    const section = await screen.findByRole('region', { name: 'Discount codes' });
    const table = await within(section).findByRole('table', { name: 'Discount codes, newest first' });
    expect(table).toHaveTextContent(/HT-ABCD-EFGH.*ada@example\.com.*€50\.00.*Issued/);
    expect(within(section).getByRole('button', { name: /Issue code/ })).toBeInTheDocument();
  });
});
