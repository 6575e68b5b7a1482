import { graphql } from '../../gql';

/** The signed-in customer's orders, newest first (the checkout adds new ones to this list in the cache). */
export const MyOrdersQuery = graphql(`
  query MyOrders {
    myOrders {
      id
      createdAt
      totalAmount
      status
    }
  }
`);

export const MySubscriptionsQuery = graphql(`
  query MySubscriptions {
    mySubscriptions {
      id
      endDate
      status
      autoRenew
      product {
        id
        name
      }
    }
  }
`);
