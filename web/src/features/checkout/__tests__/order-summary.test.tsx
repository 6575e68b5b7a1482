import { screen, within } from '@testing-library/react';
import type { CartLine } from '../../../lib/cart/cart-rules';
import { renderWithProviders } from '../../../test/render';
import { OrderSummary, summaryFigures, type SummaryFigures } from '../order-summary';
import { GERMANY_QUOTE, PRODUCTS } from './checkout-fixtures';

const line = (id: string, product: (typeof PRODUCTS)[keyof typeof PRODUCTS], quantity = 1): CartLine => ({
  id,
  quantity,
  product: { ...product },
});

const germany = { code: 'DE', name: 'Germany', vatRate: '19' };

function renderSummary(lines: CartLine[], figures: SummaryFigures) {
  return renderWithProviders(<OrderSummary lines={lines} figures={figures} />);
}

describe('order summary rendering', () => {
  it("shows each line's quantity and total, with the 'each' price only above 1", () => {
    const lines = [line('l1', PRODUCTS.pro, 1), line('l2', PRODUCTS.secure, 2)];
    renderSummary(
      lines,
      summaryFigures({
        quote: { ...GERMANY_QUOTE, subtotal: '407.00', total: '421.49' },
        failed: false,
        lines,
        country: germany,
      }),
    );
    const items = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pro Package');
    expect(items[0]).toHaveTextContent('Quantity: 1');
    expect(items[0]).toHaveTextContent('€249.00');
    expect(items[0]).not.toHaveTextContent('each');
    // Subscriptions are named '… Subscription'.
    expect(items[1]).toHaveTextContent('Secure Subscription');
    expect(items[1]).toHaveTextContent('Quantity: 2');
    expect(items[1]).toHaveTextContent('€79.00 each');
    expect(items[1]).toHaveTextContent('€158.00');
  });

  it("labels the subtotal with the country's VAT rate and name, and shows the server's figures", () => {
    const lines = [line('l1', PRODUCTS.pro), line('l2', PRODUCTS.secure)];
    renderSummary(lines, summaryFigures({ quote: GERMANY_QUOTE, failed: false, lines, country: germany }));
    expect(screen.getByText('Subtotal (incl. 19% VAT, Germany)')).toBeInTheDocument();
    expect(screen.getByText('€328.00')).toBeInTheDocument();
    expect(screen.getByText('Delivery (DE)')).toBeInTheDocument();
    expect(screen.getByText('€14.49')).toBeInTheDocument();
    expect(screen.getByText('Total (incl. VAT)')).toBeInTheDocument();
    expect(screen.getByText('€342.49')).toBeInTheDocument();
    expect(screen.getByText('€52.37')).toBeInTheDocument();
  });

  it('shows no Delivery line without a device', () => {
    const lines = [line('l2', PRODUCTS.secure)];
    const quote = {
      ...GERMANY_QUOTE,
      subtotal: '79.00',
      vatAmount: '12.61',
      hasDevice: false,
      shipping: '0.00',
      total: '79.00',
    };
    renderSummary(lines, summaryFigures({ quote, failed: false, lines, country: germany }));
    expect(screen.queryByText(/^Delivery/)).not.toBeInTheDocument();
    expect(screen.getAllByText('€79.00').length).toBeGreaterThan(0);
  });

  it("shows 'calculating...' for the Delivery line while the quote runs", () => {
    const lines = [line('l1', PRODUCTS.pro)];
    renderSummary(lines, summaryFigures({ quote: undefined, failed: false, lines, country: germany }));
    expect(screen.getByText('Delivery (DE)')).toBeInTheDocument();
    expect(screen.getByText('calculating...')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (incl. 19% VAT, Germany)')).toBeInTheDocument();
  });

  it('falls back to 14.49 with a device, and 0 without, when the quote fails', () => {
    const withDevice = [line('l1', PRODUCTS.pro), line('l2', PRODUCTS.secure)];
    expect(
      summaryFigures({ quote: undefined, failed: true, lines: withDevice, country: germany }),
    ).toMatchObject({
      subtotal: '328.00',
      shipping: '14.49',
      total: '342.49',
      showDelivery: true,
      carrierCode: 'DE',
      vatRate: '19',
      countryName: 'Germany',
    });
    const planOnly = [line('l2', PRODUCTS.secure)];
    expect(
      summaryFigures({ quote: undefined, failed: true, lines: planOnly, country: germany }),
    ).toMatchObject({
      shipping: '0.00',
      total: '79.00',
      showDelivery: false,
    });
  });
});
