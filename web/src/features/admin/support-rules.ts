/** Pure helpers of the support desk: funnel maths, date ranges. */

export interface FunnelStep {
  eventType: string;
  sessions: number;
}

export interface FunnelRow extends FunnelStep {
  label: string;
  /** Share of the first step's sessions, 0-100. */
  ofFirst: number;
  /**
   * Sessions that continued from the previous step, in percent of the previous step (0-100); null
   * for the first step or after a step no session reached.
   */
  fromPrevious: number | null;
  /** More sessions reached this step than the previous one in the range (fromPrevious is capped). */
  capped: boolean;
}

/** The steps in the order they happen in the checkout (DECISIONS: purchase, then the waitlist). */
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
const FUNNEL_ORDER = Object.keys(FUNNEL_LABELS);

const percent = (part: number, whole: number): number => Math.round((part / whole) * 1000) / 10;

/** Unknown event types (none today) go last, in the order given. */
function funnelPosition(eventType: string): number {
  const index = FUNNEL_ORDER.indexOf(eventType);
  return index === -1 ? FUNNEL_ORDER.length : index;
}

/**
 * The funnel's rows in checkout order, whatever order the API lists them in.
 *
 * The API counts distinct sessions per step within the range; it does not link one session's
 * steps (and cannot once raw events are reduced to daily counts). So a later step can count
 * sessions whose earlier step is not counted: it fell before the range, or the visitor accepted
 * analytics only part-way through the checkout (events are sent only with consent). "Continued"
 * is therefore min(this step, previous step) / previous step: never more than 100 %; `capped`
 * says when the raw counts went the other way (both counts are still shown as they are).
 */
export function funnelRows(steps: readonly FunnelStep[]): FunnelRow[] {
  const ordered = steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => funnelPosition(a.step.eventType) - funnelPosition(b.step.eventType) || a.index - b.index)
    .map(({ step }) => step);
  const first = ordered[0]?.sessions ?? 0;
  return ordered.map((step, index) => {
    const previous = index > 0 ? ordered[index - 1]!.sessions : null;
    const usable = previous !== null && previous > 0;
    return {
      ...step,
      label: FUNNEL_LABELS[step.eventType] ?? step.eventType,
      ofFirst: first > 0 ? Math.min(100, percent(step.sessions, first)) : 0,
      fromPrevious: usable ? percent(Math.min(step.sessions, previous), previous) : null,
      capped: usable && step.sessions > previous,
    };
  });
}

/** "2025-11-21" for a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight starting "2025-11-21" (plus `plusDays` days); null for anything else. */
export function localDayStart(day: string, plusDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays) : null;
}

/**
 * A day range picked in the browser ([fromDay 00:00, the day after toDay 00:00) in local time) as
 * the API's half-open ISO range; null when a day is missing or the range is backwards.
 */
export function dayRangeToIso(fromDay: string, toDay: string): { from: string; to: string } | null {
  const from = localDayStart(fromDay);
  const to = localDayStart(toDay, 1);
  if (!from || !to || from >= to) return null;
  return { from: from.toISOString(), to: to.toISOString() };
}

export function defaultRange(now = new Date(), days = 30): { fromDay: string; toDay: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { fromDay: isoDay(from), toDay: isoDay(now) };
}
