/** How long an unpaid order holds its device (issue 25): settings of modules/payments/payments.config. */
export interface ReservationSettings {
  /** The payment methods that take money (sellingMethods): only their orders reserve. */
  methods: readonly string[];
  reservationMinutes: number;
  bankTransferHoldDays: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** When an unpaid reservation made at `now` ends: RESERVATION_MINUTES, a bank transfer its hold days. */
export function reservationEnds(method: string, settings: ReservationSettings, now: Date): Date {
  const span =
    method === 'bank_transfer'
      ? settings.bankTransferHoldDays * DAY_MS
      : settings.reservationMinutes * MINUTE_MS;
  return new Date(now.getTime() + span);
}

/** The reason an expired reservation's order is cancelled with (its status history). */
export const PAYMENT_NOT_COMPLETED = 'payment not completed';
