import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import CheckoutPage from '../checkout-page';
import {
  createTestClient,
  deferred,
  renderWithProviders,
  setGuestCart,
  type Handler,
  type HandlerResult,
} from '../../../test/render';
import { guestHandlers, PRODUCTS } from './checkout-fixtures';
import { saveConsent } from '../../../lib/consent';

type User = ReturnType<typeof userEvent.setup>;

jest.setTimeout(30_000);

beforeEach(() => {
  resetToasts();
  window.localStorage.clear();
  // These tests are about the events: the visitor has accepted analytics (see legal/__tests__).
  saveConsent(true);
  window.sessionStorage.clear();
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

async function toSummary(user: User, overrides: Record<string, Handler> = {}, { create = false } = {}) {
  const api = createTestClient(guestHandlers(overrides));
  renderWithProviders(<CheckoutPage />, { client: api.client, path: '/checkout', toaster: true });
  await screen.findByRole('heading', { name: 'Personal Information' });
  await user.type(screen.getByLabelText('First Name'), 'Jane');
  await user.type(screen.getByLabelText('Last Name'), 'Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Phone'), '+49 30 1234567');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Account Options' });
  if (create) {
    await user.click(screen.getByRole('radio', { name: /Create Account/ }));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
  }
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Shipping Address' });
  await user.type(screen.getByLabelText('Street Address'), 'Unter den Linden 1');
  await user.type(screen.getByLabelText('City'), 'Berlin');
  await user.type(screen.getByLabelText('Postal Code'), '10117');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  // The first test of the file loads step 4's lazy chunk: a loaded machine can take seconds.
  await screen.findByRole('heading', { name: 'Order Summary' }, { timeout: 10_000 });
  return api;
}

// Each test walks steps 1-3 first (and the first loads step 4's chunk): seconds on a busy machine.
jest.setTimeout(20_000);

describe('step 4: Order Summary', () => {
  it("shows 'calculating...' while the quote runs, then the server's figures, customer and address", async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-pro' }, { productId: 'p-secure' }]);
    const quote = deferred<HandlerResult>();
    const api = await toSummary(user, { CheckoutQuote: () => quote.promise });

    expect(screen.getByText('calculating...')).toBeInTheDocument();
    expect(api.callsOf('CheckoutQuote')[0].variables).toEqual({
      country: 'DE',
      items: [
        { productId: 'p-pro', quantity: 1 },
        { productId: 'p-secure', quantity: 1 },
      ],
    });
    quote.resolve(guestHandlers().CheckoutQuote({}) as HandlerResult);

    expect(await screen.findByText('€342.49')).toBeInTheDocument();
    expect(screen.queryByText('calculating...')).not.toBeInTheDocument();
    expect(screen.getByText('Subtotal (incl. 19% VAT, Germany)')).toBeInTheDocument();
    expect(screen.getByText('Delivery (DE)')).toBeInTheDocument();
    expect(screen.getByText('€14.49')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('Unter den Linden 1')).toBeInTheDocument();
    expect(screen.getByText('10117 Berlin')).toBeInTheDocument();
    expect(screen.getByText('Order with Payment Obligation')).toBeInTheDocument();
    expect(
      screen.getByText(
        'By clicking one of the payment buttons below, you agree to purchase the selected items for the total amount shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay with Credit Card' })).toBeEnabled();
  });

  it('falls back to a 14.49 delivery fee when the quote fails', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-pro' }, { productId: 'p-secure' }]);
    await toSummary(user, { CheckoutQuote: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText('€14.49')).toBeInTheDocument();
    expect(screen.getByText('€342.49')).toBeInTheDocument();
  });

  it('creates the order for the saved checkout (credit card → stripe), then shows the waitlist', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-pro' }, { productId: 'p-secure' }]);
    const api = await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Pay with Credit Card' }));
    await screen.findByRole('heading', { name: 'Currently Out of Stock' });
    expect(api.callsOf('CreateOrderFromCheckout')).toHaveLength(1);
    expect(api.callsOf('CreateOrderFromCheckout')[0].variables.input).toEqual({
      paymentMethod: 'stripe',
      // One key per checkout: paying again answers the same order.
      idempotencyKey: expect.any(String),
      checkoutData: { checkoutId: 'c0ffee00-1111-2222-3333-444455556666' },
      cartItems: [
        { productId: 'p-pro', quantity: 1 },
        { productId: 'p-secure', quantity: 1 },
      ],
      // The page's language: the order's mails, invoice and return page are in it.
      language: 'en',
    });
    expect(screen.getByText(/50 EUR discount/)).toBeInTheDocument();
    expect(screen.getByText('#abcdef12')).toBeInTheDocument();
  });

  it('still moves on to step 5 when the order cannot be created (only logged)', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    setGuestCart([{ productId: 'p-pro' }]);
    await toSummary(user, {
      CreateOrderFromCheckout: () => ({
        errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await screen.findByRole('heading', { name: 'Currently Out of Stock' });
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });
});

describe('step 5: waitlist', () => {
  it("joins with the buyer's email and the device, and shows the server's message", async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-secure' }, { productId: 'p-pro' }]);
    const api = await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await screen.findByRole('heading', { name: 'Currently Out of Stock' });
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Added to Waitlist!')).toBeInTheDocument();
    expect(
      screen.getByText("You're on the waitlist. We'll email you when it's back in stock."),
    ).toBeInTheDocument();
    expect(api.callsOf('JoinWaitlist')[0].variables.input).toEqual({
      email: 'jane@example.com',
      productId: 'p-pro',
      language: 'en',
    });
  });

  it("shows the spec's error toast when joining fails; after the order, Back leaves for the shop", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setGuestCart([{ productId: 'p-pro' }]);
    await toSummary(user, { JoinWaitlist: () => Promise.reject(new Error('offline')) });
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await screen.findByRole('heading', { name: 'Currently Out of Stock' });
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(
      await screen.findByText('Failed to add you to the waitlist. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    // The order is placed: no way back to the pay buttons, only to the shop.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Shop' }));
    await screen.findByRole('heading', { name: 'Home page' });
  });
});

