import { emailProblem, signInEmailProblem } from './accounts';
import { isEmailAddress, isSignInEmail, normalizeEmail } from './email';

// The one email syntax of the shop, for every API input and every web form that stores an address.
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

describe('emailProblem (the spec: an invalid address also stands in for "required")', () => {
  it('trims, then checks the one syntax', () => {
    expect(emailProblem('  ada+shop@mail.example.com ')).toBeUndefined();
    for (const bad of ['t@x.y?bcc=a@b.cc', 'a@b', '', '   ', undefined, 3]) {
      expect(emailProblem(bad)).toBe('Please enter a valid email');
    }
  });
});

describe('signing in', () => {
  it('still tries an account stored before the strict syntax, but not something that is no address', () => {
    expect(isSignInEmail('old@intranet')).toBe(true);
    expect(signInEmailProblem(' ada@example.com ')).toBeUndefined();
    for (const bad of ['', 'ada', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@b.cc`, 3]) {
      expect(signInEmailProblem(bad)).toBe('Please enter a valid email');
    }
  });
});

it('normalizes an address for lookups: trimmed, lower case', () => {
  expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
});
