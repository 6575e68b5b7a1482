import { discountMessages, DISCOUNT_CODE_ALPHABET } from '@hometunnel/rules';
import { codeProblem, discountStatus, DiscountStatus, generateDiscountCode } from './discounts.rules';

const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-12-27T12:00:00Z');
const earlier = new Date('2026-11-01T12:00:00Z');

describe('discountStatus', () => {
  it('derives expired from the expiry of an issued code only', () => {
    expect(discountStatus('issued', later, now)).toBe(DiscountStatus.ISSUED);
    expect(discountStatus('issued', earlier, now)).toBe(DiscountStatus.EXPIRED);
    expect(discountStatus('issued', now, now)).toBe(DiscountStatus.EXPIRED);
    expect(discountStatus('held', earlier, now)).toBe(DiscountStatus.HELD);
    expect(discountStatus('used', earlier, now)).toBe(DiscountStatus.USED);
  });
});

describe('generateDiscountCode', () => {
  it('makes HT-XXXX-XXXX codes from the unambiguous alphabet, different each time', () => {
    const codes = Array.from({ length: 200 }, generateDiscountCode);
    const shape = new RegExp(`^HT-[${DISCOUNT_CODE_ALPHABET}]{4}-[${DISCOUNT_CODE_ALPHABET}]{4}$`);
    expect(codes.every((code) => shape.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('codeProblem', () => {
  const code = { email: 'ada@example.com', status: 'issued' as const, expiresAt: later };

  it('accepts a live code for its owner (any case) or without an email', () => {
    expect(codeProblem(code, ' ADA@example.com ', now)).toBeUndefined();
    expect(codeProblem(code, undefined, now)).toBeUndefined();
  });

  it('names the problem', () => {
    expect(codeProblem(undefined, 'ada@example.com', now)).toBe(discountMessages.invalid);
    expect(codeProblem({ ...code, expiresAt: earlier }, null, now)).toBe(discountMessages.expired);
    expect(codeProblem({ ...code, status: 'used' }, null, now)).toBe(discountMessages.used);
    expect(codeProblem({ ...code, status: 'held' }, null, now)).toBe(discountMessages.held);
    expect(codeProblem(code, 'eve@example.com', now)).toBe(discountMessages.otherEmail);
  });

  it('tells someone else only that the code is not theirs, not whether it is used or expired', () => {
    expect(codeProblem({ ...code, status: 'used', expiresAt: earlier }, 'eve@example.com', now)).toBe(
      discountMessages.otherEmail,
    );
  });
});
