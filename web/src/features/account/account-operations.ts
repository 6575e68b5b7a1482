import { graphql } from '../../gql';

/**
 * One page of the signed-in customer's orders, newest first, with how many there are in all;
 * "Load more" asks again with `after` (the cache appends the page).
 */
export const MyOrdersQuery = graphql(`
  query MyOrders($first: Int!, $after: String) {
    me {
      id
      orders(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            createdAt
            totalAmount
            status
          }
        }
      }
    }
  }
`);

/** One page of the signed-in customer's subscriptions, newest first, like the orders. */
export const MySubscriptionsQuery = graphql(`
  query MySubscriptions($first: Int!, $after: String) {
    me {
      id
      subscriptions(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            endDate
            status
            autoRenew
            cancelledAt
            product {
              id
              name
              type
            }
          }
        }
      }
    }
  }
`);

/** Turns the renewal of one subscription on or off; the cache's entry updates from the answer. */
export const SetSubscriptionAutoRenewMutation = graphql(`
  mutation SetSubscriptionAutoRenew($id: ID!, $autoRenew: Boolean!) {
    setSubscriptionAutoRenew(id: $id, autoRenew: $autoRenew) {
      id
      status
      autoRenew
      cancelledAt
    }
  }
`);

/** Cancels a subscription at the end of its paid period (it stays active until then). */
export const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscription($id: ID!) {
    cancelSubscription(id: $id) {
      id
      status
      autoRenew
      cancelledAt
    }
  }
`);

/** One order in full, as the order detail shows it. */
export const MyOrderQuery = graphql(`
  query MyOrder($id: ID!) {
    myOrder(id: $id) {
      id
      createdAt
      status
      totalAmount
      subtotalAmount
      shippingAmount
      vatRate
      vatAmount
      paymentMethod
      paymentStatus
      paymentUrl
      bankTransfer {
        holder
        iban
        bic
        amount
        reference
        qrSvg
      }
      invoices {
        id
        number
        kind
        total
        url
      }
      shippingAddress
      items {
        id
        price
        quantity
        product {
          name
          type
        }
      }
      statusHistory {
        status
        changedAt
      }
    }
  }
`);

/** My Account's name form: the answer updates the signed-in user in the cache. */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...UserProfile
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
