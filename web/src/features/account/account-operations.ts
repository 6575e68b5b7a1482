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

/** A new verification link for the signed-in account; answers what happened. */
export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);
