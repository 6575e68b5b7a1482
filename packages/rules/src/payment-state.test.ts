import { applyPaymentEvent, type PaymentEventFacts, type PaymentFacts } from './payment-state';

const pending: PaymentFacts = {
  status: 'pending',
  paymentStatus: 'PENDING',
  totalCents: 2900,
  refundedCents: 0,
};
const paid = (amountCents = 2900): PaymentEventFacts => ({ type: 'paid', amountCents, currency: 'eur' });
const refunded = (amountCents: number, refundedTotalCents?: number): PaymentEventFacts => ({
  type: 'refunded',
  amountCents,
  currency: 'EUR',
  refundedTotalCents,
});

/** Applies events one after another, as the order row would carry them. */
function run(events: PaymentEventFacts[], start: PaymentFacts = pending) {
  const outcomes = [];
  let facts = start;
  for (const event of events) {
    const outcome = applyPaymentEvent(facts, event);
    outcomes.push(outcome);
    facts = {
      ...facts,
      status: outcome.status,
      paymentStatus: outcome.paymentStatus,
      refundedCents: outcome.refundedCents,
    };
  }
  return { facts, outcomes };
}

describe('the payment state machine', () => {
  it('pays a pending order once, however often the event comes', () => {
    const { facts, outcomes } = run([paid(), paid(), paid()]);
    expect(facts).toMatchObject({ status: 'paid', paymentStatus: 'PAID' });
    expect(outcomes.map((o) => o.paid)).toEqual([true, false, false]);
  });

  it('flags a wrong amount or currency for review and never pays', () => {
    const wrong = applyPaymentEvent(pending, paid(2800));
    expect(wrong).toMatchObject({ status: 'pending', paymentStatus: 'PENDING', paid: false });
    expect(wrong.review).toBe('Payment of 28.00 EUR does not match the order total 29.00 EUR');
    const usd = applyPaymentEvent(pending, { ...paid(), currency: 'usd' });
    expect(usd.review).toBe('Payment of 29.00 USD does not match the order total 29.00 EUR');
    expect(usd.paid).toBe(false);
  });

  it('fails, then a later success still pays; a late failure never undoes a payment', () => {
    const failed: PaymentEventFacts = { type: 'failed', amountCents: 2900, currency: 'EUR' };
    expect(run([failed]).facts).toMatchObject({ status: 'pending', paymentStatus: 'FAILED' });
    expect(run([failed, paid()]).facts).toMatchObject({ status: 'paid', paymentStatus: 'PAID' });
    expect(run([paid(), failed]).facts).toMatchObject({ status: 'paid', paymentStatus: 'PAID' });
  });

  it('an expired payment cancels the pending order; a payment after that is for review', () => {
    const expired: PaymentEventFacts = { type: 'expired', amountCents: 2900, currency: 'EUR' };
    const { facts, outcomes } = run([expired, paid()]);
    expect(facts).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED' });
    expect(outcomes[0].cancelled).toBe(true);
    expect(outcomes[1].review).toBe('Payment received for a cancelled order');
  });

  it('refunds partly then fully; the same refund twice counts once', () => {
    const { facts, outcomes } = run([paid(), refunded(900, 900), refunded(900, 900), refunded(2000, 2900)]);
    expect(outcomes.map((o) => o.refund)).toEqual([
      undefined,
      { amountCents: 900, full: false },
      undefined,
      { amountCents: 2000, full: true },
    ]);
    expect(outcomes[1].paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(facts).toMatchObject({ status: 'refunded', paymentStatus: 'REFUNDED', refundedCents: 2900 });
  });

  it('a refund seen before the completion ends in the same state as in order', () => {
    const outOfOrder = run([refunded(2900, 2900), paid()]);
    const inOrder = run([paid(), refunded(2900, 2900)]);
    expect(outOfOrder.facts).toEqual(inOrder.facts);
    expect(outOfOrder.facts).toMatchObject({ status: 'refunded', paymentStatus: 'REFUNDED' });
    expect(outOfOrder.outcomes[1]).toMatchObject({ paid: true, refund: { amountCents: 2900, full: true } });
    const partly = run([refunded(1000), paid()]);
    expect(partly.facts).toMatchObject({ status: 'paid', paymentStatus: 'PARTIALLY_REFUNDED' });
  });

  it('refuses refunds beyond the total', () => {
    const { outcomes } = run([paid(), refunded(3000, 3000)]);
    expect(outcomes[1].review).toBe('Refunds exceed the amount paid');
    expect(outcomes[1].paymentStatus).toBe('PAID');
  });
});
