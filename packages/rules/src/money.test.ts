import { formatCents, formatEuro, formatPrice, lineTotalCents, multiplyCents, toCents } from './money';

describe('toCents', () => {
  it.each([
    ['249.00', 24900],
    ['14.49', 1449],
    ['0.5', 50],
    ['7', 700],
    ['0', 0],
    ['0.01', 1],
    ['174.99', 17499],
    ['1.10', 110],
    ['-3.25', -325],
    ['+2.5', 250],
    [' 12.30 ', 1230],
  ])('parses %j as %d cents', (input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  it('is exact where float arithmetic is not', () => {
    // parseFloat('14.49') * 100 === 1448.9999999999998
    expect(toCents('14.49')).toBe(1449);
    expect(toCents('0.29')).toBe(29);
    expect(toCents('0.07')).toBe(7); // 0.07 * 100 === 7.000000000000001
  });

  it('never yields -0', () => {
    expect(Object.is(toCents('-0.00'), 0)).toBe(true);
  });

  it.each(['', 'abc', '1.234', '1,50', '.5', '5.', '1e3', '--1', '12.3.4', 'NaN', 'Infinity', '0x10'])(
    'rejects %j',
    (input) => {
      expect(() => toCents(input)).toThrow(Error);
    },
  );

  it('rejects non-string input at runtime', () => {
    expect(() => toCents(12 as unknown as string)).toThrow(Error);
  });

  it('rejects amounts beyond the safe integer range', () => {
    expect(() => toCents('999999999999999999.99')).toThrow(Error);
  });
});

describe('formatCents', () => {
  it.each([
    [34249, '342.49'],
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [17499, '174.99'],
    [-5, '-0.05'],
    [-12345, '-123.45'],
  ])('formats %d as %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('round-trips with toCents', () => {
    for (const text of ['0.00', '0.01', '14.49', '249.00', '342.49', '-7.10']) {
      expect(formatCents(toCents(text))).toBe(text);
    }
  });

  it('rejects fractional cents', () => {
    expect(() => formatCents(1.5)).toThrow(Error);
    expect(() => formatCents(Number.NaN)).toThrow(Error);
  });
});

describe('multiplyCents', () => {
  it('multiplies by an integer quantity', () => {
    expect(multiplyCents(24900, 1)).toBe(24900);
    expect(multiplyCents(2900, 3)).toBe(8700);
    expect(multiplyCents(1449, 0)).toBe(0);
    expect(Object.is(multiplyCents(-100, 0), 0)).toBe(true);
  });

  it('rejects non-integer quantities and non-integer cents', () => {
    expect(() => multiplyCents(100, 1.5)).toThrow(Error);
    expect(() => multiplyCents(100, Number.NaN)).toThrow(Error);
    expect(() => multiplyCents(10.5, 2)).toThrow(Error);
  });

  it('rejects overflowing products', () => {
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(Error);
  });
});

describe('euro display (spec section 9: euro, 2 decimals)', () => {
  it('sums price strings without floating point drift', () => {
    // 0.1 * 3 in floats is 0.30000000000000004
    expect(lineTotalCents('0.10', 3)).toBe(30);
    expect(lineTotalCents('149.00', 2)).toBe(29800);
  });

  it('formats with a euro sign, thousands separators and two decimals', () => {
    expect(formatEuro(24900)).toBe('€249.00');
    expect(formatEuro(1234505)).toBe('€12,345.05');
    expect(formatEuro(-705)).toBe('-€7.05');
    expect(formatPrice('79.00')).toBe('€79.00');
  });
});
