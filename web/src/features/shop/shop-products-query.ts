import { graphql } from '../../gql';

/** One query feeds both the device and the plan grid; each card declares its own fields. */
export const ShopProductsQuery = graphql(`
  query ShopProducts {
    products {
      id
      type
      category
      duration
      ...DeviceCardProduct
      ...PlanCardProduct
    }
  }
`);
