/** The one clock every billing decision reads: the tests and `npm run billing -- run --now` move it. */
export interface BillingClock {
  now(): Date;
}

export const systemClock: BillingClock = { now: () => new Date() };
