import { createHash } from 'node:crypto';
import {
  isOrderStatus,
  ORDER_STATUSES,
  orderMessages as sharedOrderMessages,
  transitionProblem,
} from '@hometunnel/rules';
import { badInput } from '../../common/app-error';
import { asPlainObject } from '../../common/plain-object';
import { invalidCharactersMessage, isUnsafeText } from '../../common/check';
import type { LineRequest } from '../pricing/pricing.service';

/** The status list and its transitions are shared with the web's admin order screen. */
export type { OrderStatusName } from '@hometunnel/rules';
export { isOrderStatus, ORDER_STATUSES, transitionProblem };

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

export const orderMessages = {
  tooMany: 'Too many orders from this address. Please try again later.',
  orderNotFound: 'Order not found',
  onlyOwnOrders: 'Only your own orders are listed on a user; staff use orders(filter: {customerEmail})',
  unknownStatus: sharedOrderMessages.unknownStatus,
  invalidPaymentMethod: sharedOrderMessages.invalidPaymentMethod,
  cartItemsNotList: 'cartItems must be a list',
  idempotencyKey: `Idempotency-Key must be 1-${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
  keyUsedElsewhere: 'This Idempotency-Key was already used for another order',
  orderNotesTooLong: 'Order notes must be at most 1000 characters',
  customerEmailFilter: 'Customer email must be a non-empty text',
  recordBankTransfer:
    'A bank transfer order cannot be set to paid: record the money received with its reference instead ("Record bank transfer" in Order Management, GraphQL markOrderPaid)',
  paidByProvider: (provider: string) =>
    `An order paid ${provider} cannot be set to paid by hand: it becomes paid when the provider confirms the payment`,
} as const;

/** How the refusal below names an order's provider. */
const PAID_BY: Record<string, string> = {
  stripe: 'by card (Stripe)',
  paypal: 'with PayPal',
  demo: 'on the demo payment page',
};

/**
 * Why an admin may not set this order's status to paid, or undefined when they may. DECISIONS: an
 * order sent to pay becomes paid only on its provider's verified event, or an admin's record of a
 * bank transfer (with the bank's reference). Setting the status by hand would skip both: no event,
 * no capture to refund later, no reference. An order without a provider (the spec's pre-order /
 * waitlist step of a shop that sells nothing yet) is still marked paid by hand, as before.
 */
export function paidByHandProblem(paymentProvider: string | null): string | undefined {
  if (!paymentProvider) return undefined;
  if (paymentProvider === 'bank_transfer') return orderMessages.recordBankTransfer;
  return orderMessages.paidByProvider(PAID_BY[paymentProvider] ?? `with ${paymentProvider}`);
}

/** A trimmed key, undefined when absent; throws the message for an empty or oversized key. */
export function idempotencyKeyProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return orderMessages.idempotencyKey;
  const key = value.trim();
  return key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH
    ? orderMessages.idempotencyKey
    : undefined;
}

/**
 * What is stored for an Idempotency-Key: the key hashed together with its caller (an account, an
 * API token, or for a guest the order's email), so a key replayed by anyone else matches nothing
 * and never answers another buyer's order. Fixed length, whatever the key's.
 */
export function scopedIdempotencyKey(key: string, caller: string): string {
  return createHash('sha256').update(`${caller}\n${key}`).digest('hex');
}

/** The admin list's customer email filter: absent, or text that PostgreSQL can compare. */
export function customerEmailFilterProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.trim() === '') return orderMessages.customerEmailFilter;
  return isUnsafeText(value) ? invalidCharactersMessage('Customer email') : undefined;
}

function idOf(value: unknown): unknown {
  return asPlainObject(value)?.id;
}

/**
 * Spec section 3: a checkout cart line is either a server line {products, cart_items} or a local
 * one {product} / {productId}; quantity from cart_items.quantity or quantity, default 1. Only the
 * product id and quantity are read: names and prices come from the catalog.
 * Undefined (no cartItems sent) lets the service fall back to the server cart.
 */
export function readCartItems(raw: unknown): LineRequest[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) throw badInput(orderMessages.cartItemsNotList);
  return raw.map((item): LineRequest => {
    const line = asPlainObject(item) ?? {};
    return {
      productId: idOf(line.products) ?? idOf(line.product) ?? line.productId,
      quantity: asPlainObject(line.cart_items)?.quantity ?? line.quantity ?? 1,
    };
  });
}
