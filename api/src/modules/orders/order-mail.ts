import { formatCents, lineTotalCents, orderShortId } from '@hometunnel/rules';
import type { OrderMailData } from '../../mail/templates';
import { ProductType } from '../catalog/product.entity';
import type { AddressDetails } from '../checkout/checkout.rules';
import type { PricedProductLine, QuoteView } from '../pricing/pricing.service';
import type { PaymentMethodName } from '@hometunnel/rules';

/**
 * Every device is out of stock today: checkout's step 5 is the waitlist for it. So an order with a
 * device line waits for stock, and its confirmation carries the waitlist's 50 EUR promise. When
 * stock is tracked, this is the one place that asks it.
 */
export function awaitsDeviceStock(lines: readonly { product: { type: string } }[]): boolean {
  return lines.some((line) => line.product.type === ProductType.device);
}

/**
 * The confirmation's content from the figures the order stores (the pricing service computed
 * both): the same total, VAT and delivery the order row and the checkout show.
 */
export function orderMailData(input: {
  orderId: string;
  customerName: string;
  lines: readonly PricedProductLine[];
  figures: Pick<QuoteView, 'subtotal' | 'vatRate' | 'vatAmount' | 'shipping' | 'total'>;
  /** As stored: the country's name. */
  address: AddressDetails;
  paymentMethod: PaymentMethodName;
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
    total: figures.total,
    shippingAddress: {
      street: address.street,
      city: address.city,
      postalCode: address.postalCode,
      country: address.country,
    },
    paymentMethod: input.paymentMethod,
    deviceOutOfStock: awaitsDeviceStock(input.lines),
    bankTransfer: input.bankTransfer ?? null,
  };
}
