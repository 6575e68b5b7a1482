import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readGuestCart, writeGuestCart } from '../../../apollo/guest-cart';
import { Toaster } from '../../../components/toast';
import { resetToasts } from '../../../components/toast/toast-store';
import { browserNavigation } from '../../../lib/navigation';
import {
  createTestClient,
  graphqlError,
  products,
  renderWithProviders,
  type Resolver,
} from '../../../test/render';
import { createIntl } from 'react-intl';
import { deviceHighlights } from '../../../content/landing';
import { deviceFeatureLines, planPeriodLabel } from '../device-features';
import { DeviceShopSection, PlansSection } from '../shop-sections';

const shopProducts = products.map((p) => ({
  ...p,
  description: `${p.name} description`,
  features:
    p.category === 'pro'
      ? ['Up to 150 Mbps Speed', 'One floor of WiFi coverage']
      : p.category === 'light'
        ? ['Up to 30 Mbps Speed', 'Single-room WiFi coverage']
        : ['Feature A'],
}));

const me = {
  __typename: 'User',
  id: 'u1',
  email: 'a@b.c',
  firstName: 'Ada',
  lastName: null,
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function base(signedIn: boolean, extra?: Resolver): Resolver {
  return (name, variables) => {
    if (name === 'Me') return { __typename: 'Query', me: signedIn ? me : null };
    if (name === 'CartProducts') return { __typename: 'Query', products };
    if (name === 'ShopProducts') return { __typename: 'Query', products: shopProducts };
    if (name === 'Cart') return { __typename: 'Query', cart: [] };
    if (extra) return extra(name, variables);
    throw new Error(`unexpected ${name}`);
  };
}

function renderShop(resolve: Resolver) {
  const test = createTestClient(resolve);
  renderWithProviders(
    <>
      <DeviceShopSection />
      <PlansSection />
      <Toaster />
    </>,
    { client: test.client },
  );
  return test;
}

describe('device features and plan periods', () => {
  it('inserts the hardware lines right after the speed line', () => {
    expect(
      deviceFeatureLines('light', ['Up to 30 Mbps Speed', 'Single-room WiFi coverage'], deviceHighlights),
    ).toEqual([
      'Up to 30 Mbps Speed',
      'Wifi 5',
      '1 Gigabit WAN, 2 Gigabit LAN, 1 USB 2.0',
      'Single-room WiFi coverage',
    ]);
    expect(
      deviceFeatureLines(
        'pro',
        ['Multiple devices', 'Up to 150 Mbps Speed', 'Wi-Fi 6 efficiency, future-proof'],
        deviceHighlights,
      ),
    ).toEqual([
      'Multiple devices',
      'Up to 150 Mbps Speed',
      'Wi-Fi 6 efficiency, future-proof',
      '1 x 2.5 Gbps WAN, 1 Gigabit LAN, USB 3.0',
    ]);
  });

  it("says 'per month' for one month, else 'for {n} months'", () => {
    const english = createIntl({ locale: 'en' });
    expect(planPeriodLabel(english, 1)).toBe('per month');
    expect(planPeriodLabel(english, 3)).toBe('for 3 months');
  });
});

describe('shop and plans (guest)', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => resetToasts());
  });

  it('renders devices and plans with their badges and period labels', async () => {
    renderShop(base(false));
    const pro = await screen.findByTestId('device-card-pro');
    expect(within(pro).getByText('MOST POPULAR')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('device-card-light')).queryByText('MOST POPULAR'),
    ).not.toBeInTheDocument();
    expect(within(screen.getByTestId('plan-card-secure')).getByText('BEST VALUE')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-card-flexi')).getByText('per month')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-card-ultimate')).getByText('for 6 months')).toBeInTheDocument();
    expect(within(pro).getByText('1 x 2.5 Gbps WAN, 1 Gigabit LAN, USB 3.0')).toBeInTheDocument();
  });

  it("shows each device's availability (Product.availability)", async () => {
    renderShop(base(false));
    const pro = await screen.findByTestId('device-card-pro');
    expect(within(pro).getByTestId('availability')).toHaveTextContent('Only a few left');
    expect(within(screen.getByTestId('device-card-light')).getByTestId('availability')).toHaveTextContent(
      'Out of stock',
    );
  });

  it('adds a device and a plan to the guest cart with the success toasts and selected states', async () => {
    renderShop(base(false));
    const pro = await screen.findByTestId('device-card-pro');
    fireEvent.click(within(pro).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Pro Package has been added to your cart.')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Device Selected' })).toBeDisabled();
    const secure = screen.getByTestId('plan-card-secure');
    fireEvent.click(within(secure).getByRole('button', { name: 'Select Plan' }));
    expect(await screen.findByText('Secure subscription has been added to your cart.')).toBeInTheDocument();
    expect(within(secure).getByRole('button', { name: 'Plan Selected' })).toBeDisabled();
    expect(readGuestCart().map((i) => i.productId)).toEqual(['p-pro', 'p-secure']);
  });

  it('guards against a second device or plan with destructive toasts', async () => {
    writeGuestCart([
      { id: 'guest-1', productId: 'p-light', quantity: 1 },
      { id: 'guest-2', productId: 'p-flexi', quantity: 1 },
    ]);
    renderShop(base(false));
    const pro = await screen.findByTestId('device-card-pro');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('device-card-light')).getByRole('button', { name: 'Device Selected' }),
      ).toBeDisabled(),
    );
    fireEvent.click(within(pro).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Device Package Already Selected');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can only select one device package. Please remove the current one to choose a different package.',
    );
    fireEvent.click(
      within(screen.getByTestId('plan-card-ultimate')).getByRole('button', { name: 'Select Plan' }),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Subscription Already Selected'));
    expect(readGuestCart()).toHaveLength(2);
  });
});

describe('shop and plans (signed in)', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => resetToasts());
  });

  it('adds to the server cart', async () => {
    const { calls } = renderShop(
      base(true, (name, variables) => {
        if (name === 'AddToCart')
          return {
            __typename: 'Mutation',
            addToCart: {
              __typename: 'CartItem',
              id: 'c1',
              quantity: 1,
              product: products.find((p) => p.id === variables.productId),
            },
          };
        throw new Error(name);
      }),
    );
    const flexi = await screen.findByTestId('plan-card-flexi');
    fireEvent.click(within(flexi).getByRole('button', { name: 'Select Plan' }));
    expect(await screen.findByText('Flexi subscription has been added to your cart.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'AddToCart')?.variables).toEqual({
      productId: 'p-flexi',
      quantity: 1,
    });
    await waitFor(() => expect(within(flexi).getByRole('button', { name: 'Plan Selected' })).toBeDisabled());
  });

  it("shows the server's message, or the fallback, on errors", async () => {
    renderShop(
      base(true, (name) => {
        if (name === 'AddToCart') throw graphqlError('Product not found', 'NOT_FOUND');
        throw new Error(name);
      }),
    );
    fireEvent.click(
      within(await screen.findByTestId('device-card-light')).getByRole('button', { name: 'Add to Cart' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Product not found');
  });

  it("says 'Unauthorized' and goes to sign-in after 500 ms when the session is gone", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    renderShop(
      base(true, (name) => {
        if (name === 'AddToCart') throw graphqlError('Sign in required', 'UNAUTHENTICATED');
        throw new Error(name);
      }),
    );
    fireEvent.click(
      within(await screen.findByTestId('device-card-pro')).getByRole('button', { name: 'Add to Cart' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unauthorized');
    expect(alert).toHaveTextContent('You are logged out. Logging in again...');
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 1500 });
    assign.mockRestore();
  });
});
