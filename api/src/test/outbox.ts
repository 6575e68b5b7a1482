import type { TestServer } from './test-server';

export interface OutboxRow {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  dedupeKey: string | null;
}

/** The outbox rows addressed to `email` (any case), oldest first: what a flow wrote for one customer. */
export async function outboxFor(server: TestServer, email: string, kind?: string): Promise<OutboxRow[]> {
  // The outbox renders a mail when it is first read or sent: read it as the Mail screen would.
  await server.services.mail.bodies.renderTo(email);
  return server.db.dataSource.query(
    `SELECT "id", "kind", "to_address" AS "toAddress", "subject", "html", "text", "status",
            "dedupe_key" AS "dedupeKey"
     FROM "mail_outbox" WHERE lower("to_address") = lower($1) AND ($2::text IS NULL OR "kind" = $2)
     ORDER BY "created_at", "id"`,
    [email, kind ?? null],
  );
}
