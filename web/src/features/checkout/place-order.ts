import type { Language } from '@hometunnel/rules';
import type { ApolloClient } from '@apollo/client';
import { clearGuestCart } from '../../apollo/guest-cart';
import type { CartLine } from '../../lib/cart/cart-rules';
import { CartQuery } from '../../lib/cart/cart-operations';
import { CreateOrderFromCheckoutMutation } from './checkout-operations';
import type { StoredValues } from './checkout-state';
import type { PaymentMethod } from './use-checkout-flow';

export interface PlaceOrderRequest {
  paymentMethod: PaymentMethod;
  checkoutId: string | null;
  /** One key per checkout: paying twice (Back, a retry, a double click) answers the same order. */
  idempotencyKey: string;
  values: StoredValues;
  lines: readonly CartLine[];
  /** An applied discount code; null for none. */
  discountCode: string | null;
  /** The checkout page's language: the order's mails, invoice and payment return page are in it. */
  language: Language;
}

/** Step 4's pay buttons: a pending order at the server's total (the same one for the same checkout). */
export async function placeOrder(client: ApolloClient, request: PlaceOrderRequest) {
  const { values } = request;
  const { data } = await client.mutate({
    mutation: CreateOrderFromCheckoutMutation,
    variables: {
      input: {
        paymentMethod: request.paymentMethod,
        idempotencyKey: request.idempotencyKey,
        checkoutData: request.checkoutId
          ? { checkoutId: request.checkoutId }
          : {
              personalDetails: {
                firstName: values.firstName.trim(),
                lastName: values.lastName.trim(),
                email: values.email.trim(),
                phone: values.phone.trim(),
              },
              addressDetails: {
                street: values.street.trim(),
                city: values.city.trim(),
                postalCode: values.postalCode.trim(),
                country: values.country,
              },
            },
        cartItems: request.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
        ...(request.discountCode ? { discountCode: request.discountCode } : {}),
        language: request.language,
      },
    },
  });
  return data?.createOrderFromCheckout ?? null;
}

/**
 * After the order: the cart is empty everywhere. The guest cart (localStorage; other tabs hear the
 * storage event) and the server cart (the server removed the ordered lines with the order; the
 * cache follows at once, then asks the server what is left).
 */
export async function emptyCartAfterOrder(client: ApolloClient): Promise<void> {
  clearGuestCart();
  try {
    client.cache.updateQuery({ query: CartQuery }, (prev) => (prev ? { ...prev, cart: [] } : undefined));
    await client.refetchQueries({ include: [CartQuery] });
  } catch (error) {
    console.error('Failed to refresh the cart after the order', error);
  }
}
