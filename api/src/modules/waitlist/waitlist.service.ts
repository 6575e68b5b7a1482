import { createHash } from 'node:crypto';
import type { Language } from '@hometunnel/rules';
import { languageOrDefault, recipientLanguage } from '../../common/language';
import type { DataSource, EntityManager } from 'typeorm';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import { invalidCharactersMessage, isUnsafeText } from '../../common/check';
import { keysetPage, type PageRequest, type PageResult } from '../../common/keyset';
import { countOf } from '../../db/list-counts';
import { normalizeEmail } from '../accounts/accounts.rules';
import type { CatalogService } from '../catalog/catalog.service';
import type { MailService } from '../mail/mail.service';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import { WaitlistEntry } from './waitlist-entry.entity';
import { waitlistMessages } from './waitlist.rules';

const MAX_WAITLIST_LISTED = 1000;

export interface JoinResult {
  message: string;
  created: boolean;
}

export interface WaitlistDeps {
  catalog: CatalogService;
  mail: MailService;
  webhooks: WebhookEmitter;
}

export class WaitlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly perAddress: Limiter,
    private readonly deps: WaitlistDeps,
  ) {}

  /**
   * One statement, safe under concurrency: the unique (email, product) index turns a second join
   * (double click, retry, another tab) into a no-op instead of an error or a duplicate. Each
   * address may sign up a bounded number of times per window. The receipt is written with the
   * entry (one transaction), so it goes once per address and product.
   */
  async join(
    actor: Actor,
    input: { email: string; productId: string; language?: Language | null },
    clientIp: string,
  ): Promise<JoinResult> {
    await consumeOrThrow(this.perAddress, clientIp, waitlistMessages.tooMany);
    const email = normalizeEmail(input.email);
    const productId = input.productId.trim();
    // The web sends the catalog id; any other text is kept as it came and named as it is.
    const product = await this.deps.catalog.findProduct(productId);
    const receipt = { kind: 'waitlist-receipt' as const, productName: product?.name ?? productId };
    const created = await this.dataSource.transaction(async (manager) => {
      const userId = actor.kind === 'user' ? actor.userId : null;
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO "waitlist_entries" ("email", "product_id", "user_id", "language") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("email", "product_id") DO NOTHING RETURNING "id"`,
        [email, productId, userId, languageOrDefault(input.language)],
      );
      if (rows.length === 0) return false;
      await this.deps.mail.enqueue(manager, {
        template: receipt,
        to: email,
        language: await recipientLanguage(manager, { userId }, input.language),
        dedupeKey: receiptKey(email, productId),
      });
      const entry = await manager.getRepository(WaitlistEntry).findOneByOrFail({ id: rows[0].id });
      await this.deps.webhooks.emit(manager, 'waitlist.joined', entry);
      return true;
    });
    return { message: waitlistMessages.joined, created };
  }

  /** A page of the entries, or of those for `productId`, newest first. */
  async page(
    actor: Actor,
    request: PageRequest,
    productId?: string | null,
  ): Promise<PageResult<WaitlistEntry>> {
    requireStaff(actor, 'read');
    if (productId && isUnsafeText(productId)) throw badInput(invalidCharactersMessage('Product'));
    const query = this.dataSource.getRepository(WaitlistEntry).createQueryBuilder('w');
    if (productId) query.where('"w"."product_id" = :productId', { productId });
    return keysetPage(query, 'w', request, () => this.count(actor, productId));
  }

  /** The deprecated unpaged list (`adminWaitlist`): the newest 1000 only. */
  async list(actor: Actor, productId?: string | null): Promise<WaitlistEntry[]> {
    requireStaff(actor, 'read');
    // PostgreSQL cannot even compare text holding a NUL byte: a 400, not a failed query.
    if (productId && isUnsafeText(productId)) throw badInput(invalidCharactersMessage('Product'));
    return this.dataSource.getRepository(WaitlistEntry).find({
      where: productId ? { productId } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MAX_WAITLIST_LISTED,
    });
  }

  /** All entries, or those for `productId`: the trigger-kept list counts (db/list-counts.ts), no scan. */
  async count(actor: Actor, productId?: string | null): Promise<number> {
    requireStaff(actor, 'read');
    if (productId && isUnsafeText(productId)) throw badInput(invalidCharactersMessage('Product'));
    return countOf(this.dataSource, 'waitlist_entries', productId || undefined);
  }

  /**
   * Everyone waiting for `productId`, in the order they joined, read in the caller's transaction
   * (the back-in-stock mailing, when the device's stock comes back).
   */
  async waitingFor(
    manager: EntityManager,
    productId: string,
  ): Promise<{ id: string; email: string; createdAt: Date }[]> {
    return manager.query(
      `SELECT "id", "email", "created_at" AS "createdAt" FROM "waitlist_entries"
        WHERE "product_id" = $1 ORDER BY "created_at", "id"`,
      [productId],
    );
  }

  /** Waitlist entries of this address or account (data export). */
  async entriesOfCustomer(userId: string, email: string): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(
      `SELECT "id", "email", "product_id" AS "productId", "created_at" AS "createdAt"
         FROM "waitlist_entries" WHERE lower("email") = lower($1) OR "user_id" = $2
        ORDER BY "created_at", "id"`,
      [email, userId],
    );
  }

  /** Deletes this address's entries (and the account's), with the caller's transaction. */
  async deleteForCustomer(manager: EntityManager, userId: string, email: string): Promise<void> {
    await manager.query(`DELETE FROM "waitlist_entries" WHERE lower("email") = lower($1) OR "user_id" = $2`, [
      email,
      userId,
    ]);
  }
}

/** One receipt per address and product; a key too long for the outbox column is hashed. */
function receiptKey(email: string, productId: string): string {
  const key = `waitlist-receipt:${email.toLowerCase()}:${productId}`;
  return key.length <= 200 ? key : `waitlist-receipt:${createHash('sha256').update(key).digest('hex')}`;
}
