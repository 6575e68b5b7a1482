import {
  addDays,
  dueBillingStep,
  keepsOldPrice,
  renewalMode,
  renewalPriceCents,
  serviceActive,
  type BillingState,
} from './billing';

const end = new Date('2027-03-01T10:00:00Z');
const card: BillingState = {
  status: 'active',
  endDate: end,
  autoRenew: true,
  hasCard: true,
  isPlan: true,
  lastChargeAt: null,
  noticeSent: false,
};
const at = (days: number, minutes = 0) => new Date(addDays(end, days).getTime() + minutes * 60_000);

describe('dueBillingStep', () => {
  it('sends the notice from 7 days before, once, and charges at the end date', () => {
    expect(dueBillingStep(card, at(-7, -1))).toBeNull();
    expect(dueBillingStep(card, at(-7))).toBe('notice');
    expect(dueBillingStep({ ...card, noticeSent: true }, at(-1))).toBeNull();
    expect(dueBillingStep({ ...card, noticeSent: true }, at(0))).toBe('charge');
    // Missed the notice and the end date (the shop was down): the charge, not a late notice.
    expect(dueBillingStep(card, at(2))).toBe('charge');
  });

  it('a manual renewal gets a reminder, and expires unpaid at its end date', () => {
    const manual = { ...card, hasCard: false };
    expect(dueBillingStep(manual, at(-3))).toBe('reminder');
    expect(dueBillingStep({ ...manual, noticeSent: true }, at(0))).toBe('expire');
  });

  it('renewal off, a cancelled plan, a complimentary month: nothing before the end, then expiry', () => {
    for (const state of [
      { ...card, autoRenew: false },
      { ...card, status: 'cancelled' },
      { ...card, isPlan: false },
    ]) {
      expect(dueBillingStep(state, at(-3))).toBeNull();
      expect(dueBillingStep(state, at(0, 1))).toBe('expire');
    }
  });

  it('past due: retried 3 days after the last attempt, suspended 7 days after the renewal date', () => {
    const pastDue = { ...card, status: 'past_due', lastChargeAt: at(0, 1) };
    expect(dueBillingStep(pastDue, at(3))).toBeNull();
    expect(dueBillingStep(pastDue, at(3, 1))).toBe('retry');
    expect(dueBillingStep({ ...pastDue, lastChargeAt: at(3, 1) }, at(6))).toBeNull();
    expect(dueBillingStep({ ...pastDue, lastChargeAt: at(3, 1) }, at(7))).toBe('suspend');
    expect(dueBillingStep({ ...pastDue, status: 'suspended' }, at(30))).toBeNull();
  });
});

describe('serviceActive and renewalMode', () => {
  it('runs while active, past due (grace), or cancelled before its end', () => {
    expect(serviceActive('active', end, at(1))).toBe(true);
    expect(serviceActive('past_due', end, at(5))).toBe(true);
    expect(serviceActive('cancelled', end, at(-1))).toBe(true);
    expect(serviceActive('cancelled', end, at(0, 1))).toBe(false);
    expect(serviceActive('suspended', end, at(-1))).toBe(false);
    expect(serviceActive('expired', end, at(-1))).toBe(false);
  });

  it('renews by card with a card, by hand without, not at all when off, cancelled or complimentary', () => {
    expect(renewalMode(card)).toBe('card');
    expect(renewalMode({ ...card, hasCard: false })).toBe('manual');
    expect(renewalMode({ ...card, autoRenew: false })).toBe('none');
    expect(renewalMode({ ...card, status: 'cancelled' })).toBe('none');
    expect(renewalMode({ ...card, isPlan: false })).toBe('none');
  });
});

describe('renewal prices', () => {
  const base = {
    planPriceCents: 7900,
    nextPlanPriceCents: null,
    keptPriceCents: null,
    keptPriceFor: null,
    endDate: end,
  };
  it("charges the plan's price, a price kept for this renewal, or the switched-to plan's price", () => {
    expect(renewalPriceCents(base)).toBe(7900);
    expect(renewalPriceCents({ ...base, keptPriceCents: 7500, keptPriceFor: end })).toBe(7500);
    // Kept for an earlier renewal: no longer applies.
    expect(renewalPriceCents({ ...base, keptPriceCents: 7500, keptPriceFor: at(-30) })).toBe(7900);
    expect(
      renewalPriceCents({ ...base, nextPlanPriceCents: 2900, keptPriceCents: 7500, keptPriceFor: end }),
    ).toBe(2900);
  });

  it('a new price reaches renewals 30 days after it is announced', () => {
    expect(keepsOldPrice(end, at(-29))).toBe(true);
    expect(keepsOldPrice(end, at(-30))).toBe(false);
  });
});
