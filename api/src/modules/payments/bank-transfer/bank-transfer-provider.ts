import { orderShortId } from '@hometunnel/rules';
import type { NormalizedPaymentEvent, PaymentOrder, PaymentProvider } from '../payment-provider';

/** The reference the buyer writes on the transfer: the order number customers know, upper case. */
export const bankTransferReference = (orderId: string): string => `HT-${orderShortId(orderId).toUpperCase()}`;

/**
 * Bank transfer: the order waits for the money (no page to send the buyer to); an admin records
 * the receipt (PaymentsService.markOrderPaid) and refunds by transfer, both recorded as events.
 */
export class BankTransferProvider implements PaymentProvider {
  readonly name = 'bank_transfer' as const;

  async start(order: PaymentOrder) {
    return { paymentUrl: null, paymentRef: bankTransferReference(order.id) };
  }

  async refund(order: PaymentOrder, amountCents: number, reason: string): Promise<NormalizedPaymentEvent> {
    return {
      provider: 'bank_transfer',
      eventId: `refund:${order.id}:${Date.now()}`,
      orderId: order.id,
      type: 'refunded',
      amountCents,
      currency: 'EUR',
      providerRef: order.captureRef,
      reason,
    };
  }
}
