// The checkout tests' data: the products, countries and quote they shop with, a guest's answers.
import { products, type Handler } from '../../../test/render';

const [light, pro, , secure] = products;
export const PRODUCTS = { pro, light, secure } as const;

export const COUNTRIES = [
  { __typename: 'CountryOption', code: 'CH', name: 'Switzerland', zone: 2, vatRate: '8.1', currency: 'CHF' },
  { __typename: 'CountryOption', code: 'DE', name: 'Germany', zone: 1, vatRate: '19', currency: 'EUR' },
  { __typename: 'CountryOption', code: 'AT', name: 'Austria', zone: 1, vatRate: '20', currency: 'EUR' },
  { __typename: 'CountryOption', code: 'AF', name: 'Afghanistan', zone: 5, vatRate: '0', currency: 'AFN' },
];

export const GERMANY_QUOTE = {
  __typename: 'CheckoutQuote' as const,
  subtotal: '328.00',
  vatRate: '19',
  vatAmount: '52.37',
  netAmount: '275.63',
  countryName: 'Germany',
  carrierCode: 'DE',
  hasDevice: true,
  shipping: '14.49',
  discount: '0.00',
  total: '342.49',
};

/** The handlers a guest checkout needs; override any of them per test. */
export function guestHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    Me: () => ({ data: { me: null } }),
    CartProducts: () => ({ data: { products: Object.values(PRODUCTS) } }),
    CheckoutCountries: () => ({ data: { countries: COUNTRIES } }),
    TrackCheckoutEvent: () => ({ data: { trackCheckoutEvent: true } }),
    CheckoutQuote: () => ({ data: { checkoutQuote: GERMANY_QUOTE } }),
    SaveCheckout: () => ({
      data: {
        saveCheckout: {
          __typename: 'Checkout',
          id: 'c0ffee00-1111-2222-3333-444455556666',
          userId: null,
          accountType: 'guest',
          status: 'pending',
        },
      },
    }),
    CreateOrderFromCheckout: () => ({
      data: {
        createOrderFromCheckout: {
          __typename: 'Order',
          id: 'abcdef12-0000-4000-8000-000000000001',
          createdAt: '2025-03-01T10:00:00.000Z',
          totalAmount: '342.49',
          discountAmount: '0.00',
          status: 'pending',
          paymentStatus: 'UNPAID',
          paymentUrl: null,
          bankTransfer: null,
        },
      },
    }),
    // The seeded demo: no provider configured, every pay button keeps the waitlist step.
    PaymentMethods: () => ({ data: { paymentMethods: [] } }),
    JoinWaitlist: () => ({
      data: {
        joinWaitlist: {
          __typename: 'JoinWaitlistResult',
          created: true,
          message: "You're on the waitlist. We'll email you when it's back in stock.",
        },
      },
    }),
    ...overrides,
  };
}
