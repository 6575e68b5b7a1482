import { mailWorkersLock, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './smtp-catcher';
import { startTestServer, type TestServer } from './test-server';

/** A test shop whose mail worker sends to an in-process SMTP catcher (one such shop at a time). */
export interface MailingShop {
  server: TestServer;
  catcher: SmtpCatcher;
  /** The mails caught for this address. */
  mailsTo(email: string): CaughtMail[];
  stop(): Promise<void>;
}

/**
 * Takes the run's mail-worker lock (another file's worker would send this shop's mails), starts
 * the catcher and a server polling its outbox every 50 ms, with `env` added.
 */
export async function startMailingShop(env: Record<string, string>): Promise<MailingShop> {
  const release = await mailWorkersLock();
  const catcher = await startSmtpCatcher();
  const server = await startTestServer({ SMTP_URL: catcher.url, MAIL_POLL_MS: '50', ...env });
  return {
    server,
    catcher,
    mailsTo: (email) => catcher.mails.filter((mail) => mail.to === email.toLowerCase()),
    async stop() {
      await server.close();
      await catcher.stop();
      await release();
    },
  };
}
