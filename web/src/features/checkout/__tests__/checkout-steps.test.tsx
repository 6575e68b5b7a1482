import { screen, waitFor, within } from '@testing-library/react';
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
import { guestHandlers } from './checkout-fixtures';

type User = ReturnType<typeof userEvent.setup>;

/** The field's validation message: the element its aria-describedby points at with role alert. */
function messageOf(label: string): string | null {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function type(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function start(overrides: Record<string, Handler> = {}) {
  const api = createTestClient(guestHandlers(overrides));
  renderWithProviders(<CheckoutPage />, { client: api.client, path: '/checkout', toaster: true });
  await heading('Personal Information');
  return api;
}

async function completePersonal(user: User) {
  await type(user, 'First Name', 'Jane');
  await type(user, 'Last Name', 'Doe');
  await type(user, 'Email', 'jane@example.com');
  await type(user, 'Phone', '+49 30 1234567');
  await user.click(continueButton());
  await heading('Account Options');
}

async function completeAccount(user: User) {
  await user.click(continueButton());
  await heading('Shipping Address');
}

async function fillAddress(user: User) {
  await type(user, 'Street Address', 'Unter den Linden 1');
  await type(user, 'City', 'Berlin');
  await type(user, 'Postal Code', '10117');
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
}

// Whole-page flows on a slow CI machine take a few seconds each.
jest.setTimeout(30_000);

beforeEach(() => {
  resetToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setGuestCart([{ productId: 'p-pro' }, { productId: 'p-secure' }]);
});

describe('step 1: Personal Information', () => {
  it('shows every required message under its field, tied with aria-describedby', async () => {
    const user = userEvent.setup();
    await start();
    expect(screen.getByRole('navigation', { name: 'Checkout progress' })).toBeInTheDocument();
    await user.click(continueButton());

    await waitFor(() => expect(messageOf('First Name')).toBe('First name is required'));
    expect(messageOf('Last Name')).toBe('Last name is required');
    // The '@' rule overrides the required message, so an empty email says so too.
    expect(messageOf('Email')).toBe('Please enter a valid email');
    expect(messageOf('Phone')).toBe('Phone number is required');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
  });

  it('trims values for the emptiness check', async () => {
    const user = userEvent.setup();
    await start();
    await type(user, 'First Name', '   ');
    await type(user, 'Last Name', ' ');
    await type(user, 'Phone', '  ');
    await user.click(continueButton());
    await waitFor(() => expect(messageOf('First Name')).toBe('First name is required'));
    expect(messageOf('Last Name')).toBe('Last name is required');
    expect(messageOf('Phone')).toBe('Phone number is required');
  });

  it("says 'Please enter a valid email' for an email without '@'", async () => {
    const user = userEvent.setup();
    await start();
    await type(user, 'Email', 'jane.example.com');
    await user.tab();
    await waitFor(() => expect(messageOf('Email')).toBe('Please enter a valid email'));
    await type(user, 'Email', 'jane@example.com');
    await user.tab();
    await waitFor(() => expect(messageOf('Email')).toBeNull());
  });

  it('moves on to step 2 with the heading focused, and offers no Back on step 1', async () => {
    const user = userEvent.setup();
    await start();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await completePersonal(user);
    expect(screen.getByRole('heading', { name: 'Account Options' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });
});

describe('step 2: Account Options', () => {
  it('offers guest (default) and create, with their descriptions', async () => {
    const user = userEvent.setup();
    await start();
    await completePersonal(user);
    const guest = screen.getByRole('radio', { name: /Checkout as Guest/ });
    expect(guest).toBeChecked();
    expect(screen.getByText('Quick checkout without creating an account')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Create Account/ })).not.toBeChecked();
    expect(
      screen.getByText('Save your information for future orders and track your purchases'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("reveals the password fields for 'Create Account' with the spec's messages", async () => {
    const user = userEvent.setup();
    await start();
    await completePersonal(user);
    await user.click(screen.getByRole('radio', { name: /Create Account/ }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();

    await user.click(continueButton());
    await waitFor(() => expect(messageOf('Password')).toBe('Password is required'));

    await type(user, 'Password', 'abc12');
    await user.tab();
    await waitFor(() => expect(messageOf('Password')).toBe('Password must be at least 6 characters'));

    await type(user, 'Password', 'abc123');
    await type(user, 'Confirm Password', 'abc124');
    await user.tab();
    await waitFor(() => expect(messageOf('Confirm Password')).toBe('Passwords do not match'));
    expect(messageOf('Password')).toBeNull();

    await type(user, 'Confirm Password', 'abc123');
    await user.click(continueButton());
    await heading('Shipping Address');
  });

  it('goes Back to step 1 with the entered values kept', async () => {
    const user = userEvent.setup();
    await start();
    await completePersonal(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Personal Information');
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
  });
});

describe('step 3: Shipping Address', () => {
  it('shows every required message, and lists the countries in the order the server gives', async () => {
    const user = userEvent.setup();
    await start();
    await completePersonal(user);
    await completeAccount(user);

    const country = screen.getByLabelText('Country');
    await waitFor(() => expect(within(country).getAllByRole('option')).toHaveLength(5));
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a country', 'Switzerland', 'Germany', 'Austria', 'Afghanistan']);

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(messageOf('Street Address')).toBe('Street address is required'));
    expect(messageOf('City')).toBe('City is required');
    expect(messageOf('Postal Code')).toBe('Postal code is required');
    expect(messageOf('Country')).toBe('Country is required');
  });

  it("saves ('Saving...' and disabled meanwhile), confirms and moves on to the summary", async () => {
    const user = userEvent.setup();
    const pending = deferred<HandlerResult>();
    const api = await start({ SaveCheckout: () => pending.promise });
    await completePersonal(user);
    await completeAccount(user);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(api.callsOf('SaveCheckout')[0].variables.input).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '+49 30 1234567',
      accountType: 'guest',
      password: null,
      confirmPassword: null,
      street: 'Unter den Linden 1',
      city: 'Berlin',
      postalCode: '10117',
      country: 'DE',
      language: 'en',
      productId: 'p-pro',
      checkoutId: null,
    });

    pending.resolve({
      data: {
        saveCheckout: {
          __typename: 'Checkout',
          id: 'c-1',
          userId: null,
          accountType: 'guest',
          status: 'pending',
        },
      },
    });
    expect(await screen.findByText('Information Saved')).toBeInTheDocument();
    expect(screen.getByText('Your checkout information has been saved.')).toBeInTheDocument();
    await heading('Order Summary');
    expect(window.sessionStorage.getItem('checkout_id')).toBe('c-1');
  });

  it("shows the server's message on a failed save and stays on the step", async () => {
    const user = userEvent.setup();
    await start({
      SaveCheckout: () => ({
        errors: [{ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } }],
      }),
    });
    await completePersonal(user);
    await completeAccount(user);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    const toastEl = screen.getByText('Error').closest('[data-variant]');
    expect(toastEl).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('heading', { name: 'Shipping Address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it('falls back to the standard message when the save fails without one', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await start({ SaveCheckout: () => Promise.reject(new Error('Network down')) });
    await completePersonal(user);
    await completeAccount(user);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(
      await screen.findByText('Failed to save checkout information. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping Address' })).toBeInTheDocument();
  });
});
