/** Pure helpers of the support desk: funnel maths, date ranges (CSV lives in lib/csv). */

export interface FunnelStep {
  eventType: string;
  sessions: number;
}

export interface FunnelRow extends FunnelStep {
  label: string;
  /** Share of the first step's sessions, 0-100. */
  ofFirst: number;
  /** Conversion from the previous step in percent; null for the first step or after a zero step. */
  fromPrevious: number | null;
}

export const FUNNEL_LABELS: Record<string, string> = {
  add_to_cart: 'Added to cart',
  begin_checkout: 'Began checkout',
  add_personal_details: 'Personal details',
  add_account: 'Account options',
  add_address: 'Shipping address',
  add_payment: 'Payment chosen',
  purchase: 'Purchase',
  subscription: 'Joined waitlist',
};

const percent = (part: number, whole: number): number => Math.round((part / whole) * 1000) / 10;

export function funnelRows(steps: readonly FunnelStep[]): FunnelRow[] {
  const first = steps[0]?.sessions ?? 0;
  return steps.map((step, index) => {
    const previous = index > 0 ? steps[index - 1]!.sessions : null;
    return {
      ...step,
      label: FUNNEL_LABELS[step.eventType] ?? step.eventType,
      ofFirst: first > 0 ? percent(step.sessions, first) : 0,
      fromPrevious: previous === null || previous === 0 ? null : percent(step.sessions, previous),
    };
  });
}

/** "2025-11-21" for a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A day range picked in the browser ([fromDay 00:00, the day after toDay 00:00) in local time) as
 * the API's half-open ISO range; null when a day is missing or the range is backwards.
 */
export function dayRangeToIso(fromDay: string, toDay: string): { from: string; to: string } | null {
  const parse = (day: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  };
  const from = parse(fromDay);
  const toStart = parse(toDay);
  if (!from || !toStart || from > toStart) return null;
  const to = new Date(toStart.getFullYear(), toStart.getMonth(), toStart.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

export function defaultRange(now = new Date(), days = 30): { fromDay: string; toDay: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { fromDay: isoDay(from), toDay: isoDay(now) };
}
