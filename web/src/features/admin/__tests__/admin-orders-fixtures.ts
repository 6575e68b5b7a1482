import { ORDERS_PAGE_SIZE } from '../admin-orders-page';
import { AdminOrdersQuery } from '../order-operations';

/** The fixtures of the Order Management tests (the page, and its Request Admin Access button). */

export const variables = { limit: ORDERS_PAGE_SIZE, offset: 0 };
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
  userId: null as string | null,
  paymentMethod: 'paypal',
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
};
export function ordersMock(orders: (typeof ORDER)[], count = orders.length) {
  return {
    request: { query: AdminOrdersQuery, variables },
    result: { data: { adminOrderCount: count, adminOrders: orders } },
  };
}
