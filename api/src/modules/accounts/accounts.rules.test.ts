import { ticketEmailRule } from '../support/support.rules';
import { personalRules } from '../checkout/checkout.rules';
import { emailRule, signInEmailRule } from './accounts.rules';

// The syntax itself is tested in packages/rules (email.test.ts); here, that every input uses it.
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
