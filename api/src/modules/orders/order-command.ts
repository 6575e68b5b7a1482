import { isPaymentMethod, paymentMessages, type PaymentMethodName } from '@hometunnel/rules';
import { badInput } from '../../common/app-error';
import { invalidCharactersMessage, isUnsafeText } from '../../common/check';
import { optionalLanguageRule } from '../../common/language';
import type { SessionCartSnapshot } from '../cart/session-cart';
import type { LineRequest } from '../pricing/pricing.service';
import { idempotencyKeyProblem, orderMessages } from './orders.rules';

/** What a buyer sends to place an order, already unpacked from REST or GraphQL. */
export interface CreateOrderCommand {
  paymentMethod: unknown;
  checkoutId?: unknown;
  idempotencyKey?: unknown;
  personalDetails?: unknown;
  addressDetails?: unknown;
  orderNotes?: unknown;
  /** Undefined or empty: the signed-in buyer's server cart. */
  items?: readonly LineRequest[];
  /** That cart as the session read of this request loaded it, if it did (cart/session-cart). */
  sessionCart?: SessionCartSnapshot;
  /** A discount code of the buyer's email (null or blank: none). */
  discountCode?: unknown;
  /** The checkout page's language (absent: English); an account's own language wins. */
  language?: unknown;
  /** New orders are counted per client address. */
  clientIp: string;
}

const MAX_NOTES_LENGTH = 1000;

/**
 * The command's own checks, before anything is read: BAD_USER_INPUT with the first problem.
 * Answers the payment method.
 */
export function checkedCommand(
  command: CreateOrderCommand,
  sellingMethods: readonly string[],
): PaymentMethodName {
  const method = command.paymentMethod;
  if (!isPaymentMethod(method)) throw badInput(orderMessages.invalidPaymentMethod);
  if (method === 'bank_transfer' && !sellingMethods.includes(method))
    throw badInput(paymentMessages.bankTransferUnavailable);
  const languageProblem = optionalLanguageRule(command.language);
  if (languageProblem) throw badInput(languageProblem);
  const keyProblem = idempotencyKeyProblem(command.idempotencyKey);
  if (keyProblem) throw badInput(keyProblem);
  if (
    command.orderNotes != null &&
    (typeof command.orderNotes !== 'string' || command.orderNotes.length > MAX_NOTES_LENGTH)
  ) {
    throw badInput(orderMessages.orderNotesTooLong);
  }
  // REST nests the notes in checkoutData, past the inputs' checks: PostgreSQL refuses a NUL (a 500).
  if (typeof command.orderNotes === 'string' && isUnsafeText(command.orderNotes, true))
    throw badInput(invalidCharactersMessage('Order notes'));
  return method;
}
