import { badInput } from './app-error';

/**
 * A half-open range of instants, `from ≤ t < to`, each bound optional (null: unbounded), as
 * query strings give it. Bounds stay text with an explicit zone, passed to PostgreSQL as
 * `timestamptz`: a JS Date would cut a bound's microseconds to milliseconds.
 */
export interface TimeRange {
  from: string | null;
  to: string | null;
}

export const timeRangeMessages = {
  invalid: (name: string) =>
    `${name} must be an ISO 8601 date or date-time, e.g. 2026-01-31 or 2026-01-31T09:30:00Z`,
  backwards: 'from must not be after to',
};

/**
 * Strict ISO 8601 (Date's own parser accepts "1" or "May 5"). A date alone is midnight UTC, and
 * so is a date-time without a zone: the server's own time zone never changes what a bound means.
 */
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

interface Instant {
  /** For PostgreSQL: `YYYY-MM-DDTHH:MM:SS[.ffffff]±HH:MM`. */
  text: string;
  /** Microseconds since the epoch, to order two bounds. */
  micros: number;
}

function parseInstant(value: string): Instant | undefined {
  const match = ISO_INSTANT.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  const [, sign = '+', zoneHours = '00', zoneMinutes = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? [];
  const [offsetHours, offsetMinutes] = [Number(zoneHours), Number(zoneMinutes)];
  const daysInMonth =
    new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 14 || offsetMinutes > 59) return undefined;
  const offset = zone === 'Z' ? 'Z' : `${sign}${zoneHours}:${zoneMinutes}`;
  const offsetMs = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  // setUTCFullYear: Date.UTC reads years 0-99 as 1900-1999.
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, 0);
  return {
    text: `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction ? `.${fraction}` : ''}${offset}`,
    micros: (utc.getTime() - offsetMs) * 1000 + Number(fraction.padEnd(6, '0') || 0),
  };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** `from` and `to` query values (absent or '' = unbounded); a bad one is a 400 naming it. */
export function parseTimeRange(from: unknown, to: unknown): TimeRange {
  const bound = (value: unknown, name: string): Instant | null => {
    if (value === undefined || value === '') return null;
    const instant = typeof value === 'string' ? parseInstant(value) : undefined;
    if (!instant) throw badInput(timeRangeMessages.invalid(name));
    return instant;
  };
  const start = bound(from, 'from');
  const end = bound(to, 'to');
  if (start && end && start.micros > end.micros) throw badInput(timeRangeMessages.backwards);
  return { from: start?.text ?? null, to: end?.text ?? null };
}
