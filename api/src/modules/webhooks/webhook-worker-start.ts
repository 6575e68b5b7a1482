import type { DataSource } from 'typeorm';
import type { WebhookConfig } from '../../config';
import type { AccountsService } from '../accounts/accounts.service';
import type { MailService } from '../mail/mail.service';
import { WebhookWorker } from './webhook-worker';
import { secretCipherKey } from './webhooks.rules';

/**
 * This instance's webhook worker (none with WEBHOOK_POLL_MS=0). When it disables an endpoint that
 * failed for 3 days, every admin gets a mail through the outbox, in the same transaction.
 */
export function startWebhookWorker(
  dataSource: DataSource,
  config: WebhookConfig,
  deps: { mail: MailService; accounts: AccountsService },
): WebhookWorker | undefined {
  if (config.pollMs === 0) return undefined;
  const worker = new WebhookWorker(dataSource, {
    policy: config,
    secretKey: secretCipherKey(config.secretKey),
    retryScheduleMs: config.retryScheduleMs,
    pollMs: config.pollMs,
    async onDisabled(manager, endpoint) {
      for (const to of await deps.accounts.adminAddresses(manager))
        await deps.mail.enqueue(manager, {
          template: { kind: 'webhook-disabled', url: endpoint.url },
          // To the admins, who work in English.
          language: 'en',
          to,
          dedupeKey: `webhook-disabled:${endpoint.id}:${to}`,
        });
    },
  });
  worker.start();
  return worker;
}
