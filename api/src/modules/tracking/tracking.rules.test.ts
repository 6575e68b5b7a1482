import {
  eventTypeRule,
  FUNNEL_ORDER,
  funnelDays,
  funnelRangeProblem,
  funnelSteps,
  metadataRule,
  parseIsoDate,
  sessionIdRule,
} from './tracking.rules';

describe('checkout event rules', () => {
  it('lists the spec event types in funnel order', () => {
    expect(FUNNEL_ORDER).toEqual([
      'add_to_cart',
      'begin_checkout',
      'add_personal_details',
      'add_account',
      'add_address',
      'add_payment',
      'purchase',
      'subscription',
    ]);
  });

  it('accepts only those types', () => {
    for (const type of FUNNEL_ORDER) expect(eventTypeRule(type, {})).toBeUndefined();
    for (const bad of ['checkout', 'PURCHASE', '', undefined, 3]) {
      expect(eventTypeRule(bad, {})).toMatch(/^Event type must be one of: add_to_cart, /);
    }
  });

  it('requires a bounded session id', () => {
    expect(sessionIdRule('session_123', {})).toBeUndefined();
    expect(sessionIdRule('  ', {})).toBe('Session id is required');
    expect(sessionIdRule(undefined, {})).toBe('Session id is required');
    expect(sessionIdRule('s'.repeat(101), {})).toBe('Must be at most 100 characters');
  });

  it('takes an object of at most 4 KB (UTF-8 bytes of its JSON) as metadata', () => {
    expect(metadataRule(undefined, {})).toBeUndefined();
    expect(metadataRule(null, {})).toBeUndefined();
    expect(metadataRule({ utmSource: 'x', step: 2 }, {})).toBeUndefined();
    for (const bad of [[], 'text', 5, true]) expect(metadataRule(bad, {})).toBe('Metadata must be an object');
    const exact = { a: 'x'.repeat(4096 - JSON.stringify({ a: '' }).length) };
    expect(metadataRule(exact, {})).toBeUndefined();
    expect(metadataRule({ a: `${exact.a}x` }, {})).toBe('Metadata must be at most 4096 bytes');
    // Multi-byte characters count by their bytes, not by string length.
    expect(metadataRule({ a: 'é'.repeat(2100) }, {})).toBe('Metadata must be at most 4096 bytes');
  });

  it('checks the funnel range: dates, from before to, at most 366 days', () => {
    const from = new Date('2025-01-01T00:00:00Z');
    expect(funnelRangeProblem(from, new Date('2025-02-01T00:00:00Z'))).toBeUndefined();
    expect(funnelRangeProblem(from, from)).toMatch(/from before to/);
    expect(funnelRangeProblem(new Date('2025-02-01'), from)).toMatch(/from before to/);
    expect(funnelRangeProblem(undefined, from)).toMatch(/ISO date-times/);
    expect(funnelRangeProblem(new Date('nope'), from)).toMatch(/ISO date-times/);
    expect(funnelRangeProblem(from, new Date('2026-01-02T00:00:01Z'))).toBe(
      'The range may span at most 366 days',
    );
  });

  it('parses strict ISO dates only', () => {
    expect(parseIsoDate('2025-03-01')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(parseIsoDate('2025-03-01T10:15:30+02:00')?.toISOString()).toBe('2025-03-01T08:15:30.000Z');
    expect(parseIsoDate('2025-03-01T10:15:30.123Z')?.toISOString()).toBe('2025-03-01T10:15:30.123Z');
    for (const bad of ['1', 'May 5 2025', '2025-13-45', '', undefined, ['2025-01-01']]) {
      expect(parseIsoDate(bad)).toBeUndefined();
    }
  });

  it('reports every step in order, 0 where nobody arrived', () => {
    const steps = funnelSteps(
      new Map([
        ['purchase', 1],
        ['add_to_cart', 7],
      ]),
    );
    expect(steps.map((step) => step.eventType)).toEqual(FUNNEL_ORDER);
    expect(steps[0]).toEqual({ eventType: 'add_to_cart', sessions: 7 });
    expect(steps[1].sessions).toBe(0);
    expect(steps[6]).toEqual({ eventType: 'purchase', sessions: 1 });
  });
});

describe('funnelDays', () => {
  const days = (from: string, to: string) => funnelDays({ from: new Date(from), to: new Date(to) });

  it('takes the UTC days whose midnight is in [from, to)', () => {
    expect(days('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual({
      firstDay: '2026-03-01',
      endDay: '2026-03-31',
    });
    // Local days in UTC+2: 30 midnights, the first at the local 02:00 of 1 March.
    expect(days('2026-02-28T22:00:00Z', '2026-03-30T22:00:00Z')).toEqual({
      firstDay: '2026-03-01',
      endDay: '2026-03-31',
    });
    // UTC-5 likewise.
    expect(days('2026-03-01T05:00:00Z', '2026-03-31T05:00:00Z')).toEqual({
      firstDay: '2026-03-02',
      endDay: '2026-04-01',
    });
  });

  it('gives adjacent ranges no day in common, and a range without a midnight no day', () => {
    const first = days('2026-03-01T12:00:00Z', '2026-03-03T12:00:00Z');
    const second = days('2026-03-03T12:00:00Z', '2026-03-05T12:00:00Z');
    expect(first.endDay).toBe(second.firstDay);
    expect(days('2026-03-01T01:00:00Z', '2026-03-01T23:00:00Z')).toEqual({
      firstDay: '2026-03-02',
      endDay: '2026-03-02',
    });
  });
});
