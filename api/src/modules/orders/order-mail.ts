import { formatCents, lineTotalCents, orderShortId } from '@hometunnel/rules';
import type { OrderMailData } from '../../mail/templates';
import type { AddressDetails } from '../checkout/checkout.rules';
import type { PricedProductLine, QuoteView } from '../pricing/pricing.service';
import type { PaymentMethodName } from '@hometunnel/rules';

/**
 * The confirmation's content from the figures the order stores (the pricing service computed
 * both): the same total, VAT and delivery the order row and the checkout show.
 */
export function orderMailData(input: {
  orderId: string;
  customerName: string;
  lines: readonly PricedProductLine[];
  figures: Pick<QuoteView, 'subtotal' | 'vatRate' | 'vatAmount' | 'shipping' | 'discount' | 'total'>;
  /** As stored: the country's name. */
  address: AddressDetails;
  paymentMethod: PaymentMethodName;
  /** A device the order could not hold: checkout's step 5 is the waitlist, with its 50 EUR promise. */
  awaitsStock: boolean;
  bankTransfer?: OrderMailData['bankTransfer'];
}): OrderMailData {
  const { figures, address } = input;
  return {
    shortId: orderShortId(input.orderId),
    customerName: input.customerName,
    items: input.lines.map((line) => ({
      name: line.product.name,
      quantity: line.quantity,
      lineTotal: formatCents(lineTotalCents(line.product.price, line.quantity)),
    })),
    subtotal: figures.subtotal,
    vatRate: figures.vatRate,
    vatAmount: figures.vatAmount,
    shipping: figures.shipping,
    discount: figures.discount,
    total: figures.total,
    shippingAddress: {
      street: address.street,
      city: address.city,
      postalCode: address.postalCode,
      country: address.country,
    },
    paymentMethod: input.paymentMethod,
    deviceOutOfStock: input.awaitsStock,
    bankTransfer: input.bankTransfer ?? null,
  };
}
