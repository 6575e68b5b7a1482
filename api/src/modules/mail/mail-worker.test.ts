import { loadConfig } from '../../config';
import { isPermanentSmtpError, retryDelayMs } from './mail-worker';

describe('mail worker rules', () => {
  test('a 5xx is final; 4xx, connection errors and timeouts are retried', () => {
    expect(isPermanentSmtpError({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentSmtpError({ code: 'EMESSAGE', responseCode: 554 })).toBe(true);
    expect(isPermanentSmtpError({ code: 'EENVELOPE', responseCode: 450 })).toBe(false);
    expect(isPermanentSmtpError({ code: 'ESOCKET' })).toBe(false);
    expect(isPermanentSmtpError({ code: 'ETIMEDOUT' })).toBe(false);
    expect(isPermanentSmtpError(new Error('anything'))).toBe(false);
    expect(isPermanentSmtpError(null)).toBe(false);
  });

  test('retries back off, doubling, at most an hour apart', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 60_000))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
    expect(retryDelayMs(7, 60_000)).toBe(3_600_000);
    expect(retryDelayMs(30, 60_000)).toBe(3_600_000);
  });
});

describe('mail configuration', () => {
  const base = { DATA_DIR: '/tmp/hometunnel-mail-config', SESSION_SECRET: 'x' };

  test('defaults: no SMTP (held mails), the brand as sender, links to localhost:3000', () => {
    const config = loadConfig(base);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('HomeTunnel <no-reply@hometunnel.example>');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mailPollMs).toBe(2000);
    expect(loadConfig({ ...base, BRAND_NAME: 'Tunnel Co' }).mailFrom).toBe(
      'Tunnel Co <no-reply@hometunnel.example>',
    );
  });

  test('PUBLIC_URL loses its trailing slash and must be http(s); MAIL_POLL_MS an integer', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
      PUBLIC_URL: 'https://shop.example.com/',
      MAIL_POLL_MS: '500',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://user:pass@smtp.example.com:587',
      publicUrl: 'https://shop.example.com',
      mailPollMs: 500,
    });
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'shop.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...base, MAIL_POLL_MS: 'soon' })).toThrow(/MAIL_POLL_MS/);
  });
});
