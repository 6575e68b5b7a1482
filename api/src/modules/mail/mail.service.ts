import type { DataSource, EntityManager } from 'typeorm';
import { requireAdmin, type Actor } from '../../common/actor';
import { badInput, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { keysetPage, type PageRequest, type PageResult } from '../../common/keyset';
import { countOf } from '../../db/list-counts';
import type { SqlStatement } from '../../db/statement';
import type { Language } from '@hometunnel/rules';
import {
  mailSubject,
  type MailTemplate,
  type ShopIdentity,
  type StoredMailTemplate,
} from '../../mail/templates';
import { MailBodies } from './mail-bodies';
import { isMailStatus, MAIL_STATUSES, OutboxMail } from './outbox-mail.entity';

export type MailKind = MailTemplate['kind'];

/** A mail to write: its template and data; the outbox renders it when it is sent. */
export interface OutgoingMail<T extends MailTemplate = MailTemplate> {
  to: string;
  template: T;
  /** What it is written in (common/language.ts's recipientLanguage for a customer's mail). */
  language: Language;
  /** Same key twice = one mail (e.g. `order-confirmation:<orderId>`). */
  dedupeKey?: string;
}

/** The Mail screen pages through the outbox newest first; each row carries both bodies. */
export const MAIL_PAGE_DEFAULT = 50;
export const MAIL_PAGE_MAX = 200;

export const mailMessages = {
  notFound: 'Mail not found',
  unknownStatus: `Status must be one of ${MAIL_STATUSES.join(', ')}`,
} as const;

const SUBJECT_MAX = 300;

/** A header value on one line (no CR/LF header injection), within the column. */
function headerValue(value: string, max: number): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, max);
}

export class MailService {
  /** Renders the bodies of mails written but not yet rendered (see MailBodies). */
  readonly bodies: MailBodies;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: { deliver: boolean; shop: ShopIdentity },
  ) {
    this.bodies = new MailBodies(dataSource, options.shop);
  }

  /** True when SMTP_URL is set: new mails wait for the worker; otherwise they are kept `held`. */
  get delivers(): boolean {
    return this.options.deliver;
  }

  /**
   * Writes the mail in the caller's transaction: it is sent only if that commits. Only the
   * template, its data and the subject are written: the bodies are rendered by whoever sends or
   * first reads the mail, outside the request. A second mail with the same `dedupeKey` is dropped
   * (the first one stands), without failing the transaction.
   */
  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<void> {
    const statement = this.enqueueStatement(mail);
    await manager.query(statement.text, statement.values);
  }

  /** The outbox row of `mail` as a statement, for a caller that writes it with others (db/statement). */
  enqueueStatement(mail: OutgoingMail): SqlStatement {
    // The language travels in the stored template, so whoever renders the row writes in it.
    const stored: StoredMailTemplate = { ...mail.template, language: mail.language };
    return {
      text: `INSERT INTO "mail_outbox" ("kind", "to_address", "subject", "template", "status", "dedupe_key")
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("dedupe_key") DO NOTHING`,
      values: [
        mail.template.kind,
        headerValue(mail.to, 254),
        headerValue(mailSubject(stored, this.options.shop), SUBJECT_MAX),
        JSON.stringify(stored),
        this.options.deliver ? 'pending' : 'held',
        mail.dedupeKey ?? null,
      ],
    };
  }

  /** A page of the outbox, newest first (admins only: mails hold addresses and single-use links). */
  async page(actor: Actor, request: PageRequest, status?: string | null): Promise<PageResult<OutboxMail>> {
    requireAdmin(actor);
    if (status !== undefined && status !== null && !isMailStatus(status))
      throw badInput(mailMessages.unknownStatus);
    const query = this.dataSource.getRepository(OutboxMail).createQueryBuilder('m');
    if (status) query.where('"m"."status" = :status', { status });
    // Bodies are rendered only where asked for (MailResolver's html/text, the REST list).
    return keysetPage(query, 'm', request, () =>
      countOf(this.dataSource, 'mail_outbox', status ?? undefined),
    );
  }

  /** The outbox by offset (the deprecated `adminMails`). */
  async list(actor: Actor, page: { limit?: number; offset?: number } = {}): Promise<OutboxMail[]> {
    requireAdmin(actor);
    const take = Math.min(Math.max(1, Math.trunc(page.limit ?? MAIL_PAGE_DEFAULT)), MAIL_PAGE_MAX);
    const skip = Math.max(0, Math.trunc(page.offset ?? 0));
    return this.dataSource.getRepository(OutboxMail).find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
      skip,
    });
  }

  async get(actor: Actor, id: string): Promise<OutboxMail> {
    requireAdmin(actor);
    const mail = isUuid(id) ? await this.dataSource.getRepository(OutboxMail).findOneBy({ id }) : null;
    if (!mail) throw notFound(mailMessages.notFound);
    return mail;
  }

  /**
   * Deletes mails written before `before` that are done with (sent, failed or held: nothing will
   * send them), with the caller's transaction: the retention of support records. Returns how many.
   */
  async deleteDoneBefore(manager: EntityManager, before: Date): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `DELETE FROM "mail_outbox" WHERE "created_at" < $1 AND "status" IN ('sent', 'failed', 'held')`,
      [before],
    );
    return affected;
  }

  /** The mails written to this address, for its owner's data export (the text part, not the HTML). */
  async mailsTo(address: string): Promise<Record<string, unknown>[]> {
    await this.bodies.renderTo(address);
    return this.dataSource.query(
      `SELECT "kind", "subject", "text", "status", "created_at" AS "createdAt", "sent_at" AS "sentAt"
         FROM "mail_outbox" WHERE lower("to_address") = lower($1) ORDER BY "created_at", "id"`,
      [address],
    );
  }

  /** Deletes every outbox mail to this address (its owner's erasure), with the caller's transaction. */
  async deleteTo(manager: EntityManager, address: string): Promise<void> {
    await manager.query(`DELETE FROM "mail_outbox" WHERE lower("to_address") = lower($1)`, [address]);
  }
}
