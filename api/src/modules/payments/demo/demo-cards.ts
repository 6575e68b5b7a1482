import type { SavedCard } from '../payment-provider';

/** The demo's test cards by their last 4 digits, named after Stripe's: 4242 pays, 0341 declines, 3155 asks for the bank. */
export type DemoCardEnding = '4242' | '0341' | '3155';

/** One visit of the demo setup page: the subscription, the customer the card is saved for, the attempt. */
export interface DemoSetup {
  subscriptionId: string;
  customer: string;
  setupRef: string;
}

const DEMO_CUSTOMER = /^demo_cus_[0-9a-f-]{36}$/;

/** The account's demo customer: the one the shop keeps, or one named after the account. */
export function demoCustomer(userId: string, customerRef: string | null): string {
  return customerRef && DEMO_CUSTOMER.test(customerRef) ? customerRef : `demo_cus_${userId}`;
}

export const isDemoCustomer = (value: unknown): value is string =>
  typeof value === 'string' && DEMO_CUSTOMER.test(value);

export const isDemoSetupRef = (value: unknown): value is string =>
  typeof value === 'string' && /^demo_seti_[0-9a-f]{24}$/.test(value);

/** A demo card saved for a customer; it expires three years from now, like a fresh card. */
export function demoCard(customer: string, ending: DemoCardEnding): SavedCard {
  return {
    provider: 'demo',
    customerRef: customer,
    paymentMethodRef: `demo_pm_${ending}`,
    brand: 'visa',
    last4: ending,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
  };
}
