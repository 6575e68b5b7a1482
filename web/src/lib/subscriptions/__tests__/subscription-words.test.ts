import { createIntl } from 'react-intl';
import { cardWords, eventWords, renewalSentence, statusWords } from '../subscription-words';

// English from the code's defaults, as on the server and in every test.
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

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
    expect(renewalSentence(base, english)).toBe(
      'Renews on 14 Jun 2025: we charge €79.00 to your saved card.',
    );
    expect(renewalSentence({ ...base, renewal: 'manual' }, english)).toBe(
      'Renews on 14 Jun 2025 when you pay €79.00: we email you a reminder with a pay link 7 days before. Not paid by then, the plan ends.',
    );
    const none = { ...base, renewal: 'none', nextRenewalDate: null, nextRenewalAmount: null };
    expect(renewalSentence({ ...none, cancelledAt: '2025-05-01T00:00:00.000Z' }, english)).toBe(
      'Cancelled: active until 14 Jun 2025, will not renew.',
    );
    expect(renewalSentence({ ...none, autoRenew: false }, english)).toBe(
      'Automatic renewal is off: the plan ends on 14 Jun 2025.',
    );
    expect(renewalSentence({ ...none, status: 'expired' }, english)).toBe('Ended on 14 Jun 2025.');
    expect(renewalSentence({ ...base, status: 'past_due' }, english)).toBe(
      'The renewal due on 14 Jun 2025 (€79.00) is not paid yet.',
    );
  });

  it('names statuses, events and cards in words', () => {
    expect(statusWords('past_due', english)).toBe('Past due');
    expect(statusWords('something_new', english)).toBe('something new');
    expect(eventWords('charge_failed', english)).toBe('Payment failed');
    expect(eventWords('card_updated', english)).toBe('Payment method updated');
    expect(eventWords('dunning_paused', english)).toBe('Dunning paused');
    expect(cardWords({ brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2029 }, english)).toBe(
      'Mastercard •••• 4444, expires 12/2029',
    );
  });
});
