import { graphql } from '../../gql';

/** The product fields every cart view needs (guest lines are joined against this list). */
export const CartProductsQuery = graphql(`
  query CartProducts {
    products {
      id
      name
      type
      category
      price
      duration
    }
  }
`);

export const CartQuery = graphql(`
  query Cart {
    cart {
      id
      quantity
      product {
        id
        name
        type
        category
        price
        duration
      }
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int!) {
    addToCart(productId: $productId, quantity: $quantity) {
      id
      quantity
      product {
        id
        name
        type
        category
        price
        duration
      }
    }
  }
`);

export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($id: ID!, $quantity: Int!) {
    updateCartItem(id: $id, quantity: $quantity) {
      id
      quantity
    }
  }
`);

export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($id: ID!) {
    removeCartItem(id: $id)
  }
`);

export const ClearCartMutation = graphql(`
  mutation ClearCart {
    clearCart
  }
`);

export const MergeGuestCartMutation = graphql(`
  mutation MergeGuestCart($items: [GuestCartItemInput!]!) {
    mergeGuestCart(items: $items) {
      cart {
        id
        quantity
        product {
          id
          name
          type
          category
          price
          duration
        }
      }
      replaced {
        id
        name
        type
      }
    }
  }
`);
