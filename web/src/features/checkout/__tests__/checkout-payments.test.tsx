import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import CheckoutPage from '../checkout-page';
import { navigateTo } from '../navigate-to';
import { createTestClient, renderWithProviders, setGuestCart, type Handler } from '../../../test/render';
import { guestHandlers } from './checkout-fixtures';
import { CHECKOUT_STATE_KEY } from '../checkout-storage';

jest.mock('../navigate-to', () => ({ navigateTo: jest.fn() }));
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const ORDER = {
  __typename: 'Order',
  id: 'abcdef12-0000-4000-8000-000000000001',
  createdAt: '2025-03-01T10:00:00.000Z',
  totalAmount: '29.00',
  status: 'pending',
  paymentStatus: 'PENDING',
  paymentUrl: null,
  bankTransfer: null,
};

beforeEach(() => {
  jest.mocked(navigateTo).mockClear();
  resetToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function toSummary(user: User, overrides: Record<string, Handler>) {
  const api = createTestClient(guestHandlers(overrides));
  renderWithProviders(<CheckoutPage />, { client: api.client, path: '/checkout', toaster: true });
  await screen.findByRole('heading', { name: 'Personal Information' }, { timeout: 5000 });
  await user.type(screen.getByLabelText('First Name'), 'Jane');
  await user.type(screen.getByLabelText('Last Name'), 'Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Phone'), '+49 30 1234567');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Account Options' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Shipping Address' });
  await user.type(screen.getByLabelText('Street Address'), 'Unter den Linden 1');
  await user.type(screen.getByLabelText('City'), 'Berlin');
  await user.type(screen.getByLabelText('Postal Code'), '10117');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('heading', { name: 'Order Summary' }, { timeout: 5000 });
  return api;
}

describe('paying for real', () => {
  it('offers no bank transfer button unless the shop sells by bank transfer', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-secure' }]);
    await toSummary(user, {});
    expect(screen.getByRole('button', { name: 'Pay with Credit Card' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by Bank Transfer' })).not.toBeInTheDocument();
  });

  it('sends the buyer to the provider when the order has a paymentUrl, and keeps the cart', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-secure' }]);
    const url = 'https://checkout.stripe.test/c/pay/cs_1';
    await toSummary(user, {
      PaymentMethods: () => ({ data: { paymentMethods: ['stripe', 'paypal'] } }),
      CreateOrderFromCheckout: () => ({ data: { createOrderFromCheckout: { ...ORDER, paymentUrl: url } } }),
    });
    await user.click(screen.getByRole('button', { name: 'Pay with Credit Card' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(url));
    expect(window.localStorage.getItem('guest-cart')).toContain('p-secure');
  });

  it('an order a code paid in full goes to the return page, and the cart is emptied', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-secure' }]);
    await toSummary(user, {
      PaymentMethods: () => ({ data: { paymentMethods: ['stripe', 'paypal'] } }),
      CreateOrderFromCheckout: () => ({
        data: {
          createOrderFromCheckout: { ...ORDER, totalAmount: '0.00', status: 'paid', paymentStatus: 'PAID' },
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Pay with Credit Card' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(`/checkout/return?order=${ORDER.id}`));
    expect(window.localStorage.getItem('guest-cart') ?? '').not.toContain('p-secure');
  });

  it('shows holder, IBAN, BIC, amount, reference and the GiroCode after "Pay by Bank Transfer"', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-secure' }]);
    const bankTransfer = {
      __typename: 'BankTransferInstructions',
      holder: 'HomeTunnel AG',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      amount: '29.00',
      reference: 'HT-ABCDEF12',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41"><path d="M4 4h7"/></svg>',
    };
    const api = await toSummary(user, {
      PaymentMethods: () => ({ data: { paymentMethods: ['bank_transfer'] } }),
      CreateOrderFromCheckout: () => ({ data: { createOrderFromCheckout: { ...ORDER, bankTransfer } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay by Bank Transfer' }));
    await screen.findByRole('heading', { name: 'Please Transfer the Amount' });
    expect(api.callsOf('CreateOrderFromCheckout')[0].variables.input).toMatchObject({
      paymentMethod: 'bank_transfer',
    });
    const details = screen.getByLabelText('Bank transfer details');
    for (const text of [
      'HomeTunnel AG',
      'DE89 3704 0044 0532 0130 00',
      'COBADEFFXXX',
      '€29.00',
      'HT-ABCDEF12',
    ])
      expect(details).toHaveTextContent(text);
    const code = screen.getByRole('img', { name: /GiroCode/ });
    expect(code.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(bankTransfer.qrSvg)}`,
    );
    // Step 5 survives a reload from the session's copy of the order, GiroCode included.
    expect(window.sessionStorage.getItem(CHECKOUT_STATE_KEY)).toContain('qrSvg');
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
