import { ticketEmailRule } from '../support/support.rules';
import { personalRules } from '../checkout/checkout.rules';
import { emailRule, isEmailAddress, signInEmailRule } from './accounts.rules';

const VALID = [
  'ada@example.com',
  'ada+shop@example.com',
  'first.last@mail.support.example.co.uk',
  "o'brien@example.ie",
  'ADA_99-x@Example.COM',
  'user@xn--80ak6aa92e.xn--p1ai',
  'a@b.cc',
];

const INVALID = [
  't@x.y?bcc=a@b.cc',
  't@x.yy?bcc=a@b.cc',
  't?bcc=a@b.cc',
  'a&cc=b@example.com',
  'a@b',
  'a@b.c',
  'a@b.123',
  'a@-b.com',
  'a@b-.com',
  'a@b..com',
  '.a@b.com',
  'a.@b.com',
  'a..b@b.com',
  '"a b"@example.com',
  'a b@example.com',
  '<a@example.com>',
  'a(x)@example.com',
  'a,b@example.com',
  'a;b@example.com',
  'a:b@example.com',
  'a\\b@example.com',
  'a[b]@example.com',
  'a#b@example.com',
  'a%3Fb@example.com',
  'a@example.com\nBcc: b@example.com',
  '@example.com',
  'a@',
  '',
  `${'l'.repeat(65)}@example.com`,
  `a@${'d'.repeat(64)}.com`,
];

describe('the one email syntax', () => {
  it.each(VALID)('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(INVALID)('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it('accepts a local part of 64 characters and an address of 254, and no longer', () => {
    const local = 'l'.repeat(64);
    expect(isEmailAddress(`${local}@example.com`)).toBe(true);
    expect(isEmailAddress(`${local}x@example.com`)).toBe(false);
    const longest = `${local}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(longest.replace('.com', 'f.com'))).toBe(false);
  });
});

describe('every API input that takes an email uses it, each with its own message', () => {
  it.each([
    ['accounts and waitlist', emailRule, 'Please enter a valid email'],
    ['checkout', personalRules.email, 'Please enter a valid email'],
    ['support tickets', ticketEmailRule, 'Please enter a valid email address'],
  ])('%s', (_name, rule, message) => {
    expect(rule('  ada+shop@mail.example.com ', {})).toBeUndefined();
    expect(rule('t@x.y?bcc=a@b.cc', {})).toBe(message);
    expect(rule('a@b', {})).toBe(message);
    expect(rule(undefined, {})).toBe(message);
  });
});

describe('signing in', () => {
  it('still tries an account stored before the strict syntax, but not something that is no address', () => {
    expect(signInEmailRule('old@intranet', {})).toBeUndefined();
    expect(signInEmailRule(' ada@example.com ', {})).toBeUndefined();
    for (const bad of ['', 'ada', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@b.cc`, 3]) {
      expect(signInEmailRule(bad, {})).toBe('Please enter a valid email');
    }
  });
});
