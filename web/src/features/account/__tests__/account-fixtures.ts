import type { MockLink } from '@apollo/client/testing';
import { MeQuery } from '../../../lib/auth/use-auth';
import { ACCOUNT_PAGE_SIZE } from '../account-page';
import { MyOrdersQuery, MySubscriptionsQuery } from '../account-operations';
import { MyTicketsQuery } from '../support-tickets-panel';

/** A page of `me { orders }` or `me { subscriptions }`, as the API answers it (cursor: `cursor-<id>`). */
export function connection<K extends 'Order' | 'Subscription', T extends { id: string }>(
  type: K,
  nodes: readonly T[],
  totalCount = nodes.length,
  hasNextPage = false,
) {
  return {
    __typename: `${type}Connection` as const,
    totalCount,
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: nodes.length ? `cursor-${nodes[nodes.length - 1]!.id}` : null,
    },
    edges: nodes.map((node) => ({ __typename: `${type}Edge` as const, cursor: `cursor-${node.id}`, node })),
  };
}

export const user = {
  __typename: 'User' as const,
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: null,
  role: 'user' as const,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const order = {
  __typename: 'Order' as const,
  id: 'abcdef12-3456-4789-8abc-def012345678',
  createdAt: '2025-03-14T10:00:00.000Z',
  totalAmount: '342.49',
  status: 'pending',
};

export const subscriptions = [
  {
    __typename: 'Subscription' as const,
    id: 's1',
    endDate: '2025-06-14T10:00:00.000Z',
    status: 'active',
    autoRenew: true,
    cancelledAt: null,
    product: { __typename: 'Product' as const, id: 'p-secure', name: 'Secure', type: 'subscription' },
  },
  {
    __typename: 'Subscription' as const,
    id: 's2',
    endDate: '2025-04-14T10:00:00.000Z',
    status: 'active',
    autoRenew: false,
    cancelledAt: null,
    product: { __typename: 'Product' as const, id: 'p-flexi', name: 'Flexi', type: 'subscription' },
  },
];

/** My Account's queries answered for `me` (signed out with null). */
export function accountMocks({
  me = user as typeof user | null,
  orders = [order],
  subs = subscriptions,
} = {}): MockLink.MockedResponse[] {
  return [
    { request: { query: MeQuery }, result: { data: { me } } },
    {
      request: { query: MyOrdersQuery, variables: { first: ACCOUNT_PAGE_SIZE } },
      result: { data: { me: me && { ...me, orders: connection('Order', orders) } } },
    },
    {
      request: { query: MySubscriptionsQuery, variables: { first: ACCOUNT_PAGE_SIZE } },
      result: { data: { me: me && { ...me, subscriptions: connection('Subscription', subs) } } },
    },
    { request: { query: MyTicketsQuery }, result: { data: { myTickets: [] } } },
  ];
}
