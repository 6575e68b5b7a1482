import { AppError } from './app-error';
import { parseTimeRange, timeRangeMessages } from './time-range';

const problem = (from: unknown, to: unknown): string | undefined => {
  try {
    parseTimeRange(from, to);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
};

describe('parseTimeRange', () => {
  it('leaves absent or empty bounds unbounded', () => {
    expect(parseTimeRange(undefined, '')).toEqual({ from: null, to: null });
  });

  it('reads a date as midnight UTC, and a date-time without a zone as UTC', () => {
    expect(parseTimeRange('2026-01-31', '2026-02-01T09:30')).toEqual({
      from: '2026-01-31T00:00:00Z',
      to: '2026-02-01T09:30:00Z',
    });
  });

  it('keeps microseconds and the zone as given (offsets written as ±HH:MM)', () => {
    expect(parseTimeRange('2026-01-31T09:30:00.123456+0100', '2026-01-31T09:30:00.5-05')).toEqual({
      from: '2026-01-31T09:30:00.123456+01:00',
      to: '2026-01-31T09:30:00.5-05:00',
    });
  });

  it('orders bounds by instant, zones included; equal bounds are an empty range, not an error', () => {
    expect(problem('2026-01-31T10:00:00+01:00', '2026-01-31T09:00:00Z')).toBeUndefined();
    expect(problem('2026-01-31T09:00:00.000002Z', '2026-01-31T09:00:00.000001Z')).toBe(
      timeRangeMessages.backwards,
    );
    expect(problem('2026-02-01', '2026-01-31')).toBe(timeRangeMessages.backwards);
    expect(problem('2026-01-31', '2026-01-31')).toBeUndefined();
  });

  it.each([
    'yesterday',
    '1',
    '2026-1-31',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '0000-01-01',
    '2026-01-31T24:00',
    '2026-01-31T09:60',
    '2026-01-31T09:30:00.1234567Z',
    '2026-01-31T09:30:00+15:00',
    '2026-01-31 09:30',
  ])('refuses %j with a message naming the bound', (value) => {
    expect(problem(value, undefined)).toBe(timeRangeMessages.invalid('from'));
    expect(problem(undefined, value)).toBe(timeRangeMessages.invalid('to'));
  });

  it('accepts 29 February in a leap year, and refuses a repeated parameter', () => {
    expect(problem('2024-02-29', undefined)).toBeUndefined();
    expect(problem(['2026-01-01', '2026-01-02'], undefined)).toBe(timeRangeMessages.invalid('from'));
  });
});
