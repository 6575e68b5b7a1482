import { useQuery } from '@apollo/client/react';
import { orderShortId } from '@hometunnel/rules';
import styled from 'styled-components';
import { LoadMore } from '../../components/load-more';
import { errorMessage } from '../../lib/graphql-errors';
import { formatDateTime } from './admin-dates';
import { EmptyState } from './admin-layout';
import { AdminStockMovementsQuery, MOVEMENT_PAGE_SIZE } from './catalog-operations';
import { TableWrap } from './waitlist-panel';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** A device's stock ledger: when, what, the changes of on hand and reserved, why, and the order. */
export function StockMovements({ productId, productName }: { productId: string; productName: string }) {
  const query = useQuery(AdminStockMovementsQuery, {
    variables: { id: productId, first: MOVEMENT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (query.data ?? query.previousData)?.product.stockMovements;
  if (query.error && !connection) return <EmptyState role="alert">{errorMessage(query.error)}</EmptyState>;
  if (!connection) return <EmptyState>Loading movements…</EmptyState>;
  const movements = connection.edges.map((edge) => edge.node);
  if (movements.length === 0) return <EmptyState>No stock movements yet</EmptyState>;
  return (
    <Wrap>
      <TableWrap>
        <table>
          <caption className="visually-hidden">Stock movements of {productName}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Kind</th>
              <th scope="col">On hand</th>
              <th scope="col">Reserved</th>
              <th scope="col">Reason</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {movements.map((movement) => (
              <tr key={movement.id} data-testid="stock-movement">
                <td>{formatDateTime(movement.createdAt)}</td>
                <td>{movement.kind}</td>
                <td>{movement.delta === 0 ? '' : signed(movement.delta)}</td>
                <td>{movement.reservedDelta === 0 ? '' : signed(movement.reservedDelta)}</td>
                <td>{movement.reason}</td>
                <td>{movement.orderId ? orderShortId(movement.orderId) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <LoadMore
        shown={movements.length}
        total={connection.totalCount}
        pageInfo={connection.pageInfo}
        label="Load more movements"
        onMore={(after) => query.fetchMore({ variables: { after } })}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 12px;
`;
