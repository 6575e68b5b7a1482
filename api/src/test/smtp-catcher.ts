import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { lock } from 'proper-lockfile';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  attachments: CaughtAttachment[];
}

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  /** Set for an inline image the HTML shows as `cid:<cid>`. */
  cid: string | undefined;
  content: Buffer;
}

export interface SmtpCatcher {
  port: number;
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  stop(): Promise<void>;
}

function address(field: ParsedMail['from'] | ParsedMail['to']): string {
  const first = Array.isArray(field) ? field[0] : field;
  return first?.value.map((entry) => entry.address ?? '').join(', ') ?? '';
}

/**
 * A real SMTP server in the test (smtp-server; STARTTLS off: its built-in certificate has expired),
 * every message parsed with mailparser. Port 0 picks a free port; a given port lets a test bring a
 * "down" server up where the app already points. `rejectRecipients` answers 550 at RCPT TO.
 */
export async function startSmtpCatcher(
  port = 0,
  options: { rejectRecipients?: RegExp } = {},
): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients?.test(address.address)) return callback();
      // A permanent refusal, as a provider answers an unknown mailbox.
      callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream, { keepCidLinks: true })
        .then((parsed) => {
          mails.push({
            from: address(parsed.from),
            to: address(parsed.to),
            replyTo: address(parsed.replyTo),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              cid: file.cid,
              content: file.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as { port: number }).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Test files share the run's database, so a mail worker started by one file would claim (and
 * deliver to its own catcher) the mails another file waits for. A file that starts servers with
 * SMTP_URL holds this lock for that time: one such file at a time per run.
 */
export async function mailWorkersLock(): Promise<() => Promise<void>> {
  const run = createHash('sha256')
    .update(process.env.HT_TEST_DATABASE_URL ?? '')
    .digest('hex')
    .slice(0, 16);
  return lock(path.join(tmpdir(), `hometunnel-mail-workers-${run}`), {
    realpath: false,
    stale: 30_000,
    // A busy machine may miss a refresh: the lock only keeps files apart, never fail a run over it.
    onCompromised: () => undefined,
    retries: { retries: 1000, minTimeout: 100, maxTimeout: 1000 },
  });
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
