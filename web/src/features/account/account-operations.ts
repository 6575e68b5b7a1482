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
      cancelledAt
      product {
        id
        name
        type
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
