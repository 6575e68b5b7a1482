import type { DataSource, EntityManager } from 'typeorm';
import { countOutboxAttempt } from '../../observability/metrics/outbox-metrics';
import { logger } from '../../common/logger';
import { OutboxPoller } from '../../common/outbox-poller';
import type { StoredAttempt } from './webhook-delivery.entity';
import { postWebhook, SEND_TIMEOUT_MS, type AttemptResult } from './webhook-sender';
import type { NetworkPolicy } from './webhook-url-guard';
import { DISABLE_AFTER_FAILING_MS, decryptSecret, nextRetryDelayMs, signatureHeader } from './webhooks.rules';
import { inSpan } from '../../observability/tracing/spans';

export interface WebhookWorkerOptions {
  policy: NetworkPolicy;
  secretKey: Buffer;
  /** The waits before each retry (WEBHOOK_RETRY_SCHEDULE); then the delivery is `failed`. */
  retryScheduleMs: readonly number[];
  /** How often to look for due deliveries (WEBHOOK_POLL_MS). */
  pollMs: number;
  /** Told (in the transaction that disables it) when an endpoint is disabled for failing too long. */
  onDisabled?: (manager: EntityManager, endpoint: { id: string; url: string }) => Promise<void>;
  batchSize?: number;
  /** Per-attempt timeout (10 s). */
  timeoutMs?: number;
}

interface ClaimedRow {
  id: string;
  endpoint_id: string;
  body: string;
  attempt_count: number;
  url: string;
  secret_sealed: string;
  /** Null once the previous secret's 24 h are over. */
  previous_secret_sealed: string | null;
}

const DISABLED_REASON = 'Every delivery failed for 3 days';
const UNREADABLE_SECRET =
  'The signing secret cannot be decrypted (WEBHOOK_SECRET_KEY or SESSION_SECRET changed?): rotate the secret';

/**
 * Sends the webhook outbox, like the mail worker (one in every instance, polling): a round claims
 * due deliveries of enabled endpoints whose token (if any) is live, in one statement that moves
 * them to `sending` with a lock longer than the worst attempt (`FOR UPDATE SKIP LOCKED`: another
 * instance neither waits for nor re-claims them), POSTs each signed, and records the attempt. A
 * failure is retried per the schedule with the same id and body; a delivery whose worker died
 * mid-send is claimed again when its lock expires.
 */
