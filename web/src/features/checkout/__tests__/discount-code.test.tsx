import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { discountMessages } from '@hometunnel/rules';
import type { CartLine } from '../../../lib/cart/cart-rules';
import { DISCOUNT_CODE_KEY } from '../../../lib/discount-link';
import { createTestClient, renderWithProviders, type Handler } from '../../../test/render';
import { emptyCheckout } from '../checkout-schema';
import { OrderSummaryStep } from '../order-summary-step';
import { COUNTRIES, GERMANY_QUOTE, PRODUCTS } from './checkout-fixtures';

const CODE = 'HT-ABCD-EFGH';
const DISCOUNTED = { ...GERMANY_QUOTE, vatAmount: '44.39', discount: '50.00', total: '292.49' };
const lines: CartLine[] = [
  { id: 'l1', quantity: 1, product: { ...PRODUCTS.pro } },
  { id: 'l2', quantity: 1, product: { ...PRODUCTS.secure } },
];
const values = {
  ...emptyCheckout,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+49 30 1',
  street: 'Unter den Linden 1',
  city: 'Berlin',
  postalCode: '10117',
  country: 'DE',
};

/** The quote: the discounted figures for CODE, the reason for any other code. */
const quoteHandler: Handler = (variables) => {
  if (!variables.discountCode) return { data: { checkoutQuote: GERMANY_QUOTE } };
  if (variables.discountCode === CODE) return { data: { checkoutQuote: DISCOUNTED } };
  return { errors: [{ message: discountMessages.invalid, extensions: { code: 'BAD_USER_INPUT' } }] };
};

function renderStep(discountRefused: string | null = null) {
  const api = createTestClient({ CheckoutQuote: quoteHandler });
  const onPay = jest.fn();
  const props = {
    lines,
    values,
    countries: COUNTRIES.map((country) => ({ ...country, __typename: 'CountryOption' as const })),
    paying: null,
    onPay,
    onBack: () => {},
  };
  const view = renderWithProviders(<OrderSummaryStep {...props} discountRefused={discountRefused} />, {
    client: api.client,
  });
  const rerender = (refused: string | null) =>
    view.rerender(<OrderSummaryStep {...props} discountRefused={refused} />);
  return { api, onPay, rerender };
}

const figures = () => screen.getByText('Total (incl. VAT)').closest('dl') as HTMLElement;

jest.setTimeout(30_000);

beforeEach(() => window.sessionStorage.clear());

describe('step 4: Discount code', () => {
  it('applies a valid code: a Discount line, the lower total, and the code goes with the order', async () => {
    const user = userEvent.setup();
    const { api, onPay } = renderStep();
    expect(await within(figures()).findByText('€342.49')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Discount code'), 'ht-abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await within(figures()).findByText('−€50.00')).toBeInTheDocument();
    expect(within(figures()).getByText('Discount')).toBeInTheDocument();
    expect(within(figures()).getByText('€292.49')).toBeInTheDocument();
    expect(api.callsOf('CheckoutQuote').at(-1)?.variables).toMatchObject({
      discountCode: CODE,
      email: 'jane@example.com',
    });
    expect(window.sessionStorage.getItem(DISCOUNT_CODE_KEY)).toBe(CODE);

    await user.click(screen.getByRole('button', { name: 'Pay with Credit Card' }));
    expect(onPay).toHaveBeenCalledWith('stripe', CODE);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await within(figures()).findByText('€342.49')).toBeInTheDocument();
    expect(within(figures()).queryByText('Discount')).not.toBeInTheDocument();
  });

  it('shows why a code is refused under the field and changes nothing', async () => {
    const user = userEvent.setup();
    const { onPay } = renderStep();
    expect(await within(figures()).findByText('€342.49')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(discountMessages.required)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Discount code'), 'HT-ZZZZ-ZZZZ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(discountMessages.invalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(figures()).queryByText('Discount')).not.toBeInTheDocument();
    expect(within(figures()).getByText('€342.49')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(onPay).toHaveBeenCalledWith('paypal', null);
  });

  it("fills in and applies the code a mail's link brought", async () => {
    window.sessionStorage.setItem(DISCOUNT_CODE_KEY, CODE);
    renderStep();
    expect(await within(figures()).findByText('−€50.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveValue(CODE);
  });

  it('takes the code off with the reason when placing the order refused it', async () => {
    window.sessionStorage.setItem(DISCOUNT_CODE_KEY, CODE);
    const { rerender } = renderStep();
    expect(await within(figures()).findByText('−€50.00')).toBeInTheDocument();

    rerender(discountMessages.used);
    expect(await screen.findByText(discountMessages.used)).toBeInTheDocument();
    await waitFor(() => expect(within(figures()).queryByText('Discount')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(DISCOUNT_CODE_KEY)).toBeNull();
  });
});
