/**
 * Cart rules shared by the guest cart and the shop's UI guards (the server applies the same rules
 * to the server cart): one device and one subscription per cart, adding again raises the quantity,
 * quantities stay within the shared limits (@hometunnel/rules).
 */
import {
  type AvailabilityName,
  cartGuardMessages,
  cartMessages,
  clampQuantity,
  MAX_QUANTITY,
  oneOfEachMessage,
  type ProductKind,
} from '@hometunnel/rules';
import { newGuestItemId, type GuestCartItem } from '../../apollo/guest-cart';
import { AppClientError } from '../graphql-errors';

export type { ProductKind };

export interface CartProduct {
  id: string;
  name: string;
  type: ProductKind;
  category: string;
  price: string;
  duration?: number | null;
  /** Product.availability: shown on a device line of the cart drawer. */
  availability?: AvailabilityName | null;
}

export interface CartLine {
  id: string;
  quantity: number;
  product: CartProduct;
}

/** Spec section 5's cart messages and UI guards, shared with the API. */
export const CART_MESSAGES = cartMessages;
export const CART_GUARDS = cartGuardMessages;

/** Guest lines joined with the product list; lines whose product is unknown are left out. */
export function joinGuestCart(items: GuestCartItem[], products: readonly CartProduct[]): CartLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return items.flatMap((item) => {
    const product = byId.get(item.productId);
    return product ? [{ id: item.id, quantity: item.quantity, product }] : [];
  });
}

/** The line of the same kind (device / subscription) as `product`, other than `product` itself. */
export function conflictingLine(lines: readonly CartLine[], product: CartProduct): CartLine | undefined {
  return lines.find((line) => line.product.type === product.type && line.product.id !== product.id);
}

export function lineOf(lines: readonly CartLine[], productId: string): CartLine | undefined {
  return lines.find((line) => line.product.id === productId);
}

/** Adds to the guest cart, or throws an AppClientError carrying the spec's message. */
export function addGuestItem(
  items: GuestCartItem[],
  products: readonly CartProduct[],
  productId: string,
  quantity = 1,
): GuestCartItem[] {
  const product = products.find((p) => p.id === productId);
  if (!product) throw new AppClientError('NOT_FOUND', CART_MESSAGES.productNotFound);
  const qty = clampQuantity(quantity);
  const lines = joinGuestCart(items, products);
  const existing = lineOf(lines, productId);
  if (existing) {
    // As the API does for a full line: nothing to add, so say why rather than silently do nothing.
    if (existing.quantity >= MAX_QUANTITY)
      throw new AppClientError('BAD_USER_INPUT', CART_MESSAGES.quantityTooHigh);
    const raised = clampQuantity(existing.quantity + qty);
    return items.map((item) => (item.id === existing.id ? { ...item, quantity: raised } : item));
  }
  if (conflictingLine(lines, product)) {
    throw new AppClientError('CONFLICT', oneOfEachMessage(product.type));
  }
  return [...items, { id: newGuestItemId(), productId, quantity: qty }];
}

export function updateGuestItem(items: GuestCartItem[], id: string, quantity: number): GuestCartItem[] {
  const qty = clampQuantity(quantity);
  return items.map((item) => (item.id === id ? { ...item, quantity: qty } : item));
}

export function removeGuestItem(items: GuestCartItem[], id: string): GuestCartItem[] {
  return items.filter((item) => item.id !== id);
}
