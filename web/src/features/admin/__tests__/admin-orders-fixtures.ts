import { ORDERS_PAGE_SIZE } from '../admin-orders-page';
import { AdminOrderCountsQuery, AdminOrdersQuery } from '../order-operations';

/** The fixtures of the Order Management tests (the page, and its Request Admin Access button). */

/** The first page of the unfiltered list, as the screen asks for it. */
export const variables = { first: ORDERS_PAGE_SIZE, filter: {} };
export const ORDER = {
  __typename: 'Order' as const,
  id: 'a1b2c3d4-e5f6-7890-abcd-ef0123456789',
  createdAt: '2025-03-04T09:30:00.000Z',
  status: 'pending',
  subtotalAmount: '249.00',
  shippingAmount: '14.49',
  vatRate: '8.10',
  vatAmount: '18.66',
  totalAmount: '263.49',
  customerName: 'Jane Doe',
  customerEmail: 'jane@example.com',
  customerPhone: '+41 79 123 45 67',
  language: 'en',
  userId: null as string | null,
  paymentMethod: 'paypal',
  paymentStatus: 'UNPAID',
  refundedAmount: '0.00',
  needsReview: false as boolean | null,
  reviewReason: null as string | null,
  shippingAddress: JSON.stringify({
    street: 'Bahnhofstrasse 1',
    city: 'Zurich',
    postalCode: '8001',
    country: 'Switzerland',
  }) as string | null,
  orderNotes: 'Leave at the door',
  items: [
    {
      __typename: 'OrderItem' as const,
      id: 'i1',
      price: '249.00',
      quantity: 1,
      product: { __typename: 'OrderedProduct' as const, name: 'Pro Package' },
    },
  ],
  invoices: [] as {
    __typename: 'Invoice';
    id: string;
    number: string;
    kind: string;
    total: string;
    url: string;
  }[],
};
/** A page of orders as `orders(first, after, filter)` answers it. */
export function ordersPage(
  orders: readonly (typeof ORDER)[],
  totalCount = orders.length,
  endCursor: string | null = orders.length ? `cursor-${orders[orders.length - 1]!.id}` : null,
  hasNextPage = false,
) {
  return {
    orders: {
      __typename: 'OrderConnection' as const,
      totalCount,
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor },
      edges: orders.map((node) => ({
        __typename: 'OrderEdge' as const,
        cursor: `cursor-${node.id}`,
        node,
      })),
    },
  };
}

/** The chips' counts: `total` in all, each status counted in `orders`. */
export function orderCounts(orders: readonly (typeof ORDER)[], total = orders.length) {
  const of = (status: string) => orders.filter((o) => o.status === status).length;
  return {
    all: total,
    pending: of('pending'),
    paid: of('paid'),
    shipped: of('shipped'),
    delivered: of('delivered'),
    cancelled: of('cancelled'),
    refunded: of('refunded'),
  };
}

/** One load of the screen: its first unfiltered page, and the counts (`count` orders in all). */
export function ordersMock(orders: (typeof ORDER)[], count = orders.length) {
  return [
    { request: { query: AdminOrdersQuery, variables }, result: { data: ordersPage(orders, count) } },
    { request: { query: AdminOrderCountsQuery }, result: { data: orderCounts(orders, count) } },
  ];
}
