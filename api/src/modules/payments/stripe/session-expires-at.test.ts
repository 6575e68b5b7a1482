import { sessionExpiresAt } from './stripe-provider';

const NOW = new Date('2026-03-01T12:00:20Z');
const seconds = (iso: string) => new Date(iso).getTime() / 1000;
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('sessionExpiresAt: a Checkout Session ends with the reservation, inside the window Stripe accepts', () => {
  it('is the end of the reservation when Stripe takes it', () => {
    expect(sessionExpiresAt(later(90), NOW)).toBe(seconds('2026-03-01T13:30:20Z'));
  });

  it('is moved to the window, in whole minutes with a minute to spare: 30 minutes (the default) and less, more than 24 hours', () => {
    expect(sessionExpiresAt(later(30), NOW)).toBe(seconds('2026-03-01T12:32:00Z'));
    expect(sessionExpiresAt(later(-5), NOW)).toBe(seconds('2026-03-01T12:32:00Z'));
    expect(sessionExpiresAt(later(14 * 24 * 60), NOW)).toBe(seconds('2026-03-02T11:59:00Z'));
  });

  it("is Stripe's default (24 hours) without a reservation", () => {
    expect(sessionExpiresAt(null, NOW)).toBeUndefined();
    expect(sessionExpiresAt(undefined, NOW)).toBeUndefined();
  });
});
