import { screen } from '@testing-library/react';
import { renderWithProviders, setGuestCart } from '../../../test/render';
import CheckoutReturnPage, { RETURN_TEXTS } from '../checkout-return-page';

const STATE = {
  orderId: 'abcdef12-0000-4000-8000-000000000001',
  orderNumber: 'abcdef12',
  status: 'paid',
  paymentStatus: 'PAID',
  paymentMethod: 'stripe',
  paymentUrl: null,
  amount: '29.00',
};

function answer(state: object) {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => state }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const open = (query = `?order=${STATE.orderId}&provider=stripe`) =>
  renderWithProviders(<CheckoutReturnPage />, {
    path: '/checkout/return',
    route: `/checkout/return${query}`,
  });

beforeEach(() => window.localStorage.clear());

describe('/checkout/return', () => {
  it('paid: the order number, "a confirmation is on its way", and the guest cart emptied', async () => {
    setGuestCart([{ productId: 'p-secure' }]);
    const fetchMock = answer(STATE);
    open();
    expect(
      await screen.findByRole('heading', { name: RETURN_TEXTS.paidTitle.defaultMessage }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('#abcdef12');
    expect(screen.getByText(/a confirmation is on its way/)).toBeInTheDocument();
    expect(window.localStorage.getItem('guest-cart')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/payments/return',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('failed or cancelled: try again, and the cart is kept', async () => {
    setGuestCart([{ productId: 'p-secure' }]);
    answer({ ...STATE, status: 'pending', paymentStatus: 'FAILED', paymentUrl: 'https://pay.example/s/1' });
    open(`?order=${STATE.orderId}&provider=stripe&cancelled=1`);
    expect(
      await screen.findByRole('heading', { name: RETURN_TEXTS.failedTitle.defaultMessage }),
    ).toBeInTheDocument();
    expect(screen.getByText(RETURN_TEXTS.failed.defaultMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      'https://pay.example/s/1',
    );
    expect(window.localStorage.getItem('guest-cart')).toContain('p-secure');
  });

  it('pending: says the payment is being confirmed', async () => {
    answer({ ...STATE, status: 'pending', paymentStatus: 'PENDING' });
    open();
    expect(
      await screen.findByRole('heading', { name: RETURN_TEXTS.pendingTitle.defaultMessage }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(RETURN_TEXTS.pending.defaultMessage))).toBeInTheDocument();
  });
});
