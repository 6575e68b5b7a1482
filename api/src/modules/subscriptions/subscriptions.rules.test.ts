import { displayStatus, renewProblem, subscriptionGrants, type PaidLine } from './subscriptions.rules';

const plan = (productId: string, duration: number, quantity = 1): PaidLine => ({
  productId,
  productType: 'subscription',
  duration,
  quantity,
});
const device = (productId: string, quantity = 1): PaidLine => ({
  productId,
  productType: 'device',
  duration: null,
  quantity,
});

describe('subscriptionGrants', () => {
  it("grants a plan its duration and adds the device's free month", () => {
    expect(subscriptionGrants([device('pro'), plan('secure', 3)])).toEqual([
      { productId: 'secure', months: 4, autoRenew: true },
    ]);
  });

  it('grants a plan alone its duration times its quantity', () => {
    expect(subscriptionGrants([plan('flexi', 1, 3)])).toEqual([
      { productId: 'flexi', months: 3, autoRenew: true },
    ]);
  });

  it('gives a device without a plan a complimentary month that does not renew', () => {
    expect(subscriptionGrants([device('light')])).toEqual([
      { productId: 'light', months: 1, autoRenew: false },
    ]);
    expect(subscriptionGrants([device('light', 2)])).toEqual([
      { productId: 'light', months: 2, autoRenew: false },
    ]);
  });

  it('grants nothing for an empty order or lines whose product is gone', () => {
    expect(subscriptionGrants([])).toEqual([]);
    expect(subscriptionGrants([{ ...plan('x', 3), productId: null }])).toEqual([]);
  });

  it('treats a plan without a duration as one month', () => {
    expect(subscriptionGrants([{ ...plan('odd', 0), duration: null }])).toEqual([
      { productId: 'odd', months: 1, autoRenew: true },
    ]);
  });
});

describe('displayStatus', () => {
  const now = new Date('2026-01-10T00:00:00Z');
  it('shows an active subscription past its end as expired', () => {
    expect(displayStatus('active', new Date('2026-01-09T23:59:59Z'), now)).toBe('expired');
  });
  it('keeps active before the end, and past_due and suspended whatever the date', () => {
    expect(displayStatus('active', new Date('2026-01-10T00:00:01Z'), now)).toBe('active');
    expect(displayStatus('past_due', new Date('2020-01-01T00:00:00Z'), now)).toBe('past_due');
    expect(displayStatus('suspended', new Date('2020-01-01T00:00:00Z'), now)).toBe('suspended');
  });
  it('shows a cancelled plan as cancelled (the billing pass marks it expired)', () => {
    expect(displayStatus('cancelled', new Date('2026-01-10T00:00:01Z'), now)).toBe('cancelled');
    expect(displayStatus('cancelled', new Date('2020-01-01T00:00:00Z'), now)).toBe('cancelled');
  });
  it('keeps a plan renewing by card active past its end until the billing pass charges it', () => {
    expect(displayStatus('active', new Date('2026-01-09T23:59:59Z'), now, true)).toBe('active');
  });
});

describe('renewProblem', () => {
  const now = new Date('2026-01-10T00:00:00Z');
  const later = new Date('2026-02-10T00:00:00Z');
  const active = { status: 'active', endDate: later, cancelledAt: null };

  it('lets an active plan renew', () => {
    expect(renewProblem(active, 'subscription', now)).toBeUndefined();
  });

  it('refuses a cancelled, ended or expired plan', () => {
    const refused = 'This subscription has ended or was cancelled, so it cannot renew';
    expect(renewProblem({ ...active, cancelledAt: now }, 'subscription', now)).toBe(refused);
    expect(renewProblem({ ...active, status: 'cancelled' }, 'subscription', now)).toBe(refused);
    expect(renewProblem({ ...active, endDate: new Date('2026-01-09T00:00:00Z') }, 'subscription', now)).toBe(
      refused,
    );
  });

  it("refuses a device's complimentary month", () => {
    expect(renewProblem(active, 'device', now)).toBe(
      'A complimentary month cannot renew; choose a plan in the shop instead',
    );
  });
});
