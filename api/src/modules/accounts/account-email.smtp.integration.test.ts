import { accountEmailMessages } from '@hometunnel/rules';
import { linkToken } from '../../test/mailbox';
import { eventually, mailWorkersLock, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { startTestServer, uniqueEmail, type TestServer } from '../../test/test-server';

/** The account mails delivered by the worker to a real SMTP server started here (smtp-server + mailparser). */
const LONG = 120_000;
let release: () => Promise<void>;
let catcher: SmtpCatcher;
let server: TestServer;

beforeAll(async () => {
  // One file with a sending worker at a time: the run's database is shared (smtp-catcher).
  release = await mailWorkersLock();
  catcher = await startSmtpCatcher();
  server = await startTestServer({
    SMTP_URL: catcher.url,
    MAIL_POLL_MS: '50',
    PUBLIC_URL: 'https://shop.example',
  });
}, LONG);
afterAll(async () => {
  await server?.close();
  await catcher?.stop();
  await release?.();
}, LONG);

const delivered = (to: string, subjectPart: RegExp) =>
  catcher.mails.filter((mail) => mail.to === to && subjectPart.test(mail.subject));

test(
  'registration delivers one verification mail whose link verifies once; a failed registration sends none',
  async () => {
    const client = server.client();
    const { email } = await client.register(uniqueEmail('smtp-verify'), 'secret123', { firstName: 'Sam' });
    const [mail] = await eventually(
      () => {
        const found = delivered(email, /confirm|verify/i);
        return found.length > 0 ? found : undefined;
      },
      'the verification mail',
      LONG,
    );
    expect(mail.text).toContain('https://shop.example/verify-email?token=');
    expect(mail.html).toContain('https://shop.example/verify-email?token=');
    const token = linkToken(mail, '/verify-email');
    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(204);
    expect((await client.get('/api/auth/user')).body.emailVerified).toBe(true);
    expect((await client.post('/api/auth/verify-email', { token })).body.message).toBe(
      accountEmailMessages.verificationLinkInvalid,
    );

    // The same address again: 409, and its transaction wrote no mail.
    expect((await server.client().post('/api/auth/register', { email, password: 'secret123' })).status).toBe(
      409,
    );
    // A later mail to another address is delivered, so the worker has passed any mail of the 409.
    const other = (await server.client().register(uniqueEmail('smtp-after'))).email;
    await eventually(() => delivered(other, /confirm|verify/i).length === 1, 'the later mail', LONG);
    expect(catcher.mails.filter((each) => each.to === email)).toHaveLength(1);
  },
  LONG,
);

test(
  'a password reset mail is delivered once; its link sets the new password',
  async () => {
    const { email } = await server.client().register(uniqueEmail('smtp-reset'), 'old-secret');
    expect((await server.client().post('/api/auth/password-reset', { email })).status).toBe(202);
    const [mail] = await eventually(
      () => {
        const found = delivered(email, /password/i);
        return found.length > 0 ? found : undefined;
      },
      'the reset mail',
      LONG,
    );
    const token = linkToken(mail, '/reset-password');
    const confirm = await server
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'new-secret' });
    expect(confirm.status).toBe(204);
    expect((await server.client().post('/api/auth/login', { email, password: 'new-secret' })).status).toBe(
      200,
    );
    expect((await server.client().post('/api/auth/login', { email, password: 'old-secret' })).status).toBe(
      401,
    );
    expect(delivered(email, /password/i)).toHaveLength(1);
  },
  LONG,
);
