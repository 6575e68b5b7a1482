import {
  GUEST_CART_KEY,
  clearGuestCart,
  readGuestCart,
  subscribeGuestCart,
  writeGuestCart,
} from '../../../apollo/guest-cart';
import { products } from '../../../test/render';
import { AppClientError } from '../../graphql-errors';
import {
  CART_MESSAGES,
  addGuestItem,
  conflictingLine,
  joinGuestCart,
  removeGuestItem,
  updateGuestItem,
  type CartProduct,
} from '../cart-rules';
import { checkoutHref, totalCents, totalQuantity } from '../cart-totals';
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { useCartLineName } from '../display-name';
import { LanguageProvider } from '../../../i18n/language-provider';
import { testMessages } from '../../../test/render';

const catalog = products as unknown as CartProduct[];

describe('guest cart rules', () => {
  beforeEach(() => localStorage.clear());

  it('adds a product as a guest- line with quantity 1 by default', () => {
    const items = addGuestItem([], catalog, 'p-pro');
    expect(items).toEqual([{ id: expect.stringMatching(/^guest-/), productId: 'p-pro', quantity: 1 }]);
  });

  it('raises the quantity when the same product is added again', () => {
    const once = addGuestItem([], catalog, 'p-flexi');
    const twice = addGuestItem(once, catalog, 'p-flexi', 2);
    expect(twice).toHaveLength(1);
    expect(twice[0].quantity).toBe(3);
  });

  it("rejects a product that isn't in the product list", () => {
    expect(() => addGuestItem([], catalog, 'nope')).toThrow(
      new AppClientError('NOT_FOUND', 'Product not found'),
    );
  });

  it('allows only one device and one subscription', () => {
    const items = addGuestItem(addGuestItem([], catalog, 'p-light'), catalog, 'p-secure');
    expect(() => addGuestItem(items, catalog, 'p-pro')).toThrow(CART_MESSAGES.oneDevice);
    expect(() => addGuestItem(items, catalog, 'p-ultimate')).toThrow(CART_MESSAGES.oneSubscription);
    expect(CART_MESSAGES.oneDevice).toBe(
      'You can only purchase one device package. Please remove the current device from your cart to select a different one.',
    );
  });

  it("never raises a quantity past the API's cap of 99, and says so with the API's message", () => {
    const items = [{ ...addGuestItem([], catalog, 'p-pro')[0], quantity: 97 }];
    expect(addGuestItem(items, catalog, 'p-pro', 5)[0].quantity).toBe(99);
    expect(updateGuestItem(items, items[0].id, 150)[0].quantity).toBe(99);
    const full = [{ ...items[0], quantity: 99 }];
    expect(() => addGuestItem(full, catalog, 'p-pro')).toThrow(
      new AppClientError('BAD_USER_INPUT', 'Quantity must be at most 99'),
    );
  });

  it('never lowers a quantity below 1 and removes lines', () => {
    const items = addGuestItem([], catalog, 'p-pro');
    expect(updateGuestItem(items, items[0].id, 0)[0].quantity).toBe(1);
    expect(updateGuestItem(items, items[0].id, 4)[0].quantity).toBe(4);
    expect(removeGuestItem(items, items[0].id)).toEqual([]);
  });

  it('joins lines with products, leaving out unknown products, and totals in cents', () => {
    const lines = joinGuestCart(
      [
        { id: 'guest-1', productId: 'p-pro', quantity: 2 },
        { id: 'guest-2', productId: 'gone', quantity: 1 },
        { id: 'guest-3', productId: 'p-secure', quantity: 1 },
      ],
      catalog,
    );
    expect(lines.map((l) => l.product.name)).toEqual(['Pro Package', 'Secure']);
    expect(totalQuantity(lines)).toBe(3);
    expect(totalCents(lines)).toBe(2 * 24900 + 7900);
    expect(checkoutHref(lines)).toBe('/checkout?amount=577.00');
    expect(conflictingLine(lines, catalog[0])?.product.id).toBe('p-pro');
    expect(conflictingLine(lines, catalog[1])).toBeUndefined();
  });

  const lineNameIn = (language: 'en' | 'de') =>
    renderHook(() => useCartLineName(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(LanguageProvider, { language, messages: testMessages[language], children }),
    }).result.current;

  it("appends ' Subscription' to plan names that lack it, in the page's language", () => {
    const cartLineName = lineNameIn('en');
    expect(cartLineName({ name: 'Secure', type: 'subscription' })).toBe('Secure Subscription');
    expect(cartLineName({ name: 'Secure Subscription', type: 'subscription' })).toBe('Secure Subscription');
    expect(cartLineName({ name: 'Pro Package', type: 'device' })).toBe('Pro Package');
    expect(lineNameIn('de')({ name: 'Secure', type: 'subscription' })).toBe('Secure-Abonnement');
  });
});

describe('guest cart storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores items as JSON under guest-cart and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeGuestCart(listener);
    writeGuestCart([{ id: 'guest-a', productId: 'p-pro', quantity: 1 }]);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toEqual([
      { id: 'guest-a', productId: 'p-pro', quantity: 1 },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readGuestCart()).toBe(readGuestCart()); // stable snapshot for useSyncExternalStore
    clearGuestCart();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    unsubscribe();
  });

  it('ignores malformed storage', () => {
    localStorage.setItem(GUEST_CART_KEY, '{not json');
    expect(readGuestCart()).toEqual([]);
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([{ id: 'guest-x', productId: 'p', quantity: -3 }, 'junk']),
    );
    expect(readGuestCart()).toEqual([{ id: 'guest-x', productId: 'p', quantity: 1 }]);
  });
});
