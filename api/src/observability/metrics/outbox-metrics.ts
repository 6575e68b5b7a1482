import { Counter, Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';

/**
 * The outboxes (mails, webhook deliveries). Backlog figures are read from the database when
 * Prometheus scrapes: every worker reads the same rows, so the primary keeps the max, not the sum.
 * Attempts are counted by the workers as they send, and summed.
 */
export type Outbox = 'mail' | 'webhook';
/** sent: delivered; retry: failed, to be tried again; failed: failed for good. */
export type AttemptResult = 'sent' | 'retry' | 'failed';

const pending = new Gauge({
  name: 'hometunnel_outbox_pending',
  help: 'Rows waiting to be sent (pending or being sent), by outbox',
  labelNames: ['outbox'] as const,
  aggregator: 'max',
});

const oldestAge = new Gauge({
  name: 'hometunnel_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest row still waiting to be sent (0 when none waits), by outbox',
  labelNames: ['outbox'] as const,
  aggregator: 'max',
});

const failedRows = new Gauge({
  name: 'hometunnel_outbox_failed',
  help: 'Rows given up on (no retries left) still in the outbox, by outbox',
  labelNames: ['outbox'] as const,
  aggregator: 'max',
});

const attempts = new Counter({
  name: 'hometunnel_outbox_attempts_total',
  help: 'Send attempts by outbox and result (sent, retry, failed)',
  labelNames: ['outbox', 'result'] as const,
});

/** Filled by readOutboxBacklog when scraped (database-metrics.ts). */
export const backlogGauges: readonly Gauge[] = [pending, oldestAge, failedRows];

for (const outbox of ['mail', 'webhook'] as const)
  for (const result of ['sent', 'retry', 'failed'] as const) attempts.labels(outbox, result).inc(0);

export function countOutboxAttempt(outbox: Outbox, result: AttemptResult): void {
  attempts.labels(outbox, result).inc();
}

interface BacklogRow {
  outbox: Outbox;
  pending: string;
  oldest: string | null;
  failed: string;
}

/** Each count reads a status index (webhook_deliveries: a partial one, migration 1767350000000). */
const BACKLOG_SQL = `
  SELECT 'mail' AS outbox,
         (SELECT count(*) FROM "mail_outbox" WHERE "status" IN ('pending', 'sending')) AS pending,
         (SELECT extract(epoch FROM now() - min("created_at")) FROM "mail_outbox"
           WHERE "status" IN ('pending', 'sending')) AS oldest,
         (SELECT count(*) FROM "mail_outbox" WHERE "status" = 'failed') AS failed
  UNION ALL
  SELECT 'webhook',
         (SELECT count(*) FROM "webhook_deliveries" WHERE "status" IN ('pending', 'sending')),
         (SELECT extract(epoch FROM now() - min("created_at")) FROM "webhook_deliveries"
           WHERE "status" IN ('pending', 'sending')),
         (SELECT count(*) FROM "webhook_deliveries" WHERE "status" = 'failed')`;

/** Reads the backlog into the gauges (called at scrape time). */
export async function readOutboxBacklog(dataSource: DataSource): Promise<void> {
  const rows: BacklogRow[] = await dataSource.query(BACKLOG_SQL);
  for (const row of rows) {
    pending.labels(row.outbox).set(Number(row.pending));
    oldestAge.labels(row.outbox).set(row.oldest === null ? 0 : Math.max(0, Number(row.oldest)));
    failedRows.labels(row.outbox).set(Number(row.failed));
  }
}
