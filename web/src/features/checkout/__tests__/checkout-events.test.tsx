import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import type { CartLine } from '../../../lib/cart/cart-rules';
import { checkoutSessionId, trackingContext } from '../../../lib/tracking';
import { beginCheckout } from '../checkout-events';
import CheckoutPage from '../checkout-page';
import { createTestClient, renderWithProviders, setGuestCart } from '../../../test/render';
import { guestHandlers, PRODUCTS } from './checkout-fixtures';
import { saveConsent } from '../../../lib/consent';

const lines: CartLine[] = [
  { id: 'l1', quantity: 1, product: { ...PRODUCTS.pro } },
  { id: 'l2', quantity: 1, product: { ...PRODUCTS.secure } },
];

function fakeClient() {
  const sent: {
    eventType: string;
    checkoutId: string | null;
    sessionId: string;
    metadata: Record<string, unknown>;
  }[] = [];
  const client = {
    mutate: jest.fn(({ variables }: { variables: { input: (typeof sent)[number] } }) => {
      sent.push(variables.input);
      return Promise.resolve({ data: { trackCheckoutEvent: true } });
    }),
  };
  return { client: client as unknown as Parameters<typeof beginCheckout>[0], sent };
}

// Whole-page flows on a slow CI machine take a few seconds each.
jest.setTimeout(30_000);

beforeEach(() => {
  resetToasts();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // These tests are about the events: the visitor has accepted analytics (see legal/__tests__).
  saveConsent(true);
  window.history.replaceState(null, '', '/checkout');
});

describe('checkout event rules', () => {
  it("keeps one 'session_…' id per browser session", () => {
    const id = checkoutSessionId();
    expect(id).toMatch(/^session_.+/);
    expect(window.sessionStorage.getItem('checkout_session_id')).toBe(id);
    expect(checkoutSessionId()).toBe(id);
  });

  it('sends begin_checkout once per session, with a temporary id it stores', () => {
    const { client, sent } = fakeClient();
    expect(beginCheckout(client, lines, false)).toBe(true);
    expect(beginCheckout(client, lines, false)).toBe(false);
    expect(sent).toHaveLength(1);
    const [event] = sent;
    expect(event.eventType).toBe('begin_checkout');
    expect(event.checkoutId).toMatch(/^checkout_/);
    expect(window.sessionStorage.getItem('checkout_id')).toBe(event.checkoutId);
    expect(event.sessionId).toBe(window.sessionStorage.getItem('checkout_session_id'));
    expect(event.metadata).toMatchObject({ cartValue: '328.00', productIds: ['p-pro', 'p-secure'] });
  });

  it('sends it again with fresh=true (which clears the marker), under a new checkout id', () => {
    const { client, sent } = fakeClient();
    beginCheckout(client, lines, false);
    expect(beginCheckout(client, lines, true)).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1].checkoutId).not.toBe(sent[0].checkoutId);
    expect(window.sessionStorage.getItem('checkout_id')).toBe(sent[1].checkoutId);
  });

  it('always carries the campaign parameters, the URL and the referrer', () => {
    window.history.replaceState(null, '', '/checkout?utm_source=news&utm_medium=email&utm_campaign=spring');
    const { client, sent } = fakeClient();
    beginCheckout(client, lines, false);
    expect(sent[0].metadata).toMatchObject({
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'spring',
      url: 'http://localhost/checkout?utm_source=news&utm_medium=email&utm_campaign=spring',
      referrer: '',
    });
    expect(trackingContext().utmSource).toBe('news');
  });

  it('never breaks the flow when tracking fails (only logged)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const client = { mutate: jest.fn(() => Promise.reject(new Error('offline'))) };
    expect(() =>
      beginCheckout(client as unknown as Parameters<typeof beginCheckout>[0], lines, false),
    ).not.toThrow();
    await waitFor(() => expect(error).toHaveBeenCalled());
  });
});

