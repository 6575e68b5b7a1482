import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import { ADMIN, createTestClient, renderWithProviders, type Vars } from '../../../test/render';
import AdminCatalogPage from '../admin-catalog-page';
import { PRICE_MESSAGE, priceCents } from '../catalog/product-price-form';

const PLAN_SENTENCE =
  'Running subscriptions renewing within 30 days keep the old price for that renewal; the others are emailed the new price, which applies from their next renewal.';
const ORDERS_SENTENCE = 'New orders pay the new price.';

const product = (id: string, name: string, type: string, price: string) => ({
  __typename: 'Product',
  id,
  name,
  type,
  price,
  availability: 'IN_STOCK',
  stockOnHand: type === 'device' ? 7 : 0,
  stockReserved: 0,
});

const emptyPage = (typename: string) => ({
  __typename: typename,
  totalCount: 0,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  edges: [],
});

/** The Catalog screen against a scripted server whose SetProductPrice answers `answer`. */
function renderCatalog(answer: (variables: Vars) => { data?: Record<string, unknown>; errors?: object[] }) {
  const prices: Record<string, string> = { 'p-light': '149.00', 'p-flexi': '29.00' };
  const api = createTestClient({
    Me: () => ({ data: { me: ADMIN } }),
    AdminCatalog: () => ({
      data: {
        products: [
          product('p-light', 'Light Package', 'device', prices['p-light']),
          product('p-flexi', 'Flexi', 'subscription', prices['p-flexi']),
        ],
      },
    }),
    AdminStockMovements: (variables) => ({
      data: {
        product: {
          __typename: 'Product',
          id: variables.id,
          stockMovements: emptyPage('StockMovementConnection'),
        },
      },
    }),
    DiscountCodes: () => ({ data: { discountCodes: emptyPage('DiscountCodeConnection') } }),
    SetProductPrice: (variables) => {
      const result = answer(variables);
      if (result.data) prices[variables.productId as string] = variables.price as string;
      return result as never;
    },
  });
  renderWithProviders(<AdminCatalogPage />, {
    client: api.client,
    user: ADMIN,
    path: '/admin/catalog',
    toaster: true,
  });
  return api;
}

const saved = (variables: Vars) => ({
  data: { setProductPrice: { __typename: 'Product', id: variables.productId, price: variables.price } },
});

async function priceForm(name: string) {
  return screen.findByRole('form', { name: `Price of ${name}` });
}

async function enterPrice(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, price: string) {
  const field = within(form).getByLabelText('Price (EUR)');
  await user.clear(field);
  if (price) await user.type(field, price);
  await user.click(within(form).getByRole('button', { name: /^Save/ }));
}

jest.setTimeout(30_000);
beforeEach(() => resetToasts());

describe('Catalog screen: prices', () => {
  it('accepts what the server accepts: above 0, at most 2 decimals, up to 100,000.00', () => {
    expect(['29.00', '29', '0.01', '29.5', ' 31.90 ', '100000.00'].map(priceCents)).toEqual([
      2900, 2900, 1, 2950, 3190, 10_000_000,
    ]);
    for (const bad of ['', '0', '0.00', '-1.00', '1.001', 'abc', '29,00', '5.', '100000.01'])
      expect(priceCents(bad)).toBeUndefined();
  });

  it('checks the field before asking, and asks nothing for a price the server would refuse', async () => {
    const user = userEvent.setup();
    const api = renderCatalog(saved);
    const form = await priceForm('Flexi');
    expect(within(form).getByLabelText('Price (EUR)')).toHaveValue('29.00');

    for (const bad of ['', '0', '12.345', 'twelve']) {
      await enterPrice(user, form, bad);
      expect(await within(form).findByText(PRICE_MESSAGE)).toBeInTheDocument();
      expect(within(form).getByLabelText('Price (EUR)')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    expect(api.callsOf('SetProductPrice')).toHaveLength(0);
  });

  it('says what a plan’s new price does to its subscribers, then saves it and shows it', async () => {
    const user = userEvent.setup();
    const api = renderCatalog(saved);
    await enterPrice(user, await priceForm('Flexi'), '31.5');

    const dialog = await screen.findByRole('dialog', { name: 'Change the price of Flexi?' });
    expect(dialog).toHaveTextContent('From €29.00 to €31.50.');
    expect(dialog).toHaveTextContent(ORDERS_SENTENCE);
    expect(dialog).toHaveTextContent(PLAN_SENTENCE);
    expect(api.callsOf('SetProductPrice')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Change price' }));
    await waitFor(() =>
      expect(api.callsOf('SetProductPrice').map((call) => call.variables)).toEqual([
        { productId: 'p-flexi', price: '31.50' },
      ]),
    );
    expect(await screen.findByText('Flexi now costs €31.50.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = screen.getAllByTestId('catalog-row').find((tr) => tr.textContent?.includes('Flexi'));
    expect(row).toHaveTextContent('€31.50');
    expect(within(await priceForm('Flexi')).getByLabelText('Price (EUR)')).toHaveValue('31.50');
  });

  it('tells a device’s new price applies to new orders only, and keeping the old one sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderCatalog(saved);
    await enterPrice(user, await priceForm('Light Package'), '139');

    const dialog = await screen.findByRole('dialog', { name: 'Change the price of Light Package?' });
    expect(dialog).toHaveTextContent('From €149.00 to €139.00.');
    expect(dialog).toHaveTextContent(ORDERS_SENTENCE);
    expect(dialog).not.toHaveTextContent(/subscriptions|emailed/);

    await user.click(within(dialog).getByRole('button', { name: 'Keep the old price' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsOf('SetProductPrice')).toHaveLength(0);
  });

  it('says that the current price again changes nothing', async () => {
    const user = userEvent.setup();
    renderCatalog(saved);
    await enterPrice(user, await priceForm('Flexi'), '29');
    const dialog = await screen.findByRole('dialog', { name: 'Change the price of Flexi?' });
    expect(dialog).toHaveTextContent('This is the current price: nothing changes and no one is emailed.');
    expect(dialog).not.toHaveTextContent(PLAN_SENTENCE);
  });

  it('shows the server’s message at the field when it refuses the price', async () => {
    const user = userEvent.setup();
    renderCatalog(() => ({
      errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }],
    }));
    const form = await priceForm('Light Package');
    await enterPrice(user, form, '139.00');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change price' }));

    expect(await within(form).findByText('Product not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/now costs/)).not.toBeInTheDocument();
    const row = screen.getAllByTestId('catalog-row').find((tr) => tr.textContent?.includes('Light'));
    expect(row).toHaveTextContent('€149.00');
  });
});
