/**
 * The one seam where a real payment provider will plug in. Today no money is taken (DECISIONS:
 * both pay buttons create a `pending` order and the page shows the out-of-stock waitlist), so the
 * manual provider only accepts the two methods the checkout offers and records them.
 */
import { orderMessages, PAYMENT_METHODS, type PaymentMethodName } from '@hometunnel/rules';

export { PAYMENT_METHODS, type PaymentMethodName };

export interface PaymentRequest {
  orderId: string;
  /** Exact decimal string in EUR, as computed by the server. */
  amount: string;
  method: PaymentMethodName;
}

export interface PaymentStart {
  /** The order stays `pending` until a provider confirms payment (an admin, for now). */
  status: 'pending';
  /** Where a real provider would send the buyer to pay; none for manual payment. */
  redirectUrl: string | null;
}

export interface PaymentProvider {
  readonly methods: readonly PaymentMethodName[];
  start(request: PaymentRequest): Promise<PaymentStart>;
}

export const paymentMethodMessage = orderMessages.invalidPaymentMethod;

export function isPaymentMethod(provider: PaymentProvider, value: unknown): value is PaymentMethodName {
  return typeof value === 'string' && (provider.methods as readonly string[]).includes(value);
}

export const manualPaymentProvider: PaymentProvider = {
  methods: PAYMENT_METHODS,
  async start() {
    return { status: 'pending', redirectUrl: null };
  },
};
