import { createTransport, type Transporter } from 'nodemailer';
import { countOutboxAttempt } from '../../observability/metrics/outbox-metrics';
import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import { OutboxPoller } from '../../common/outbox-poller';
import { inSpan } from '../../observability/tracing/spans';
import type { StoredMailTemplate } from '../../mail/templates';
import type { MailAttachmentSource } from './mail-attachments';
import type { MailBodies } from './mail-bodies';

export interface MailWorkerOptions {
  /** SMTP_URL, e.g. `smtp://user:pass@host:587`. */
  smtpUrl: string;
  /** MAIL_FROM. */
  from: string;
  /** Where a customer's reply goes (the support address): MAIL_FROM is usually a no-reply box. */
  replyTo: string;
  /** How often to look for due mails (MAIL_POLL_MS). */
  pollMs: number;
  /** The first retry waits this long, then twice as long each time (capped at RETRY_MAX_MS). */
  retryBaseMs?: number;
  /** After this many attempts a mail that still fails is `failed`. */
  maxAttempts?: number;
  /** Mails claimed per round (sent concurrently through the pooled transport). */
  batchSize?: number;
  /** How long a claim holds a row: longer than the worst send of a batch (see the timeouts below). */
  claimMs?: number;
  /** The files a mail carries, built from its template at send time (none when absent). */
  attachments?: MailAttachmentSource;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  template: StoredMailTemplate | null;
  html: string | null;
  text: string | null;
  attempts: number;
}

const DEFAULTS = { maxAttempts: 8, batchSize: 10, claimMs: 5 * 60_000 };
const RETRY_MAX_MS = 60 * 60_000;
/** What an attempt stores in `last_error` (the admin reads it on the Mail screen). */
const LAST_ERROR_MAX = 1000;

/** A 5xx from the server is final for this mail (a rejected recipient, a refused message). */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Delay before attempt `attempts + 1`, after `attempts` failures (1 → base, 2 → 2×base, …). */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * Sends the outbox. Every instance runs one: a round claims due rows in one statement (`FOR UPDATE
 * SKIP LOCKED`, moved to `sending` with `locked_until`, so no other worker sees them), sends them
 * over one pooled SMTP transport and marks each `sent`, or `pending` again with a later
 * `next_attempt_at` (4xx, connection errors, timeouts), or `failed` (a 5xx, or the last attempt).
 * A row whose claim expired (its worker died mid-send) is claimed again. A mail is rendered here,
 * just before its first send (MailBodies), not in the request that wrote it. Polls: PGlite has no
 * cross-connection NOTIFY. Never logs addresses or bodies.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private readonly retryBaseMs: number;
  private readonly maxAttempts: number;
  private readonly batchSize: number;
  private readonly claimMs: number;
  private readonly poller: OutboxPoller;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bodies: MailBodies,
    private readonly options: MailWorkerOptions,
  ) {
    this.transport = createTransport({
      url: options.smtpUrl,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    this.retryBaseMs = options.retryBaseMs ?? options.pollMs * 30;
    this.maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
    this.batchSize = options.batchSize ?? DEFAULTS.batchSize;
    this.claimMs = options.claimMs ?? DEFAULTS.claimMs;
    this.poller = new OutboxPoller('mail worker', () => this.sendBatch(), {
      pollMs: options.pollMs,
      batchSize: this.batchSize,
    });
  }

  start(): void {
    this.poller.start();
  }

  /**
   * Waits for the round in progress (its mails are sent and marked), briefly (a hung SMTP server
   * must not hold up a shutdown: see OutboxPoller), then closes the transport.
   */
  async stop(): Promise<void> {
    await this.poller.stop();
    this.transport.close();
  }

  /** Looks for due mails now (e.g. right after a commit that enqueued one). */
  wake(): void {
    this.poller.wake();
  }

  /** Claims and sends one batch; returns how many rows it claimed. */
  async sendBatch(): Promise<number> {
    const rows: ClaimedRow[] = await this.dataSource.query(
      `UPDATE "mail_outbox"
          SET "status" = 'sending', "attempts" = "attempts" + 1,
              "locked_until" = now() + make_interval(secs => $2::double precision / 1000)
        WHERE "id" IN (
          SELECT "id" FROM "mail_outbox"
           WHERE ("status" = 'pending' AND "next_attempt_at" <= now())
              OR ("status" = 'sending' AND "locked_until" < now())
           ORDER BY "next_attempt_at"
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING "id", "to_address", "subject", "template", "html", "text", "attempts"`,
      [this.batchSize, this.claimMs],
    );
    // TypeORM answers an UPDATE … RETURNING with [rows, count] on PostgreSQL.
    const claimed: ClaimedRow[] = Array.isArray(rows[0]) ? (rows[0] as unknown as ClaimedRow[]) : rows;
    // A trace per batch that found work; the polls that find none (every MAIL_POLL_MS) make none.
    if (claimed.length === 0) return 0;
    await inSpan('mail outbox batch', { 'outbox.batch.size': claimed.length }, () =>
      Promise.all(claimed.map((row) => this.send(row))),
    );
    return claimed.length;
  }

  private async send(row: ClaimedRow): Promise<void> {
    let bodies: { html: string; text: string };
    try {
      bodies = await this.bodies.of(row);
    } catch (error) {
      // A template that cannot render will not render on a retry either.
      await this.failed(row, error, true);
      return;
    }
    try {
      const attachments =
        row.template && this.options.attachments ? await this.options.attachments(row.template) : [];
      // nodemailer has no instrumentation: the SMTP send is a span of its own (no address in it).
      await inSpan('smtp send', { 'mail.attachments': attachments.length }, () =>
        this.transport.sendMail({
          from: this.options.from,
          replyTo: this.options.replyTo,
          to: row.to_address,
          subject: row.subject,
          html: bodies.html,
          text: bodies.text,
          attachments,
        }),
      );
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    await this.dataSource.query(
      `UPDATE "mail_outbox"
          SET "status" = 'sent', "sent_at" = now(), "locked_until" = NULL, "last_error" = NULL
        WHERE "id" = $1`,
      [row.id],
    );
    countOutboxAttempt('mail', 'sent');
  }

  private async failed(row: ClaimedRow, error: unknown, permanent = false): Promise<void> {
    const final = permanent || isPermanentSmtpError(error) || row.attempts >= this.maxAttempts;
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    const message = String((error as Error)?.message ?? error).slice(0, LAST_ERROR_MAX);
    logger.warn(
      { mailId: row.id, attempts: row.attempts, code, responseCode, final },
      final ? 'mail: sending failed, giving up' : 'mail: sending failed, will retry',
    );
    await this.dataSource.query(
      `UPDATE "mail_outbox"
          SET "status" = $2, "last_error" = $3, "locked_until" = NULL,
              "next_attempt_at" = now() + make_interval(secs => $4::double precision / 1000)
        WHERE "id" = $1`,
      [row.id, final ? 'failed' : 'pending', message, retryDelayMs(row.attempts, this.retryBaseMs)],
    );
    countOutboxAttempt('mail', final ? 'failed' : 'retry');
  }
}
