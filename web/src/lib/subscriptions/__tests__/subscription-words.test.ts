import { cardWords, eventWords, renewalSentence, statusWords } from '../subscription-words';

const base = {
  status: 'active',
  renewal: 'card',
  endDate: '2025-06-14T10:00:00.000Z',
  autoRenew: true,
  cancelledAt: null,
  nextRenewalDate: '2025-06-14T10:00:00.000Z',
  nextRenewalAmount: '79.00',
};

describe('subscription words', () => {
  it('says when and how a plan renews, or why it will not', () => {
    expect(renewalSentence(base)).toBe('Renews on 14 Jun 2025: we charge €79.00 to your saved card.');
    expect(renewalSentence({ ...base, renewal: 'manual' })).toBe(
      'Renews on 14 Jun 2025 when you pay €79.00: we email you a reminder with a pay link 7 days before. Not paid by then, the plan ends.',
    );
    const none = { ...base, renewal: 'none', nextRenewalDate: null, nextRenewalAmount: null };
    expect(renewalSentence({ ...none, cancelledAt: '2025-05-01T00:00:00.000Z' })).toBe(
      'Cancelled: active until 14 Jun 2025, will not renew.',
    );
    expect(renewalSentence({ ...none, autoRenew: false })).toBe(
      'Automatic renewal is off: the plan ends on 14 Jun 2025.',
    );
    expect(renewalSentence({ ...none, status: 'expired' })).toBe('Ended on 14 Jun 2025.');
    expect(renewalSentence({ ...base, status: 'past_due' })).toBe(
      'The renewal due on 14 Jun 2025 (€79.00) is not paid yet.',
    );
  });

  it('names statuses, events and cards in words', () => {
    expect(statusWords('past_due')).toBe('Past due');
    expect(statusWords('something_new')).toBe('something new');
    expect(eventWords('charge_failed')).toBe('Payment failed');
    expect(eventWords('card_updated')).toBe('Payment method updated');
    expect(eventWords('dunning_paused')).toBe('Dunning paused');
    expect(cardWords({ brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2029 })).toBe(
      'Mastercard •••• 4444, expires 12/2029',
    );
  });
});
