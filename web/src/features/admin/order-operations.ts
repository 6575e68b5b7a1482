import { graphql } from '../../gql';

/** Admin: orders newest first, with everything the Order Management card shows (spec section 2). */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($limit: Int!, $offset: Int!) {
    adminOrderCount
    adminOrders(limit: $limit, offset: $offset) {
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
      userId
      paymentMethod
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
    }
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
