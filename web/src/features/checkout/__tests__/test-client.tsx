import type { ReactNode } from 'react';
import type { ApolloClient, ApolloLink } from '@apollo/client';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from '../../../components/toast';
import { createAnsweringClient, products, renderWithProviders, type Vars } from '../../../test/render';

export interface GqlError {
  message: string;
  extensions?: { code: string };
}
export type HandlerResult = { data?: Record<string, unknown>; errors?: GqlError[] } | Promise<never>;
export type Handler = (variables: Vars) => HandlerResult | Promise<HandlerResult>;

/**
 * A test client that answers each operation by name from `handlers`. A handler that throws (or
 * rejects) is a network failure; `errors` are GraphQL errors.
 */
export function createTestClient(handlers: Record<string, Handler>) {
  const { client, calls } = createAnsweringClient((operationName, variables) =>
    Promise.resolve().then(() => {
      const handler = handlers[operationName];
      return (
        handler ? handler(variables) : { errors: [{ message: `No handler for ${operationName}` }] }
      ) as ApolloLink.Result;
    }),
  );
  return { client, calls, callsOf: (name: string) => calls.filter((c) => c.operationName === name) };
}

export function renderWithClient(
  client: ApolloClient,
  ui: ReactNode,
  { path = '/checkout', url }: { path?: string; url?: string } = {},
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Toaster />
    </>,
    { client, route: url ?? path },
  );
}

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
  total: '342.49',
};

export function setGuestCart(items: { productId: string; quantity?: number }[]) {
  window.localStorage.setItem(
    'guest-cart',
    JSON.stringify(
      items.map((item, i) => ({
        id: `guest-${i + 1}`,
        productId: item.productId,
        quantity: item.quantity ?? 1,
      })),
    ),
  );
}

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
          status: 'pending',
        },
      },
    }),
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

/** A promise that settles when the test says so (to look at in-flight states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
