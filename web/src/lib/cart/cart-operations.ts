import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { CartLine, CartProduct } from './cart-rules';

/** The product fields every cart view needs (a cart line's product; guest lines join this list). */
export const CartProductFragment = graphql(`
  fragment CartProduct on Product {
    id
    name
    type
    category
    price
    duration
    availability
  }
`);

/**
 * The products as the cart uses them: fragment masking hides their fields in the query types.
 * The same array, not a copy, so it can be a hook dependency.
 */
export function cartProducts(
  products: readonly FragmentType<typeof CartProductFragment>[],
): readonly CartProduct[] {
  return getFragmentData(CartProductFragment, products);
}

/** Server cart lines as the cart uses them, their products unmasked. */
export function cartLines(
  lines: readonly { id: string; quantity: number; product: FragmentType<typeof CartProductFragment> }[],
): CartLine[] {
  return lines.map((line) => ({ ...line, product: getFragmentData(CartProductFragment, line.product) }));
}

export const CartProductsQuery = graphql(`
  query CartProducts {
    products {
      ...CartProduct
    }
  }
`);

export const CartQuery = graphql(`
  query Cart {
    cart {
      id
      quantity
      product {
        ...CartProduct
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
        ...CartProduct
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
          ...CartProduct
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