export class WebhookWorker {
  private readonly batchSize: number;
  private readonly timeoutMs: number;
  private readonly poller: OutboxPoller;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: WebhookWorkerOptions,
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
    this.poller = new OutboxPoller('webhook worker', () => this.sendBatch(), {
      pollMs: options.pollMs,
      batchSize: this.batchSize,
    });
  }

  start(): void {
    this.poller.start();
  }

  /** Waits for the round in progress, briefly (its claims expire and are retried). */
  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Claims and sends one batch; returns how many deliveries it claimed. */
  async sendBatch(): Promise<number> {
    const result: [ClaimedRow[], number] = await this.dataSource.query(
      `UPDATE "webhook_deliveries" d
          SET "status" = 'sending', "attempt_count" = d."attempt_count" + 1,
              "locked_until" = now() + make_interval(secs => $2::double precision / 1000)
         FROM "webhook_endpoints" e
        WHERE e."id" = d."endpoint_id" AND d."id" IN (
          SELECT c."id" FROM "webhook_deliveries" c
            JOIN "webhook_endpoints" ce ON ce."id" = c."endpoint_id"
            LEFT JOIN "api_tokens" t ON t."id" = ce."token_id"
           WHERE ((c."status" = 'pending' AND c."next_attempt_at" <= now())
               OR (c."status" = 'sending' AND c."locked_until" < now()))
             AND ce."enabled" AND (ce."token_id" IS NULL OR t."revoked_at" IS NULL)
           ORDER BY c."next_attempt_at"
           LIMIT $1
           FOR UPDATE OF c SKIP LOCKED)
        RETURNING d."id", d."endpoint_id", d."body", d."attempt_count", e."url", e."secret_sealed",
                  CASE WHEN e."previous_secret_expires_at" > now() THEN e."previous_secret_sealed" END
                    AS "previous_secret_sealed"`,
      // The lock outlasts every attempt of the batch (they run concurrently) with room to record them.
      [this.batchSize, this.timeoutMs * 3],
    );
    const claimed = result[0];
    // A trace per batch that found work (each POST a child span carrying `traceparent`); empty polls make none.
    if (claimed.length === 0) return 0;
    await inSpan('webhook outbox batch', { 'outbox.batch.size': claimed.length }, () =>
      Promise.all(claimed.map((row) => this.attempt(row))),
    );
    return claimed.length;
  }

  private async attempt(row: ClaimedRow): Promise<void> {
    const at = new Date().toISOString();
    let secrets: string[];
    try {
      secrets = [row.secret_sealed, row.previous_secret_sealed]
        .filter((sealed): sealed is string => sealed !== null)
        .map((sealed) => decryptSecret(this.options.secretKey, sealed));
    } catch {
      // Nothing is sent unsigned: the attempt fails with a reason the admin can act on.
      await this.record(row, at, { ok: false, statusCode: null, durationMs: 0, excerpt: UNREADABLE_SECRET });
      return;
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'user-agent': 'HomeTunnel-Webhooks/1',
      'webhook-id': row.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, row.id, timestamp, row.body),
    };
    const result = await postWebhook(row.url, headers, row.body, this.options.policy, this.timeoutMs);
    await this.record(row, at, result);
  }

  private async record(row: ClaimedRow, at: string, result: AttemptResult): Promise<void> {
    const attempt: StoredAttempt = {
      at,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      responseExcerpt: result.excerpt,
    };
    const retryMs = result.ok ? null : nextRetryDelayMs(this.options.retryScheduleMs, row.attempt_count);
    const status = result.ok ? 'succeeded' : retryMs === null ? 'failed' : 'pending';
    await this.dataSource.query(
      `UPDATE "webhook_deliveries"
          SET "status" = $2::varchar, "attempts" = "attempts" || jsonb_build_array($3::jsonb), "locked_until" = NULL,
              "delivered_at" = CASE WHEN $2::varchar = 'succeeded' THEN now() ELSE "delivered_at" END,
              "next_attempt_at" = now() + make_interval(secs => $4::double precision / 1000)
        WHERE "id" = $1`,
      [row.id, status, JSON.stringify(attempt), retryMs ?? 0],
    );
    countOutboxAttempt('webhook', result.ok ? 'sent' : retryMs === null ? 'failed' : 'retry');
    if (result.ok) {
      await this.dataSource.query(
        `UPDATE "webhook_endpoints" SET "failing_since" = NULL WHERE "id" = $1 AND "failing_since" IS NOT NULL`,
        [row.endpoint_id],
      );
    } else {
      logger.info({ deliveryId: row.id, statusCode: result.statusCode, status }, 'webhook: attempt failed');
      await this.failed(row.endpoint_id);
    }
  }

  /** Notes the first failure of a run; after 3 days of failing the endpoint is disabled, once. */
  private async failed(endpointId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "webhook_endpoints" SET "failing_since" = now() WHERE "id" = $1 AND "failing_since" IS NULL`,
      [endpointId],
    );
    await this.dataSource.transaction(async (manager) => {
      // The row lock makes one concurrent failure the one that disables it (and mails about it).
      const [rows]: [{ id: string; url: string }[], number] = await manager.query(
        `UPDATE "webhook_endpoints"
            SET "enabled" = false, "disabled_reason" = $2, "updated_at" = now()
          WHERE "id" = $1 AND "enabled"
            AND "failing_since" <= now() - make_interval(secs => $3::double precision / 1000)
          RETURNING "id", "url"`,
        [endpointId, DISABLED_REASON, DISABLE_AFTER_FAILING_MS],
      );
      if (!rows[0]) return;
      logger.warn({ endpointId }, 'webhook: endpoint disabled after failing for 3 days');
      await this.options.onDisabled?.(manager, rows[0]);
    });
  }
}
