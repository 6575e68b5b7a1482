import type { TestServer } from './test-server';

export interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: string;
}

/**
 * The mails written to the outbox for `to` (any case), oldest first, optionally of one kind: what a
 * test reads instead of a mailbox when no SMTP server is configured (the rows stay `held`).
 */
export async function mailsTo(
  server: Pick<TestServer, 'db' | 'services'>,
  to: string,
  kind?: string,
): Promise<OutboxRow[]> {
  // The outbox renders a mail when it is first read or sent: read it as the Mail screen would.
  await server.services.mail.bodies.renderTo(to);
  return server.db.dataSource.query(
    `SELECT "id", "kind", "to_address", "subject", "html", "text", "status" FROM "mail_outbox"
      WHERE lower("to_address") = lower($1) AND ($2::text IS NULL OR "kind" = $2)
      ORDER BY "created_at", "id"`,
    [to, kind ?? null],
  );
}

/** The newest mail of `kind` to `to`; fails when there is none. */
export async function latestMail(
  server: Pick<TestServer, 'db' | 'services'>,
  to: string,
  kind: string,
): Promise<OutboxRow> {
  const mails = await mailsTo(server, to, kind);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/** The token of the first link to `path` (e.g. '/verify-email') in the mail's plain text. */
export function linkToken(mail: Pick<OutboxRow, 'text'>, path: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1];
}
