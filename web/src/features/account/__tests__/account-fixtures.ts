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
