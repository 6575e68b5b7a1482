import {
  applyDiscount,
  discountAmountCents,
  formatDiscountCode,
  isDiscountValidDays,
  normalizeDiscountCode,
} from './discounts';

describe('normalizeDiscountCode', () => {
  it.each([
    ['HT-ABCD-EFGH', 'HT-ABCD-EFGH'],
    [' ht-abcd-efgh ', 'HT-ABCD-EFGH'],
    ['htabcdefgh', 'HT-ABCD-EFGH'],
    ['HT ABCD EFGH', 'HT-ABCD-EFGH'],
    ['ht-2345-6789', 'HT-2345-6789'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeDiscountCode(input)).toBe(expected);
  });

  it('leaves text that cannot be a code unshaped, so it matches no code', () => {
    expect(normalizeDiscountCode('HT-ABCD-EFG0')).toBe('HTABCDEFG0');
    expect(normalizeDiscountCode('summer sale')).toBe('SUMMERSALE');
    expect(normalizeDiscountCode('XX-ABCD-EFGH')).toBe('XXABCDEFGH');
  });

  it('formats the random part with the prefix and groups of four', () => {
    expect(formatDiscountCode('ABCDEFGH')).toBe('HT-ABCD-EFGH');
  });
});

describe('discountAmountCents', () => {
  it.each([
    ['50', 5000],
    ['50.00', 5000],
    ['12.5', 1250],
    ['0.01', 1],
    ['1000.00', 100000],
  ])('reads %j as %d cents', (input, cents) => {
    expect(discountAmountCents(input)).toBe(cents);
  });

  it.each(['0', '0.00', '-5', '1000.01', '5.555', 'abc', '', '1e3', 50])('refuses %j', (input) => {
    expect(discountAmountCents(input)).toBeUndefined();
  });
});

describe('isDiscountValidDays', () => {
  it('allows 1 to 365 whole days', () => {
    expect([1, 30, 365].every(isDiscountValidDays)).toBe(true);
    expect([0, 366, 1.5, -1, '30', null].some(isDiscountValidDays)).toBe(false);
  });
});

describe('applyDiscount', () => {
  it('lowers the goods and the total by the code', () => {
    expect(applyDiscount(24900, 1449, 5000)).toEqual({
      discountCents: 5000,
      goodsCents: 19900,
      totalCents: 21349,
    });
  });

  it('takes the rest from the delivery fee once the goods are free, never below zero', () => {
    expect(applyDiscount(2900, 1449, 5000)).toEqual({ discountCents: 4349, goodsCents: 0, totalCents: 0 });
    expect(applyDiscount(2900, 0, 5000)).toEqual({ discountCents: 2900, goodsCents: 0, totalCents: 0 });
    expect(applyDiscount(2900, 1449, 3000)).toEqual({ discountCents: 3000, goodsCents: 0, totalCents: 1349 });
  });

  it('changes nothing without a code', () => {
    expect(applyDiscount(24900, 1449, 0)).toEqual({ discountCents: 0, goodsCents: 24900, totalCents: 26349 });
  });

  it('refuses negative or fractional cents', () => {
    expect(() => applyDiscount(-1, 0, 0)).toThrow('Subtotal');
    expect(() => applyDiscount(100, 0.5, 0)).toThrow('Shipping');
    expect(() => applyDiscount(100, 0, -5)).toThrow('Discount');
  });
});
