import {
  fullNameRule,
  messageRule,
  normalizeTicket,
  phoneNumberRule,
  subjectRule,
  ticketEmailRule,
  ticketStatusRule,
} from './support.rules';

describe('ticket rules (spec section 5 messages)', () => {
  it.each([
    [fullNameRule, 'Jo', 'J', 'Full name must be at least 2 characters'],
    [subjectRule, 'Help!', 'Help', 'Subject must be at least 5 characters'],
    [messageRule, 'x'.repeat(20), 'x'.repeat(19), 'Message must be at least 20 characters'],
  ])('accepts the minimum and refuses one less', (rule, ok, short, message) => {
    expect(rule(ok, {})).toBeUndefined();
    expect(rule(short, {})).toBe(message);
    expect(rule(undefined, {})).toBe(message);
    expect(rule(42, {})).toBe(message);
  });

  it('counts trimmed characters', () => {
    expect(fullNameRule('  J  ', {})).toBe('Full name must be at least 2 characters');
    expect(subjectRule(`  ${'a'.repeat(4)}   `, {})).toBe('Subject must be at least 5 characters');
    expect(messageRule(` ${'m'.repeat(19)}      `, {})).toBe('Message must be at least 20 characters');
  });

  it('bounds lengths', () => {
    expect(fullNameRule('n'.repeat(101), {})).toBe('Full name must be at most 100 characters');
    expect(subjectRule('s'.repeat(201), {})).toBe('Subject must be at most 200 characters');
    expect(messageRule('m'.repeat(5001), {})).toBe('Message must be at most 5000 characters');
    expect(messageRule('m'.repeat(5000), {})).toBeUndefined();
  });

  it('uses the ticket form wording for a bad email', () => {
    expect(ticketEmailRule('ada@example.com', {})).toBeUndefined();
    for (const bad of ['', 'no-at', undefined, 'a b@c.d', 5]) {
      expect(ticketEmailRule(bad, {})).toBe('Please enter a valid email address');
    }
  });

  it('leaves the phone number optional and free-form', () => {
    expect(phoneNumberRule(undefined, {})).toBeUndefined();
    expect(phoneNumberRule(null, {})).toBeUndefined();
    expect(phoneNumberRule('', {})).toBeUndefined();
    expect(phoneNumberRule('+41 (0)44 123 45 67 ext. 9', {})).toBeUndefined();
    expect(phoneNumberRule('1'.repeat(41), {})).toBe('Phone number must be at most 40 characters');
  });

  it('knows exactly two statuses', () => {
    expect(ticketStatusRule('open', {})).toBeUndefined();
    expect(ticketStatusRule('resolved', {})).toBeUndefined();
    expect(ticketStatusRule('closed', {})).toBe('Status must be open, answered or resolved');
    expect(ticketStatusRule(undefined, {})).toBe('Status must be open, answered or resolved');
  });

  it('normalizes what is stored', () => {
    expect(
      normalizeTicket({
        fullName: ' Ada ',
        email: ' Ada@Example.COM ',
        phoneNumber: '  ',
        subject: ' Hi there ',
        message: ' m ',
      }),
    ).toEqual({
      fullName: 'Ada',
      email: 'ada@example.com',
      phoneNumber: null,
      subject: 'Hi there',
      message: 'm',
    });
  });
});
