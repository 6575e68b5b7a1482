import { registerSchema, signInSchema } from '../../features/auth/auth-schemas';
import { emailError } from '../../features/checkout/checkout-schema';
import { ticketSchema } from '../../features/help/ticket-schema';
import { mailtoHref } from '../email';

// The syntax itself is tested once, in packages/rules (email.test.ts); here, that each form uses it.
/** Each form's first email message for `email`, or undefined when it passes. */
const formErrors: [string, string, (email: string) => string | undefined][] = [
  [
    'register',
    'Please enter a valid email',
    (email) => firstError(registerSchema, { email, password: 'secret1', confirmPassword: 'secret1' }),
  ],
  ['checkout step 1 (and the waitlist)', 'Please enter a valid email', (email) => emailError(email)],
  [
    'support ticket',
    'Please enter a valid email address',
    (email) =>
      firstError(ticketSchema, {
        fullName: 'Jane Doe',
        email,
        subject: 'Router offline',
        message: 'The status light keeps blinking orange.',
      }),
  ],
];

function firstError(schema: { validateSync: (value: object) => unknown }, value: object): string | undefined {
  try {
    schema.validateSync(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe.each(formErrors)('the %s form', (_name, message, errorFor) => {
  it.each(['ada+shop@example.com', ' first.last@mail.support.example.co.uk '])('accepts %j', (email) => {
    expect(errorFor(email)).toBeUndefined();
  });

  it.each(['t@x.y?bcc=a@b.cc', 't?bcc=a@b.cc', 'a@b', 'a b@example.com'])(
    'refuses %j with its own message',
    (email) => {
      expect(errorFor(email)).toBe(message);
    },
  );
});

describe('mailtoHref', () => {
  it('leaves an ordinary address readable', () => {
    expect(mailtoHref('jane+shop@mail.example.com')).toBe('mailto:jane%2Bshop@mail.example.com');
    expect(mailtoHref('support@hometunnel.example')).toBe('mailto:support@hometunnel.example');
  });

  it('keeps ? and & inside the address, so an address cannot add recipients or headers', () => {
    expect(mailtoHref('t@x.y?bcc=evil@z.zz')).toBe('mailto:t%40x.y%3Fbcc%3Devil@z.zz');
    expect(mailtoHref('a&cc=b@example.com', { subject: 'Re: a & b?' })).toBe(
      'mailto:a%26cc%3Db@example.com?subject=Re%3A%20a%20%26%20b%3F',
    );
  });
});

describe('the sign-in form', () => {
  const errorFor = (email: string) => firstError(signInSchema, { email, password: 'x' });

  it('still lets an account stored before the strict syntax sign in (it only looks the address up)', () => {
    expect(errorFor('old@intranet')).toBeUndefined();
    expect(errorFor(' ada+shop@example.com ')).toBeUndefined();
  });

  it.each(['ada', '@example.com', 'a b@example.com', 't@x.y?bcc=a@b.cc'])('refuses %j', (email) => {
    expect(errorFor(email)).toBe('Please enter a valid email');
  });
});
