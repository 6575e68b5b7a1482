import {
  containsUnsafeText,
  invalidCharactersMessage,
  optionalText,
  requiredText,
  type Rule,
} from '../../common/check';
import { isPlainObject } from '../../common/plain-object';

/**
 * Spec section 7's event types, in the order they happen (DECISIONS: the order the admin funnel
 * reports them in).
 */
export enum CheckoutEventType {
  add_to_cart = 'add_to_cart',
  begin_checkout = 'begin_checkout',
  add_personal_details = 'add_personal_details',
  add_account = 'add_account',
  add_address = 'add_address',
  add_payment = 'add_payment',
  purchase = 'purchase',
  /** Joined the waitlist on step 5, after paying (DECISIONS: the funnel's last step). */
  subscription = 'subscription',
}
export const FUNNEL_ORDER: readonly CheckoutEventType[] = Object.values(CheckoutEventType);

export const MAX_METADATA_BYTES = 4096;
export const MAX_ID_LENGTH = 100;
/** A funnel over more than this is a reporting job, not an admin screen query. */
export const MAX_FUNNEL_RANGE_DAYS = 366;

export const trackingMessages = {
  tooMany: 'Too many checkout events from this address. Please try again later.',
  sessionIdRequired: 'Session id is required',
  unknownEventType: `Event type must be one of: ${FUNNEL_ORDER.join(', ')}`,
  metadataNotObject: 'Metadata must be an object',
  metadataInvalidText: invalidCharactersMessage('Metadata'),
  metadataTooLarge: `Metadata must be at most ${MAX_METADATA_BYTES} bytes`,
  invalidRange: 'from and to must be ISO date-times with from before to',
  rangeTooLong: `The range may span at most ${MAX_FUNNEL_RANGE_DAYS} days`,
} as const;

export const sessionIdRule: Rule = requiredText(trackingMessages.sessionIdRequired, MAX_ID_LENGTH, {
  label: 'Session id',
});
export const checkoutIdRule: Rule = optionalText(MAX_ID_LENGTH, { label: 'Checkout id' });

export const eventTypeRule: Rule = (value) =>
  typeof value === 'string' && (FUNNEL_ORDER as readonly string[]).includes(value)
    ? undefined
    : trackingMessages.unknownEventType;

/** Missing metadata is an empty object; anything else must be a JSON object of at most 4 KB. */
export const metadataRule: Rule = (value) => {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) return trackingMessages.metadataNotObject;
  // jsonb refuses \u0000 and lone surrogates anywhere (keys too): refused here, at any depth.
  if (containsUnsafeText(value, true)) return trackingMessages.metadataInvalidText;
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_METADATA_BYTES)
    return trackingMessages.metadataTooLarge;
  return undefined;
};

export interface FunnelRange {
  from: Date;
  to: Date;
}

/** The range is half-open, [from, to), so adjacent ranges never count an event twice. */
export function funnelRangeProblem(from: unknown, to: unknown): string | undefined {
  if (!(from instanceof Date) || !(to instanceof Date)) return trackingMessages.invalidRange;
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to)
    return trackingMessages.invalidRange;
  if (to.getTime() - from.getTime() > MAX_FUNNEL_RANGE_DAYS * 24 * 3600 * 1000)
    return trackingMessages.rangeTooLong;
  return undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDayAtOrAfter = (date: Date) =>
  new Date(Math.ceil(date.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/**
 * The UTC days the funnel counts for [from, to): those whose midnight is in the range, as
 * YYYY-MM-DD, `firstDay` included and `endDay` not. Each midnight is in exactly one of two
 * adjacent ranges, so no day counts twice; a range of whole local days holds as many UTC midnights.
 */
export function funnelDays(range: FunnelRange): { firstDay: string; endDay: string } {
  return { firstDay: startOfDayAtOrAfter(range.from), endDay: startOfDayAtOrAfter(range.to) };
}

/** Strict ISO-8601 date or date-time text only: Date's parser accepts too much ("1", "May 5"). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
export function parseIsoDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export interface FunnelStep {
  eventType: CheckoutEventType;
  sessions: number;
}

/** Every event type appears, in funnel order, with 0 when no session reached it. */
export function funnelSteps(counts: ReadonlyMap<string, number>): FunnelStep[] {
  return FUNNEL_ORDER.map((eventType) => ({ eventType, sessions: counts.get(eventType) ?? 0 }));
}
