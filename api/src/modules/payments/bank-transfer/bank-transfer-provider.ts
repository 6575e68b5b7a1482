import { formatCents, orderShortId } from '@hometunnel/rules';
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

  /**
   * The refund is recorded at once, as an event of ours whose id makes it idempotent the way
   * Stripe's and PayPal's idempotency keys do theirs (refundOrder keeps its contract: orderId,
   * amount, reason, no key from the client): the order, the refunded total the request read, and
   * the amount. A double click, a retry or a second admin sending the same refund while the first
   * is under way read the same total, so make the same id, and the event pipeline stores it once
   * (ON CONFLICT DO NOTHING): one refund, one credit note, and the repeat answers the order as the
   * first left it. A repeat that read the total only after the first was recorded is caught by the
   * pipeline (PaymentEventsService: the same amount and reason recorded within a minute). Any other
   * refund starts from the new total and gets an id of its own: consecutive partial refunds apply.
   */
  async refund(order: PaymentOrder, amountCents: number, reason: string): Promise<NormalizedPaymentEvent> {
    return {
      provider: 'bank_transfer',
      eventId: `refund:${order.id}:${order.refundedAmount}:${formatCents(amountCents)}`,
      orderId: order.id,
      type: 'refunded',
      amountCents,
      currency: 'EUR',
      providerRef: order.captureRef,
      reason,
    };
  }
}