describe('cart source and account creation', () => {
  it("says 'Cart Empty' when there is nothing to check out", async () => {
    const api = createTestClient(guestHandlers());
    renderWithProviders(<CheckoutPage />, { client: api.client, path: '/checkout', toaster: true });
    expect(await screen.findByText('Cart Empty')).toBeInTheDocument();
    expect(
      screen.getByText('Please add items to your cart before checkout.', { selector: '[data-variant] *' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personal Information' })).not.toBeInTheDocument();
    expect(api.callsOf('TrackCheckoutEvent')).toHaveLength(0);
  });

  it('uses the guest cart when the signed-in server cart is empty, and prefills the account details', async () => {
    setGuestCart([{ productId: 'p-light', quantity: 2 }]);
    const api = createTestClient(
      guestHandlers({
        Me: () => ({
          data: {
            me: {
              __typename: 'User',
              id: 'u1',
              email: 'max@example.com',
              firstName: 'Max',
              lastName: null,
              role: 'user',
              createdAt: '2025-01-01T00:00:00.000Z',
            },
          },
        }),
        Cart: () => ({ data: { cart: [] } }),
        MergeGuestCart: () => new Promise<never>(() => {}),
      }),
    );
    renderWithProviders(<CheckoutPage />, { client: api.client, path: '/checkout', toaster: true });
    await screen.findByRole('heading', { name: 'Personal Information' });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('max@example.com'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Max');
    await waitFor(() => expect(api.callsOf('TrackCheckoutEvent').length).toBe(1));
    expect(
      (api.callsOf('TrackCheckoutEvent')[0].variables.input as { metadata: object }).metadata,
    ).toMatchObject({
      cartValue: '298.00',
      productIds: [PRODUCTS.light.id],
    });
  });

  it("'Create Account' sends the password, then moves the guest cart into the new account and signs in", async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-pro' }, { productId: 'p-secure' }]);
    let signedIn = false;
    const newUser = {
      __typename: 'User',
      id: 'u9',
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      role: 'user',
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    const serverCart = [
      { __typename: 'CartItem', id: 'ci1', quantity: 1, product: PRODUCTS.pro },
      { __typename: 'CartItem', id: 'ci2', quantity: 1, product: PRODUCTS.secure },
    ];
    const api = await toSummary(
      user,
      {
        Me: () => ({ data: { me: signedIn ? newUser : null } }),
        SaveCheckout: () => {
          signedIn = true;
          return {
            data: {
              saveCheckout: {
                __typename: 'Checkout',
                id: 'c-9',
                userId: 'u9',
                accountType: 'create',
                status: 'pending',
              },
            },
          };
        },
        MergeGuestCart: () => ({
          data: { mergeGuestCart: { __typename: 'MergeGuestCartResult', cart: serverCart, replaced: [] } },
        }),
        Cart: () => ({ data: { cart: serverCart } }),
      },
      { create: true },
    );
    const input = api.callsOf('SaveCheckout')[0].variables.input as Record<string, unknown>;
    expect(input).toMatchObject({
      accountType: 'create',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(api.callsOf('MergeGuestCart')).toHaveLength(1);
    expect(window.localStorage.getItem('guest-cart')).toBeNull();
    // The summary still shows the (now server-side) cart and the save's confirmation stays on screen.
    expect(await screen.findByText('Pro Package')).toBeInTheDocument();
    expect(screen.getByText('Information Saved')).toBeInTheDocument();
  });
});