describe('events sent by the checkout page', () => {
  const eventTypes = (calls: { variables: Record<string, unknown> }[]) =>
    calls.map((c) => (c.variables.input as { eventType: string }).eventType);

  it('tracks begin_checkout once per session across visits, and again with fresh=true', async () => {
    setGuestCart([{ productId: 'p-pro' }]);
    const first = createTestClient(guestHandlers());
    const view = renderWithProviders(<CheckoutPage />, {
      client: first.client,
      path: '/checkout',
      toaster: true,
    });
    await screen.findByRole('heading', { name: 'Personal Information' });
    await waitFor(() => expect(eventTypes(first.callsOf('TrackCheckoutEvent'))).toEqual(['begin_checkout']));
    view.unmount();

    const second = createTestClient(guestHandlers());
    const again = renderWithProviders(<CheckoutPage />, {
      client: second.client,
      path: '/checkout',
      toaster: true,
    });
    await screen.findByRole('heading', { name: 'Personal Information' });
    await new Promise((r) => setTimeout(r, 50));
    expect(eventTypes(second.callsOf('TrackCheckoutEvent'))).toEqual([]);
    again.unmount();

    const third = createTestClient(guestHandlers());
    renderWithProviders(<CheckoutPage />, {
      client: third.client,
      path: '/checkout',
      route: '/checkout?fresh=true',
      toaster: true,
    });
    await screen.findByRole('heading', { name: 'Personal Information' });
    await waitFor(() => expect(eventTypes(third.callsOf('TrackCheckoutEvent'))).toEqual(['begin_checkout']));
  });

  it('tracks one event per completed step, the purchase and the waitlist subscription', async () => {
    const user = userEvent.setup();
    setGuestCart([{ productId: 'p-pro' }, { productId: 'p-secure' }]);
    const api = createTestClient(guestHandlers());
    renderWithProviders(<CheckoutPage />, { client: api.client, path: '/checkout', toaster: true });
    await screen.findByRole('heading', { name: 'Personal Information' });

    await user.type(screen.getByLabelText('First Name'), 'Jane');
    await user.type(screen.getByLabelText('Last Name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Phone'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Account Options' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Shipping Address' });
    await user.type(screen.getByLabelText('Street Address'), 'Main St 1');
    await user.type(screen.getByLabelText('City'), 'Berlin');
    await user.type(screen.getByLabelText('Postal Code'), '10117');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('heading', { name: 'Order Summary' });
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await screen.findByRole('heading', { name: 'Currently Out of Stock' });
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await screen.findByText('Added to Waitlist!');

    type Sent = { eventType: string; checkoutId: string; metadata: Record<string, unknown> };
    const events = api.callsOf('TrackCheckoutEvent').map((c) => c.variables.input as Sent);
    await waitFor(() =>
      expect(eventTypes(api.callsOf('TrackCheckoutEvent'))).toEqual([
        'begin_checkout',
        'add_personal_details',
        'add_account',
        'add_address',
        'add_payment',
        'purchase',
        'subscription',
      ]),
    );
    const byType: Record<string, Sent> = Object.fromEntries(events.map((e) => [e.eventType, e]));
    expect(byType.add_personal_details.metadata).toMatchObject({ step: 1 });
    expect(byType.add_account.metadata).toMatchObject({ step: 2 });
    expect(byType.add_address.metadata).toMatchObject({ step: 3 });
    expect(byType.add_payment.metadata).toMatchObject({ step: 4 });
    expect(byType.purchase.metadata).toMatchObject({
      orderId: 'abcdef12-0000-4000-8000-000000000001',
      cartValue: '342.49',
      productIds: ['p-pro', 'p-secure'],
    });
    expect(byType.subscription.metadata).toMatchObject({ email: 'jane@example.com', productId: 'p-pro' });
    // After the save, events belong to the saved checkout.
    expect(byType.add_address.checkoutId).toBe('c0ffee00-1111-2222-3333-444455556666');
    for (const e of events)
      expect(Object.keys(e.metadata)).toEqual(
        expect.arrayContaining(['utmSource', 'utmMedium', 'utmCampaign', 'url', 'referrer']),
      );
  });
});
