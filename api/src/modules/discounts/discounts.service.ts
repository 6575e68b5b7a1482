import type { DataSource, EntityManager } from 'typeorm';
import {
  BACK_IN_STOCK_DISCOUNT_CENTS,
  BACK_IN_STOCK_VALID_DAYS,
  type Cents,
  DEFAULT_LANGUAGE,
  discountAmountCents,
  discountMessages,
  DISCOUNT_CODE_MAX_INPUT,
  formatCents,
  isDiscountValidDays,
  isEmailAddress,
  normalizeDiscountCode,
  normalizeEmail,
  toCents,
  type Language,
} from '@hometunnel/rules';
import { requireAdmin, requireStaff, type Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import { isUnsafeText } from '../../common/check';
import { keysetPage, type PageRequest, type PageResult } from '../../common/keyset';
import { recipientLanguage } from '../../common/language';
import { pagePath, type ShopIdentity } from '../../mail/templates';
import type { BackInStockListener, CatalogService } from '../catalog/catalog.service';
import type { MailService } from '../mail/mail.service';
import type { WaitlistService } from '../waitlist/waitlist.service';
import { DiscountCode } from './discount-code.entity';
import { codeProblem, generateDiscountCode, type CodeState } from './discounts.rules';

export interface DiscountsDeps {
  mail: MailService;
  shop: ShopIdentity;
  waitlist: WaitlistService;
  catalog: CatalogService;
}

export interface IssueCommand {
  email: string;
  amountCents: Cents;
  validDays: number;
  /** The restocked device, for a back-in-stock code. */
  productId?: string | null;
  /** One code per waitlist entry: a second issue for the same entry returns null. */
  waitlistEntryId?: string | null;
  /** The admin who issued it by hand. */
  createdBy?: string | null;
}

/** A code that may be used, with what it takes off. */
export interface UsableCode {
  code: string;
  amountCents: Cents;
}

/** Attempts at a code nobody has yet; with 10^12 codes a second attempt is already rare. */
const MAX_CODE_ATTEMPTS = 5;

/**
 * Discount codes: issued (by hand, or per waitlist entry when a device is back), checked for a
 * quote, held by the order that carries it, used when that order is paid, released when it is
 * cancelled. Every change of a code's state is one conditional statement, so concurrent orders
 * with one code cannot both carry it.
 */
export class DiscountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: DiscountsDeps,
  ) {}

  /**
   * A new code in the caller's transaction, or null when `waitlistEntryId` already has one (the
   * unique index decides, also between two restocks at once).
   */
  async issue(manager: EntityManager, command: IssueCommand): Promise<DiscountCode | null> {
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO "discount_codes"
           ("code", "email", "amount", "expires_at", "product_id", "waitlist_entry_id", "created_by")
         VALUES ($1, $2, $3, now() + make_interval(days => $4), $5, $6, $7)
         ON CONFLICT DO NOTHING RETURNING "id"`,
        [
          generateDiscountCode(),
          normalizeEmail(command.email),
          formatCents(command.amountCents),
          command.validDays,
          command.productId ?? null,
          command.waitlistEntryId ?? null,
          command.createdBy ?? null,
        ],
      );
      if (rows[0]) return manager.getRepository(DiscountCode).findOneByOrFail({ id: rows[0].id });
      if (command.waitlistEntryId) {
        const existing = await manager
          .getRepository(DiscountCode)
          .existsBy({ waitlistEntryId: command.waitlistEntryId });
        if (existing) return null;
      }
    }
    throw new Error('no free discount code after several attempts');
  }

  /** An admin issues a code for an address and mails it, in one transaction. */
  async issueByHand(
    actor: Actor,
    input: { email: unknown; amount: unknown; validDays: unknown },
  ): Promise<DiscountCode> {
    const admin = requireAdmin(actor);
    const email = typeof input.email === 'string' ? normalizeEmail(input.email) : '';
    if (!isEmailAddress(email)) throw badInput(discountMessages.email);
    const amountCents = discountAmountCents(input.amount);
    if (amountCents === undefined) throw badInput(discountMessages.amount);
    if (!isDiscountValidDays(input.validDays)) throw badInput(discountMessages.validDays);
    const validDays = input.validDays;
    return this.dataSource.transaction(async (manager) => {
      const code = await this.issue(manager, { email, amountCents, validDays, createdBy: admin.userId });
      if (!code) throw new Error('a code issued by hand has no waitlist entry to conflict on');
      await this.mailCode(manager, code, null);
      return code;
    });
  }

  /** A page of the codes, newest first (staff: codes are money). */
  async page(actor: Actor, request: PageRequest): Promise<PageResult<DiscountCode>> {
    requireStaff(actor, 'read');
    const query = this.dataSource.getRepository(DiscountCode).createQueryBuilder('d');
    return keysetPage(query, 'd', request, () => this.dataSource.getRepository(DiscountCode).count());
  }

  /**
   * The code as a quote may use it: it exists, is neither held, used nor expired, and, when
   * `email` is given, belongs to that address. Anything else is BAD_USER_INPUT with the reason.
   */
  async usable(codeInput: unknown, email?: string | null): Promise<UsableCode> {
    const code = readCode(codeInput);
    const rows: (CodeState & { amount: string })[] = await this.dataSource.query(
      `SELECT "email", "status", "expires_at" AS "expiresAt", "amount" FROM "discount_codes" WHERE "code" = $1`,
      [code],
    );
    const problem = codeProblem(rows[0], email, new Date());
    if (problem) throw badInput(problem);
    return { code, amountCents: toCents(rows[0].amount) };
  }

  /**
   * Holds the code for `orderId` in the order's transaction: ONE conditional update, so of many
   * orders racing for one code exactly one matches the row while it is still issued; the others
   * get the reason (held, used, expired, someone else's) and their transaction rolls back.
   */
  async hold(
    manager: EntityManager,
    input: { code: unknown; email: string; orderId: string },
  ): Promise<UsableCode> {
    const code = readCode(input.code);
    // pg answers an UPDATE … RETURNING through TypeORM as [rows, affected].
    const [rows]: [{ amount: string }[], number] = await manager.query(
      `UPDATE "discount_codes" SET "status" = 'held', "order_id" = $3
        WHERE "code" = $1 AND "status" = 'issued' AND "expires_at" > now() AND "email" = lower(btrim($2))
        RETURNING "amount"`,
      [code, input.email, input.orderId],
    );
    const held = rows[0];
    if (held) return { code, amountCents: toCents(held.amount) };
    const current: CodeState[] = await manager.query(
      `SELECT "email", "status", "expires_at" AS "expiresAt" FROM "discount_codes" WHERE "code" = $1`,
      [code],
    );
    throw badInput(codeProblem(current[0], input.email, new Date()) ?? discountMessages.used);
  }

  /** The order was paid: its code is used for good. */
  async redeem(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(
      `UPDATE "discount_codes" SET "status" = 'used', "used_at" = now() WHERE "order_id" = $1 AND "status" = 'held'`,
      [orderId],
    );
  }

  /** The order ended unpaid or was cancelled before payment: its code can be used again. */
  async release(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(
      `UPDATE "discount_codes" SET "status" = 'issued', "order_id" = NULL WHERE "order_id" = $1 AND "status" = 'held'`,
      [orderId],
    );
  }

  /** Deletes the codes of this address (its owner's erasure), with the caller's transaction. */
  async deleteForEmail(manager: EntityManager, email: string): Promise<void> {
    await manager.query(`DELETE FROM "discount_codes" WHERE "email" = lower(btrim($1))`, [email]);
  }

  /**
   * The waitlist's promise, in the caller's transaction (the device's available stock went from none
   * to some): each entry for the device without a code gets one, in the order they joined, and one
   * mail with it. Entries coded before are skipped, so units coming back again mail nobody twice.
   * Returns how many were sent.
   */
  async sendBackInStockCodes(manager: EntityManager, productId: string): Promise<number> {
    const entries = await this.deps.waitlist.waitingFor(manager, productId);
    if (entries.length === 0) return 0;
    const coded: { id: string }[] = await manager.query(
      `SELECT "waitlist_entry_id" AS "id" FROM "discount_codes" WHERE "product_id" = $1 AND "waitlist_entry_id" IS NOT NULL`,
      [productId],
    );
    const done = new Set(coded.map((row) => row.id));
    const product = await this.deps.catalog.findProduct(productId);
    let sent = 0;
    for (const entry of entries.filter((candidate) => !done.has(candidate.id))) {
      const code = await this.issue(manager, {
        email: entry.email,
        amountCents: BACK_IN_STOCK_DISCOUNT_CENTS,
        validDays: BACK_IN_STOCK_VALID_DAYS,
        productId,
        waitlistEntryId: entry.id,
      });
      if (!code) continue;
      await this.mailCode(manager, code, product?.name ?? productId);
      sent += 1;
    }
    return sent;
  }

  /** The listener the stock module calls when a device is back. */
  get backInStockListener(): BackInStockListener {
    return {
      backInStock: async (manager, productId) => void (await this.sendBackInStockCodes(manager, productId)),
    };
  }

  /**
   * Writes the code's mail to the outbox in the caller's transaction, once per code: in the
   * language of the waitlist entry it keeps the promise of, else of the address's account.
   */
  async mailCode(manager: EntityManager, code: DiscountCode, productName: string | null): Promise<void> {
    const [entry]: { userId: string | null; language: string }[] = code.waitlistEntryId
      ? await manager.query(
          `SELECT "user_id" AS "userId", "language" FROM "waitlist_entries" WHERE "id" = $1`,
          [code.waitlistEntryId],
        )
      : [];
    const language = await recipientLanguage(manager, entry ?? { email: code.email }, entry?.language);
    await this.deps.mail.enqueue(manager, {
      template: {
        kind: 'discount-code',
        code: code.code,
        amount: code.amount,
        expiresAt: code.expiresAt.toISOString(),
        productName,
        link: discountLink(this.deps.shop.publicUrl, code.code, language),
      },
      to: code.email,
      language,
      dedupeKey: `discount-code:${code.id}`,
    });
  }
}

/** Opens the shop with the code filled in: the web keeps `?discount=` for checkout step 4. */
export function discountLink(publicUrl: string, code: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${publicUrl}${pagePath(language, '/')}?discount=${encodeURIComponent(code)}#shop`;
}

/** A code as typed, in its stored form; anything that cannot be one is "not valid". */
function readCode(input: unknown): string {
  if (typeof input !== 'string' || input.length > DISCOUNT_CODE_MAX_INPUT || isUnsafeText(input))
    throw badInput(discountMessages.invalid);
  return normalizeDiscountCode(input);
}
