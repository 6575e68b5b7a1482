import { graphql } from '../../gql';

/** Admin: the catalog with prices and stock (stockOnHand and stockReserved are staff-only fields). */
export const AdminCatalogQuery = graphql(`
  query AdminCatalog {
    products {
      id
      name
      type
      price
      availability
      stockOnHand
      stockReserved
    }
  }
`);

/** Admin: a device's stock ledger, newest first; "Load more" passes `after`. */
export const AdminStockMovementsQuery = graphql(`
  query AdminStockMovements($id: ID!, $first: Int!, $after: String) {
    product(id: $id) {
      id
      stockMovements(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            kind
            delta
            reservedDelta
            reason
            orderId
            createdAt
          }
        }
      }
    }
  }
`);

/** Admin: units on hand up or down, with a reason; answers the product's new levels. */
export const AdjustStockMutation = graphql(`
  mutation AdjustStock($productId: ID!, $delta: Int!, $reason: String!) {
    adjustStock(productId: $productId, delta: $delta, reason: $reason) {
      id
      availability
      stockOnHand
      stockReserved
    }
  }
`);

/** How many movements a page of the screen lists. */
export const MOVEMENT_PAGE_SIZE = 20;
