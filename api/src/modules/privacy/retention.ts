import type { DataSource, EntityManager } from 'typeorm';
import { whenLockFree } from '../../db/advisory-lock';
import {
  ACCOUNT_INACTIVITY_YEARS,
  CONNECTION_DATA_DAYS,
  PAYMENT_RECORDS_YEARS,
  SUPPORT_RECORDS_YEARS,
} from '@hometunnel/rules';
import { deleteExpiredLimits } from '../../auth/rate-limits';
import type { AccountRecordsService } from '../accounts/account-records.service';
import type { MailService } from '../mail/mail.service';
import type { OrderRecordsService } from '../orders/order-records.service';
import type { SupportService } from '../support/support.service';
import type { TrackingService } from '../tracking/tracking.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import type { PrivacyService } from './privacy.service';

/** The advisory lock every replica's run tries first: one run at a time across the shop. */
export const RETENTION_LOCK_KEY = 7_265_030_001;
/** Inactive accounts erased per run (the next run takes the rest). */
const ACCOUNTS_PER_RUN = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDeps {
  privacy: PrivacyService;
  accountRecords: AccountRecordsService;
  orders: OrderRecordsService;
  support: SupportService;
  tracking: TrackingService;
  mail: MailService;
  webhooks: WebhooksService;
}

/** What one run did (null when another replica's run held the lock). */
export interface RetentionReport {
  ticketsDeleted: number;
  mailsDeleted: number;
  accountsErased: number;
  checkoutEventsDeleted: number;
  rateLimitsDeleted: number;
  ordersDeleted: number;
  webhookDeliveriesDeleted: number;
}

/**
 * Days of raw checkout events deleted per run at most, so a backlog (the first run on an old
 * shop) is worked off over a few runs, each within the statement timeouts.
 */
const CONNECTION_DATA_DAYS_PER_RUN = 7;

/** `years` calendar years before `now` (UTC). */
export function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

/**
 * The cut-off of connection data: the UTC midnight that starts the day `CONNECTION_DATA_DAYS`
 * before `now`'s day, so raw events are deleted whole days at a time and none is older than
 * 30 days (plus the hours of the day in progress) for long.
 */
export function connectionDataCutoff(now: Date): Date {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(today - CONNECTION_DATA_DAYS * DAY_MS);
}

/**
 * The Privacy Policy's "How long we keep data", applied: support records (tickets, and the mails
 * we sent) 2 years after their last activity, accounts 3 years after theirs (erased as a deletion does), connection data
 * (raw checkout events, whose daily funnel counts stay; rate-limit counters; webhook deliveries sent)
 * 30 days, orders 7 years.
 * One transaction under `pg_try_advisory_xact_lock`: with many replicas, one runs, the others skip.
 */
export class RetentionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: RetentionDeps,
  ) {}

  async run(now: Date = new Date()): Promise<RetentionReport | null> {
    return whenLockFree(this.dataSource, RETENTION_LOCK_KEY, async (manager) => {
      const ticketsDeleted = await this.deps.support.deleteInactiveBefore(
        manager,
        yearsBefore(now, SUPPORT_RECORDS_YEARS),
      );
      const mailsDeleted = await this.deps.mail.deleteDoneBefore(
        manager,
        yearsBefore(now, SUPPORT_RECORDS_YEARS),
      );
      const inactive = await this.deps.accountRecords.lockInactive(
        manager,
        yearsBefore(now, ACCOUNT_INACTIVITY_YEARS),
        ACCOUNTS_PER_RUN,
      );
      for (const account of inactive) await this.deps.privacy.eraseAccount(manager, account);
      const checkoutEventsDeleted = await this.deleteConnectionData(manager, now);
      const rateLimitsDeleted = await deleteExpiredLimits(manager, now);
      const ordersDeleted = await this.deps.orders.deleteOlderThan(
        manager,
        yearsBefore(now, PAYMENT_RECORDS_YEARS),
      );
      // What was sent to integrations (bodies hold customer data) is a delivery log: 30 days.
      const webhookDeliveriesDeleted = await this.deps.webhooks.deleteDoneBefore(
        manager,
        connectionDataCutoff(now),
      );
      return {
        ticketsDeleted,
        mailsDeleted,
        accountsErased: inactive.length,
        checkoutEventsDeleted,
        rateLimitsDeleted,
        ordersDeleted,
        webhookDeliveriesDeleted,
      };
    });
  }

  /**
   * Raw checkout events of whole days before the 30-day cut-off are deleted, oldest first; the
   * funnel's daily counts were kept as they were written and stay.
   */
  private async deleteConnectionData(manager: EntityManager, now: Date): Promise<number> {
    const cutoff = connectionDataCutoff(now);
    const oldest = await this.deps.tracking.oldestEventAt(manager);
    if (!oldest || oldest >= cutoff) return 0;
    const batchEnd = Math.floor(oldest.getTime() / DAY_MS) * DAY_MS + CONNECTION_DATA_DAYS_PER_RUN * DAY_MS;
    return this.deps.tracking.deleteBefore(manager, new Date(Math.min(batchEnd, cutoff.getTime())));
  }
}
