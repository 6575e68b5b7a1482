import { graphql } from '../../../gql';

/**
 * Admin: a product's new price. The answer's id and price update the Catalog screen's rows in
 * Apollo's cache; who keeps the old price and who is mailed is the server's business.
 */
export const SetProductPriceMutation = graphql(`
  mutation SetProductPrice($productId: ID!, $price: String!) {
    setProductPrice(productId: $productId, price: $price) {
      id
      price
    }
  }
`);
