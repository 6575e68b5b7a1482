import { graphql } from '../../gql';

/**
 * Admin: one page of orders, newest first, with everything the Order Management card shows (spec
 * section 2). The status chips filter on the server; "Load more" asks again with `after`.
 */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($first: Int!, $after: String, $filter: OrderFilter) {
    orders(first: $first, after: $after, filter: $filter) {
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
          status
          subtotalAmount
          shippingAmount
          vatRate
          vatAmount
          totalAmount
          customerName
          customerEmail
          customerPhone
          language
          userId
          paymentMethod
          paymentStatus
          refundedAmount
          needsReview
          reviewReason
          shippingAddress
          orderNotes
          items {
            id
            price
            quantity
            product {
              name
            }
          }
          invoices {
            id
            number
            kind
            total
            url
          }
        }
      }
    }
  }
`);

/** The chips' counts: every order ('Total Orders') and each status, counted by the server. */
export const AdminOrderCountsQuery = graphql(`
  query AdminOrderCounts {
    all: adminOrderCount
    pending: adminOrderCount(status: pending)
    paid: adminOrderCount(status: paid)
    shipped: adminOrderCount(status: shipped)
    delivered: adminOrderCount(status: delivered)
    cancelled: adminOrderCount(status: cancelled)
    refunded: adminOrderCount(status: refunded)
  }
`);

/**
 * Returns the changed Order (id + status): the normalized cache updates the admin badge and the
 * customer's My Account list without a reload.
 */
export const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus($id: ID!, $status: OrderStatus!) {
    setOrderStatus(id: $id, status: $status) {
      id
      status
      updatedAt
    }
  }
`);

/** 'Request Admin Access': the server decides (ADMIN_EMAILS or no admin yet). */
export const RequestAdminAccessMutation = graphql(`
  mutation RequestAdminAccess {
    requestAdminAccess {
      message
      user {
        id
        role
      }
    }
  }
`);

/**
 * Admin: refunds part or all of a paid order; the order follows the provider's callback. Its
 * documents come back too: the card lists the credit note a refund issues.
 */
export const RefundOrderMutation = graphql(`
  mutation RefundOrder($orderId: ID!, $amount: String!, $reason: String!) {
    refundOrder(orderId: $orderId, amount: $amount, reason: $reason) {
      id
      status
      paymentStatus
      refundedAmount
      updatedAt
      invoices {
        id
        number
        kind
        total
        url
      }
    }
  }
`);

/** Admin: the money of a bank transfer arrived (the answer lists the invoice it issued). */
export const MarkOrderPaidMutation = graphql(`
  mutation MarkOrderPaid($orderId: ID!, $reference: String!) {
    markOrderPaid(orderId: $orderId, reference: $reference) {
      id
      status
      paymentStatus
      updatedAt
      invoices {
        id
        number
        kind
        total
        url
      }
    }
  }
`);
