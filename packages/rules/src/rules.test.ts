import {
  orderMessages,
  FALLBACK_SHIPPING_WITH_DEVICE_CENTS,
  MAX_QUANTITY,
  SHIPPING_TABLE,
  UNKNOWN_COUNTRY,
  WAITLIST_DISCOUNT_EUR,
  capQuantity,
  clampQuantity,
  formatCents,
  guestQuantityProblem,
  isPaymentMethod,
  isRole,
  isTicketStatus,
  newPasswordProblem,
  nextStatuses,
  oneOfEachMessage,
  quantityProblem,
  safeReturnPath,
  ticketPhoneProblem,
  ticketTextProblem,
  tokenNameProblem,
  transitionProblem,
  waitlistMessages,
  wouldRemoveLastAdmin,
} from './index';

describe('passwords (spec section 9: at least 6)', () => {
  it('requires one of 6 to 200 characters', () => {
    expect(newPasswordProblem('')).toBe('Password is required');
    expect(newPasswordProblem(undefined)).toBe('Password is required');
    expect(newPasswordProblem('12345')).toBe('Password must be at least 6 characters');
    expect(newPasswordProblem('123456')).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(201))).toBe('Password must be at most 200 characters');
  });
});

describe('cart', () => {
  it('caps a line at 99 and refuses malformed quantities', () => {
    expect(MAX_QUANTITY).toBe(99);
    expect(quantityProblem(99)).toBeUndefined();
    expect(quantityProblem(100)).toBe('Quantity must be at most 99');
    expect(quantityProblem(0)).toBe('Quantity must be at least 1');
    expect(quantityProblem(1.5)).toBe('Quantity must be a whole number');
    expect(guestQuantityProblem(500)).toBeUndefined();
    expect(capQuantity(500)).toBe(99);
    expect([clampQuantity(0), clampQuantity(2.7), clampQuantity(Number.NaN), clampQuantity(1e6)]).toEqual([
      1, 2, 1, 99,
    ]);
  });

  it('answers the spec message of the kind already in the cart', () => {
    expect(oneOfEachMessage('device')).toMatch(/^You can only purchase one device package\./);
    expect(oneOfEachMessage('subscription')).toMatch(/^You can only purchase one subscription plan\./);
  });
});

describe('orders', () => {
  it('moves pending → paid → shipped → delivered, and pending or paid → cancelled', () => {
    expect(nextStatuses('pending')).toEqual(['paid', 'cancelled']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('unknown')).toEqual([]);
    expect(transitionProblem('paid', 'paid')).toBeUndefined();
    expect(transitionProblem('paid', 'shipped')).toBeUndefined();
    expect(transitionProblem('shipped', 'cancelled')).toBe(
      'An order cannot go from shipped to cancelled (it can become delivered)',
    );
    expect(transitionProblem('cancelled', 'paid')).toBe(
      'An order cannot go from cancelled to paid (cancelled is final)',
    );
  });

  it('knows the three payment methods and says so', () => {
    expect(['paypal', 'stripe', 'bank_transfer', 'cash'].map(isPaymentMethod)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(orderMessages.invalidPaymentMethod).toBe(
      "Payment method must be 'paypal', 'stripe' or 'bank_transfer'",
    );
  });

  it('reaches refunded only through a refund', () => {
    expect(nextStatuses('refunded')).toEqual([]);
    expect(transitionProblem('paid', 'refunded')).toBe(
      'An order becomes refunded only through a refund (refundOrder)',
    );
  });
});

describe('roles', () => {
  it('lists admin and user, and never demotes the last admin', () => {
    expect(['admin', 'user', 'root'].map(isRole)).toEqual([true, true, false]);
    expect(wouldRemoveLastAdmin(true, 'user', 0)).toBe(true);
    expect(wouldRemoveLastAdmin(true, 'user', 1)).toBe(false);
    expect(wouldRemoveLastAdmin(true, 'admin', 0)).toBe(false);
    expect(wouldRemoveLastAdmin(false, 'user', 0)).toBe(false);
  });
});

describe('tickets (spec section 5)', () => {
  it('counts the trimmed text against the minimums 2, 5 and 20', () => {
    expect(ticketTextProblem('fullName', '  a  ')).toBe('Full name must be at least 2 characters');
    expect(ticketTextProblem('fullName', 'Al')).toBeUndefined();
    expect(ticketTextProblem('subject', 'Help')).toBe('Subject must be at least 5 characters');
    expect(ticketTextProblem('message', 'x'.repeat(19))).toBe('Message must be at least 20 characters');
    expect(ticketTextProblem('message', 'x'.repeat(5001))).toBe('Message must be at most 5000 characters');
    expect(ticketTextProblem('subject', undefined)).toBe('Subject must be at least 5 characters');
  });

  it('leaves the phone number optional, only bounded', () => {
    expect(ticketPhoneProblem(undefined)).toBeUndefined();
    expect(ticketPhoneProblem('1'.repeat(41))).toBe('Phone number must be at most 40 characters');
    expect(['open', 'resolved', 'closed'].map(isTicketStatus)).toEqual([true, true, false]);
  });
});

it('names an API token with 1 to 100 characters', () => {
  expect(tokenNameProblem('  ')).toBe('Token name is required');
  expect(tokenNameProblem('x'.repeat(101))).toBe('Token name must be at most 100 characters');
  expect(tokenNameProblem(' CRM sync ')).toBeUndefined();
});

describe('safeReturnPath', () => {
  it('keeps same-origin relative paths with query and hash', () => {
    expect(safeReturnPath('/checkout?amount=398.00')).toBe('/checkout?amount=398.00');
    expect(safeReturnPath('/#shop')).toBe('/#shop');
  });

  it.each([
    null,
    undefined,
    3,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/a\r\nb',
    '/api/logout',
    '/login',
  ])('falls back to / for %p', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});

describe('shipping constants (spec sections 8 and 9)', () => {
  it('ships an unknown country as zone 7, code XX, 174.99', () => {
    expect(UNKNOWN_COUNTRY).toMatchObject({ code: 'XX', zone: 7 });
    expect(formatCents(UNKNOWN_COUNTRY.shippingCents)).toBe('174.99');
    expect(formatCents(SHIPPING_TABLE[4][10])).toBe('54.99');
  });

  it('falls back to 14.49 when the quote fails', () => {
    expect(formatCents(FALLBACK_SHIPPING_WITH_DEVICE_CENTS)).toBe('14.49');
  });

  it('promises 50 EUR off to the waitlist', () => {
    expect(WAITLIST_DISCOUNT_EUR).toBe(50);
    expect(waitlistMessages.joined).toContain('50 EUR discount');
  });
});
