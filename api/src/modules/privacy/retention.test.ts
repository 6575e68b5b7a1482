import { connectionDataCutoff, yearsBefore } from './retention';

describe('retention clock', () => {
  it('connection data is cut at the UTC midnight 30 days before the current day', () => {
    expect(connectionDataCutoff(new Date('2026-03-31T17:45:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(connectionDataCutoff(new Date('2026-03-31T00:00:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('years are calendar years before now', () => {
    expect(yearsBefore(new Date('2026-11-25T10:00:00Z'), 3).toISOString()).toBe('2023-11-25T10:00:00.000Z');
    expect(yearsBefore(new Date('2028-02-29T10:00:00Z'), 2).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});
