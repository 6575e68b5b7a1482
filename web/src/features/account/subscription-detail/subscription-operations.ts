import { graphql } from '../../../gql';

/**
 * One subscription in full, as its detail screen shows it: plan, state, the next renewal, the
 * saved card, a payment waiting and the history. The mutations of this screen answer with it too,
 * so the cache's entry changes everywhere at once.
 */
export const SubscriptionDetailFragment = graphql(`
  fragment SubscriptionDetail on Subscription {
    id
    status
    serviceActive
    startDate
    endDate
    autoRenew
    cancelledAt
    renewal
    nextRenewalDate
    nextRenewalAmount
    renewalOrderId
    customerEmail
    card {
      brand
      last4
      expMonth
      expYear
    }
    product {
      id
      name
      type
      price
      duration
    }
    nextPlan {
      id
      name
      price
      duration
    }
    events(first: 50) {
      ...SubscriptionHistoryEvent
    }
  }
`);

/** The subscription (the caller's own; staff may read any). */
export const SubscriptionDetailQuery = graphql(`
  query SubscriptionDetail($id: ID!) {
    subscription(id: $id) {
      ...SubscriptionDetail
    }
  }
`);

/** The plans one can switch to (the catalog's subscriptions). */
export const SwitchablePlansQuery = graphql(`
  query SwitchablePlans {
    products {
      id
      name
      type
      price
      duration
    }
  }
`);

/** Where to save a new card: the provider's page (the customer comes back with ?card=updated). */
export const StartPaymentMethodUpdateMutation = graphql(`
  mutation StartPaymentMethodUpdate($subscriptionId: ID!) {
    startPaymentMethodUpdate(subscriptionId: $subscriptionId) {
      url
    }
  }
`);

/** Pays the renewal waiting: the payment page's url, or null for a bank transfer. */
export const PayRenewalMutation = graphql(`
  mutation PayRenewal($subscriptionId: ID!) {
    payRenewal(subscriptionId: $subscriptionId) {
      url
    }
  }
`);

/** Switches the plan from the next renewal on; the answer updates the cached subscription. */
export const ChangeSubscriptionPlanMutation = graphql(`
  mutation ChangeSubscriptionPlan($id: ID!, $productId: ID!) {
    changeSubscriptionPlan(id: $id, productId: $productId) {
      ...SubscriptionDetail
    }
  }
`);

/** Back from the provider's card page: saves the card and retries a payment that failed. */
export const ConfirmPaymentMethodUpdateMutation = graphql(`
  mutation ConfirmPaymentMethodUpdate($subscriptionId: ID!, $sessionId: String!) {
    confirmPaymentMethodUpdate(subscriptionId: $subscriptionId, sessionId: $sessionId) {
      ...SubscriptionDetail
    }
  }
`);
