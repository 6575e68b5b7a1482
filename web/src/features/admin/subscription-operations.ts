import { graphql } from '../../gql';

/**
 * Staff: a page of subscriptions, past due and suspended first, then by end date; `status` keeps one
 * status only. "Load more" asks again with `after` (the cache appends the page, one list per status).
 */
export const AdminSubscriptionsQuery = graphql(`
  query AdminSubscriptions($status: String, $first: Int!, $after: String) {
    adminSubscriptions(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          status
          serviceActive
          endDate
          autoRenew
          cancelledAt
          renewal
          nextRenewalDate
          nextRenewalAmount
          customerEmail
          product {
            id
            name
          }
        }
      }
    }
  }
`);

/** Staff: one subscription's card, next plan and history, for the row opened. */
export const AdminSubscriptionDetailQuery = graphql(`
  query AdminSubscriptionDetail($id: ID!) {
    subscription(id: $id) {
      id
      startDate
      renewalOrderId
      card {
        brand
        last4
        expMonth
        expYear
      }
      nextPlan {
        id
        name
      }
      events(first: 50) {
        ...SubscriptionHistoryEvent
      }
    }
  }
`);
