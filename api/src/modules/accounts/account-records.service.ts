import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../../common/logger';
import { endSessions } from './account-email.service';

/** What the data export shows of the account itself (never the password hash). */
export interface AccountRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastActiveAt: Date;
}

/** One account to erase: its id and its address (other modules find their rows by either). */
export interface AccountToErase {
  id: string;
  email: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts whose activity this process noted today; cleared when it grows past this. */
const NOTED_MAX = 50_000;

/**
 * The account side of the data rights (export, erasure) and of retention ("3 years after last
 * activity"): `last_active_at`, kept fresh cheaply, and the erasure of the row with its sessions.
 */
export class AccountRecordsService {
  private readonly notedToday = new Map<string, number>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * A signed-in request of this account: `last_active_at` moves on at most once a day per account
   * and process (one UPDATE, fire-and-forget), so a busy session costs no write per request.
   */
  noteActivity(userId: string, now = Date.now()): void {
    const day = Math.floor(now / DAY_MS);
    if (this.notedToday.get(userId) === day) return;
    if (this.notedToday.size >= NOTED_MAX) this.notedToday.clear();
    this.notedToday.set(userId, day);
    this.dataSource
      .query(
        `UPDATE "users" SET "last_active_at" = now()
          WHERE "id" = $1 AND "last_active_at" < now() - INTERVAL '1 hour'`,
        [userId],
      )
      .catch((error: unknown) => {
        this.notedToday.delete(userId);
        logger.warn({ err: (error as Error).message }, 'could not note account activity');
      });
  }

  async accountRecord(userId: string): Promise<AccountRecord | null> {
    const rows: AccountRecord[] = await this.dataSource.query(
      `SELECT "id", "email", "first_name" AS "firstName", "last_name" AS "lastName", "role",
              "email_verified_at" AS "emailVerifiedAt", "created_at" AS "createdAt",
              "updated_at" AS "updatedAt", "last_active_at" AS "lastActiveAt"
         FROM "users" WHERE "id" = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** Locks the account's row until `manager`'s transaction ends; null when it is gone. */
  async lockForErasure(manager: EntityManager, userId: string): Promise<AccountToErase | null> {
    const rows: AccountToErase[] = await manager.query(
      `SELECT "id", "email" FROM "users" WHERE "id" = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /**
   * Accounts (never an admin: the shop must keep its operators) inactive since `before`, their
   * rows locked (others skipped: a replica's run or a request holds them) until the transaction ends.
   */
  async lockInactive(manager: EntityManager, before: Date, limit: number): Promise<AccountToErase[]> {
    return manager.query(
      `SELECT "id", "email" FROM "users"
        WHERE "last_active_at" < $1 AND "role" <> 'admin'
        ORDER BY "last_active_at" LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [before, limit],
    );
  }

  /**
   * Deletes the account row, its single-use tokens and every session of it, with the caller's
   * transaction. Its cart lines and subscriptions go with the row (ON DELETE CASCADE); the other
   * modules anonymise or delete their own rows first (PrivacyService). The address is free again.
   */
  async erase(manager: EntityManager, userId: string): Promise<void> {
    await endSessions(manager, userId);
    await manager.query(`DELETE FROM "account_tokens" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "users" WHERE "id" = $1`, [userId]);
  }
}
