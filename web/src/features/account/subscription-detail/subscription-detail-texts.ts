import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The texts of the subscription detail screen. */
export const subscriptionDetailMessages: Record<string, MessageDescriptor> = defineMessages({
  cardUpdated: {
    id: 'account.subscription.cardUpdated',
    defaultMessage: 'Your payment method was updated. Future renewals are charged to the new card.',
  },
  cardSaving: { id: 'account.subscription.cardSaving', defaultMessage: 'Saving your new payment method…' },
  cardFailed: {
    id: 'account.subscription.cardFailed',
    defaultMessage: 'The new payment method could not be saved. Please try again.',
  },
  cardUnchanged: {
    id: 'account.subscription.cardUnchanged',
    defaultMessage: 'Your payment method was not changed.',
  },
  documentTitle: {
    id: 'account.subscription.documentTitle',
    defaultMessage: '{name} · My Account · {brand}',
  },
  loading: { id: 'account.subscription.loading', defaultMessage: 'Loading your subscription' },
  notFound: {
    id: 'account.subscription.notFound',
    defaultMessage: 'This subscription does not exist, or it is not on your account.',
  },
  failure: {
    id: 'account.subscription.failure',
    defaultMessage: "We couldn't load this subscription. Please refresh the page.",
  },
  backArrow: { id: 'account.subscription.backArrow', defaultMessage: '← Back to My Account' },
  myAccount: { id: 'account.subscription.myAccount', defaultMessage: '← My Account' },
  customer: { id: 'account.subscription.customer', defaultMessage: 'Customer: {email}' },
  bankTitle: {
    id: 'account.subscription.bankTitle',
    defaultMessage: 'Pay the renewal by bank transfer',
  },
  bankText: {
    id: 'account.subscription.bankText',
    defaultMessage: 'Transfer the amount with the reference below; the plan is active again once it arrives.',
  },
  summary: { id: 'account.subscription.summary', defaultMessage: 'Summary' },
  status: { id: 'account.subscription.status', defaultMessage: 'Status' },
  service: { id: 'account.subscription.service', defaultMessage: 'Service' },
  running: { id: 'account.subscription.running', defaultMessage: 'Running' },
  notRunning: { id: 'account.subscription.notRunning', defaultMessage: 'Not running' },
  paidUntil: { id: 'account.subscription.paidUntil', defaultMessage: 'Paid until' },
  nextRenewal: { id: 'account.subscription.nextRenewal', defaultMessage: 'Next renewal' },
  paymentMethod: { id: 'account.subscription.paymentMethod', defaultMessage: 'Payment method' },
});
