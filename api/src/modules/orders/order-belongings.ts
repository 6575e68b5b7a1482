import type { Language } from '@hometunnel/rules';
import type { SqlStatement } from '../../db/statement';
import type { AddressDetails } from '../checkout/checkout.rules';
import type { PricedProductLine, QuoteView } from '../pricing/pricing.service';
import type { checkedCommand } from './order-command';
import type { NewOrderRow } from './order-insert.sql';
import { orderMailData } from './order-mail';
import type { Order } from './order.entity';
import type { OrdersDeps } from './orders.service';

/** What is known of a new order before it is written (the row as it will be stored, and more). */
export interface NewOrderFacts {
  row: NewOrderRow;
  lines: readonly PricedProductLine[];
  figures: QuoteView;
  method: ReturnType<typeof checkedCommand>;
  provider: string | null;
  hasDevice: boolean;
  shippingAddress: AddressDetails;
  language: Language;
}

/**
 * What commits with a new order: the signed-in buyer's emptied cart (an order sent to pay keeps
 * it until paid: OrderPaymentTransitions.markPaid empties it), the confirmation mail (rendered by
 * the outbox when it sends it) and the `order.created` deliveries.
 */
export function orderBelongings(
  deps: Pick<OrdersDeps, 'cart' | 'mail' | 'webhooks' | 'payments'>,
  facts: NewOrderFacts,
  outcome: { toPay: boolean; reservedUntil: Date | null },
  order: Order,
): SqlStatement[] {
  const { row, lines, figures, provider } = facts;
  const writes: SqlStatement[] = [];
  const userId = row.user_id as string | null;
  if (userId && !outcome.toPay)
    writes.push(
      deps.cart.removeOrderedLinesStatement(
        userId,
        lines.map((line) => line.product.id),
      ),
    );
  writes.push(
    deps.mail.enqueueStatement({
      template: {
        kind: 'order-confirmation',
        order: orderMailData({
          orderId: row.id,
          customerName: row.customer_name as string,
          lines,
          figures,
          address: facts.shippingAddress,
          paymentMethod: facts.method,
          awaitsStock: facts.hasDevice && outcome.reservedUntil === null,
          bankTransfer:
            // A code that covers it all leaves nothing to transfer: the order is paid as placed.
            outcome.toPay && provider === 'bank_transfer' && figures.totalCents > 0
              ? deps.payments.bankTransfer(row.id, figures.total)
              : null,
        }),
      },
      to: row.customer_email as string,
      language: facts.language,
      dedupeKey: `order-confirmation:${row.id}`,
    }),
    deps.webhooks.emitStatement('order.created', order),
  );
  return writes;
}
