import { centsToDecimal, formatEuro, formatPrice, lineTotalCents, toCents } from '../money';

describe('money (integer cents)', () => {
  it('parses decimal price strings exactly', () => {
    expect(toCents('249.00')).toBe(24900);
    expect(toCents('29')).toBe(2900);
    expect(toCents('0.5')).toBe(50);
    expect(toCents('0.10')).toBe(10);
    expect(() => toCents('abc')).toThrow('Invalid price');
  });

  it('multiplies without floating point drift', () => {
    // 0.1 * 3 in floats is 0.30000000000000004
    expect(lineTotalCents('0.10', 3)).toBe(30);
    expect(lineTotalCents('149.00', 2)).toBe(29800);
  });

  it('formats euro amounts with two decimals', () => {
    expect(formatEuro(24900)).toBe('€249.00');
    expect(formatEuro(1234505)).toBe('€12,345.05');
    expect(formatPrice('79.00')).toBe('€79.00');
    expect(centsToDecimal(39800)).toBe('398.00');
    expect(centsToDecimal(7)).toBe('0.07');
  });
});
