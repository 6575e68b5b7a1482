import { AppError } from '../../common/app-error';
import {
  idempotencyKeyProblem,
  ORDER_STATUSES,
  orderMessages,
  paidByHandProblem,
  readCartItems,
  transitionProblem,
  type OrderStatusName,
} from './orders.rules';

describe('order status transitions', () => {
  const allowed: [OrderStatusName, OrderStatusName][] = [
    ['pending', 'paid'],
    ['paid', 'shipped'],
    ['shipped', 'delivered'],
    ['pending', 'cancelled'],
    ['paid', 'cancelled'],
  ];

  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(transitionProblem(from, to)).toBeUndefined();
  });

  it('refuses every other move with a message naming both ends', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (from === to || allowed.some(([a, b]) => a === from && b === to)) continue;
        // Only a refund makes an order refunded; an admin's status change never does.
        if (to === 'refunded')
          expect(transitionProblem(from, to)).toBe(
            'An order becomes refunded only through a refund (refundOrder)',
          );
        else expect(transitionProblem(from, to)).toContain(`from ${from} to ${to}`);
      }
    }
  });

  it('explains what is possible instead', () => {
    expect(transitionProblem('pending', 'delivered')).toBe(
      'An order cannot go from pending to delivered (it can become paid or cancelled)',
    );
    expect(transitionProblem('delivered', 'pending')).toBe(
      'An order cannot go from delivered to pending (delivered is final)',
    );
  });

  it('treats the current status as no move at all', () => {
    expect(transitionProblem('paid', 'paid')).toBeUndefined();
  });
});

describe("setting an order paid by hand (DECISIONS: paid only on the provider's event or a recorded transfer)", () => {
  it('is allowed for an order without a provider (the waitlist step of a shop that sells nothing yet)', () => {
    expect(paidByHandProblem(null)).toBeUndefined();
  });

  it('is refused for every provider, saying what pays the order instead', () => {
    expect(paidByHandProblem('bank_transfer')).toBe(
      'A bank transfer order cannot be set to paid: record the money received with its reference instead ("Record bank transfer" in Order Management, GraphQL markOrderPaid)',
    );
    expect(paidByHandProblem('stripe')).toBe(
      'An order paid by card (Stripe) cannot be set to paid by hand: it becomes paid when the provider confirms the payment',
    );
    expect(paidByHandProblem('paypal')).toBe(
      'An order paid with PayPal cannot be set to paid by hand: it becomes paid when the provider confirms the payment',
    );
    expect(paidByHandProblem('demo')).toContain('the demo payment page');
    // A provider added later is refused too, by its name.
    expect(paidByHandProblem('klarna')).toContain('with klarna');
  });
});

describe('idempotency keys', () => {
  it('accepts none or 1-200 characters', () => {
    expect(idempotencyKeyProblem(undefined)).toBeUndefined();
    expect(idempotencyKeyProblem('k')).toBeUndefined();
    expect(idempotencyKeyProblem('k'.repeat(200))).toBeUndefined();
  });
  it('refuses empty, oversized or non-text keys', () => {
    for (const key of ['', '   ', 'k'.repeat(201), 42]) {
      expect(idempotencyKeyProblem(key)).toBe(orderMessages.idempotencyKey);
    }
  });
});

describe('readCartItems (spec section 3 cart line shapes)', () => {
  it('reads server lines, local lines and bare ids, with quantity default 1', () => {
    expect(
      readCartItems([
        { cart_items: { id: 'c1', quantity: 2 }, products: { id: 'p1', price: '0.01' } },
        { product: { id: 'p2' }, quantity: 3 },
        { productId: 'p3' },
      ]),
    ).toEqual([
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 3 },
      { productId: 'p3', quantity: 1 },
    ]);
  });

  it('answers undefined when nothing is sent, so the server cart is used', () => {
    expect(readCartItems(undefined)).toBeUndefined();
    expect(readCartItems(null)).toBeUndefined();
  });

  it('refuses a non-list with a 400', () => {
    expect(() => readCartItems('p1')).toThrow(new AppError('BAD_USER_INPUT', orderMessages.cartItemsNotList));
  });

  it('leaves a line without a product id for the catalog check to refuse', () => {
    expect(readCartItems([7])).toEqual([{ productId: undefined, quantity: 1 }]);
  });
});
