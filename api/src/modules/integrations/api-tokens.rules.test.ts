import {
  bearerSecret,
  generateTokenSecret,
  hashTokenSecret,
  tokenMessages,
  tokenNameRule,
} from './api-tokens.rules';

describe('API token rules', () => {
  it('generates distinct prefixed secrets and hashes them to 64 hex characters', () => {
    const first = generateTokenSecret();
    const second = generateTokenSecret();
    expect(first).toMatch(/^ht_[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(hashTokenSecret(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashTokenSecret(first)).toBe(hashTokenSecret(first));
  });

  it('reads the bearer secret from the Authorization header', () => {
    expect(bearerSecret('Bearer ht_abc')).toBe('ht_abc');
    expect(bearerSecret('bearer   ht_abc ')).toBe('ht_abc');
    expect(bearerSecret('Basic xyz')).toBeUndefined();
    expect(bearerSecret(undefined)).toBeUndefined();
  });

  it('requires a name of at most 100 characters', () => {
    expect(tokenNameRule('  ', {})).toBe(tokenMessages.nameRequired);
    expect(tokenNameRule('x'.repeat(101), {})).toBe(tokenMessages.nameTooLong);
    expect(tokenNameRule('ERP sync', {})).toBeUndefined();
  });
});
