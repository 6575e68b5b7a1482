import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { resetToasts } from '../../../components/toast/toast-store';
import CheckoutPage from '../checkout-page';
import {
  CHECKOUT_STATE_KEY,
  detailsKey,
  newCheckoutState,
  storeCheckoutState,
  type PlacedOrder,
} from '../checkout-state';
import { createTestClient, renderWithProviders, setGuestCart, type Handler } from '../../../test/render';
import { guestHandlers } from './checkout-fixtures';

jest.setTimeout(30_000);

beforeEach(() => {
  resetToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function open(route: string, overrides: Record<string, Handler> = {}) {
  const api = createTestClient(guestHandlers(overrides));
  const view = renderWithProviders(
    <>
      <CheckoutPage />
      <Where />
    </>,
    { client: api.client, path: '/checkout', route, toaster: true },
  );
  return { api, ...view };
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const where = () => screen.getByTestId('where').textContent;

const personal = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+49 30 1234567' };
const address = { street: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'DE' };

function placed(order: Partial<PlacedOrder> = {}) {
  const state = newCheckoutState({ ...newCheckoutState().values, ...personal, ...address });
  storeCheckoutState({
    ...state,
    checkoutId: 'c-1',
    paid: true,
    order: {
      id: 'abcdef12-0000-4000-8000-000000000001',
      totalAmount: '342.49',
      email: 'jane@example.com',
      hasDevice: true,
      productId: 'p-pro',
      ...order,
    },
  });
}

describe('steps in the URL', () => {
  it('sends a deep link to step 4 with nothing entered to step 1 (the URL follows)', async () => {
    setGuestCart([{ productId: 'p-pro' }]);
    open('/checkout?step=summary');
    await heading('Personal Information');
    await waitFor(() => expect(where()).toBe('/checkout?step=personal'));
  });

  it('moves Continue and Back through ?step= and keeps what was typed across a reload (a new mount)', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-pro' }]);
    const first = open('/checkout');
    await heading('Personal Information');
    await user.type(screen.getByLabelText('First Name'), 'Jane');
    await user.type(screen.getByLabelText('Last Name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Phone'), '+49 30 1234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Account Options');
    expect(where()).toBe('/checkout?step=account');
    await user.click(screen.getByRole('radio', { name: /Create Account/ }));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    expect(window.sessionStorage.getItem(CHECKOUT_STATE_KEY)).not.toContain('secret123');
    first.unmount();

    // The reload: the step and the details are back, the password is not (so step 2 asks again).
    open('/checkout?step=address');
    await heading('Account Options');
    await waitFor(() => expect(where()).toBe('/checkout?step=account'));
    expect(screen.getByRole('radio', { name: /Create Account/ })).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Personal Information');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(where()).toBe('/checkout?step=personal');
  });
});

describe('the end of the checkout', () => {
  it('shows only step 5 once the order is placed: the order number and where the confirmation went', async () => {
    placed();
    open('/checkout?step=summary');
    await heading('Currently Out of Stock');
    await waitFor(() => expect(where()).toBe('/checkout?step=confirmation'));
    expect(screen.getByTestId('order-confirmation')).toHaveTextContent(
      'Your order #abcdef12 is recorded as pending. A confirmation was sent to jane@example.com.',
    );
    expect(screen.queryByRole('button', { name: /^Pay with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/');
  });

  it('a plan-only order gets its own words: nothing about stock, no waitlist', async () => {
    placed({ hasDevice: false, productId: 'p-secure' });
    open('/checkout?step=confirmation');
    await heading('Thank You for Your Order');
    expect(screen.queryByText(/out of stock/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    expect(screen.getByText(/no payment has been taken yet/)).toBeInTheDocument();
    expect(screen.getByTestId('order-confirmation')).toHaveTextContent(
      'A confirmation was sent to jane@example.com.',
    );
  });

  it('/checkout after an order starts a new checkout, keeping the details', async () => {
    placed();
    setGuestCart([{ productId: 'p-light' }]);
    open('/checkout');
    await heading('Personal Information');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    await waitFor(() => expect(window.sessionStorage.getItem(CHECKOUT_STATE_KEY)).not.toContain('abcdef12'));
  });

  it('empties the guest cart after paying, and sends one idempotency key per checkout', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-pro' }]);
    const state = newCheckoutState({ ...newCheckoutState().values, ...personal, ...address });
    storeCheckoutState({ ...state, checkoutId: 'c-1', savedKey: detailsKey(state.values) });
    const { api } = open('/checkout?step=summary');
    await heading('Order Summary');
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await heading('Currently Out of Stock');
    expect(window.localStorage.getItem('guest-cart')).toBeNull();
    const input = api.callsOf('CreateOrderFromCheckout')[0].variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ idempotencyKey: state.attemptId, checkoutData: { checkoutId: 'c-1' } });
  });
});

describe("'Create Account' with a taken email", () => {
  it('goes back to step 2 and says so there, with "Sign in instead" (no error toast)', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-pro' }]);
    const state = newCheckoutState({ ...newCheckoutState().values, ...personal, accountType: 'create' });
    storeCheckoutState(state);
    open('/checkout?step=account', {
      SaveCheckout: () => ({
        errors: [{ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } }],
      }),
    });
    await heading('Account Options');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Shipping Address');
    await user.type(screen.getByLabelText('Street Address'), address.street);
    await user.type(screen.getByLabelText('City'), address.city);
    await user.type(screen.getByLabelText('Postal Code'), address.postalCode);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await heading('Account Options');
    const alert = await screen.findByText(/An account with this email already exists/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fcheckout%3Fstep%3Daddress',
    );
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
