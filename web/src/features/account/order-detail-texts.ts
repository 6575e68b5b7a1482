import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The texts of an order's detail in My Account. */
export const orderDetailMessages: Record<string, MessageDescriptor> = defineMessages({
  creditCard: { id: 'account.order.creditCard', defaultMessage: 'Credit card' },
  bankTransfer: { id: 'account.order.bankTransfer', defaultMessage: 'Bank transfer' },
  loading: { id: 'account.order.loading', defaultMessage: 'Loading the order' },
  failure: {
    id: 'account.order.failure',
    defaultMessage: "We couldn't load this order. Please try again.",
  },
  label: { id: 'account.order.label', defaultMessage: 'Order #{number} details' },
  items: { id: 'account.order.items', defaultMessage: 'Items' },
  each: { id: 'account.order.each', defaultMessage: '({price} each)' },
  subtotal: { id: 'account.order.subtotal', defaultMessage: 'Subtotal (incl. {rate}% VAT)' },
  vat: { id: 'account.order.vat', defaultMessage: 'VAT included' },
  delivery: { id: 'account.order.delivery', defaultMessage: 'Delivery' },
  total: { id: 'account.order.total', defaultMessage: 'Total' },
  address: { id: 'account.order.address', defaultMessage: 'Shipping address' },
  payment: { id: 'account.order.payment', defaultMessage: 'Payment: {method}' },
  transferLabel: { id: 'account.order.transferLabel', defaultMessage: 'Bank transfer details' },
  transferTitle: { id: 'account.order.transferTitle', defaultMessage: 'Please transfer' },
  holder: { id: 'account.order.holder', defaultMessage: 'Account holder' },
  amount: { id: 'account.order.amount', defaultMessage: 'Amount' },
  reference: { id: 'account.order.reference', defaultMessage: 'Reference' },
  completePayment: { id: 'account.order.completePayment', defaultMessage: 'Complete the payment' },
  invoices: { id: 'account.order.invoices', defaultMessage: 'Invoices' },
  invoicesLabel: { id: 'account.order.invoicesLabel', defaultMessage: 'Invoices of order #{number}' },
  history: { id: 'account.order.history', defaultMessage: 'Status history' },
});
