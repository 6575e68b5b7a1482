import { reservationEnds } from './reservation.rules';

const settings = {
  methods: ['stripe', 'paypal', 'bank_transfer'],
  reservationMinutes: 30,
  bankTransferHoldDays: 14,
};
const now = new Date('2026-11-27T10:00:00.000Z');

describe('reservationEnds', () => {
  it('holds a card or PayPal order for RESERVATION_MINUTES', () => {
    expect(reservationEnds('stripe', settings, now).toISOString()).toBe('2026-11-27T10:30:00.000Z');
    expect(reservationEnds('paypal', { ...settings, reservationMinutes: 5 }, now).toISOString()).toBe(
      '2026-11-27T10:05:00.000Z',
    );
  });

  it('holds a bank transfer for its hold days', () => {
    expect(reservationEnds('bank_transfer', settings, now).toISOString()).toBe('2026-12-11T10:00:00.000Z');
  });
});
