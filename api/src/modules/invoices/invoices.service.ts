import { randomUUID } from 'node:crypto';
import { recipientLanguage } from '../../common/language';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { formatCents, toCents, type Cents } from '@hometunnel/rules';
import type { Actor } from '../../common/actor';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../../common/app-error';
import { isUuid } from '../../common/check';
import type { OrderRecordsService } from '../orders/order-records.service';
import type { SellerConfig } from '../payments/payments.config';
import { creditNoteSnapshot, leftToCredit } from './credit-note';
import { Invoice } from './invoice.entity';
import { linkIsValid, signedQuery } from './invoice-links';
import { giveBackNumber, takeNumber } from './invoice-numbers';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceSnapshot, type InvoiceSnapshot, type InvoiceSource } from './invoice-snapshot';
import {
  DOWNLOAD_LINK_DAYS,
  invoiceFileName,
  invoiceMessages,
  invoiceNumber,
  invoiceSeries,
  MAX_REASON_LENGTH,
  type InvoiceKind,
} from './invoices.rules';

export interface InvoicesDeps {
  seller: SellerConfig;
  /** PUBLIC_URL: download links are absolute (they travel in mails). */
  publicUrl: string;
  /** invoiceLinkKey(config.sessionSecret). */
  linkKey: Buffer;
  orders: Pick<OrderRecordsService, 'ownerOf'>;
  /** The clock of issue dates and link expiry; tests pin it. */
  now?: () => Date;
}

export interface InvoiceFile {
  filename: string;
  content: Buffer;
}

/** Columns a list shows; the snapshot is read only to print a document. */
const LISTED = {
  id: true,
  orderId: true,
  kind: true,
  number: true,
  refersTo: true,
  total: true,
  currency: true,
  issuedAt: true,
} as const;

/**
 * Invoices and credit notes: issued inside the transaction that records a payment or a refund
 * (the order's hooks), numbered gap-free per kind and year, never changed afterwards.
 */
export class InvoicesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: InvoicesDeps,
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * The invoice of a paid order, from the order's stored figures; an order that already has one
   * gets that one back (a repeated payment event issues nothing).
   */
  async issueInvoice(manager: EntityManager, source: InvoiceSource): Promise<Invoice> {
    const existing = await this.invoiceOf(manager, source.order.id);
    if (existing) return existing;
    const issuedAt = this.now();
    const series = invoiceSeries('invoice', issuedAt);
    const no = await takeNumber(manager, series);
    // Holding the counter now, a concurrent issue for the same order has committed or will wait.
    const raced = await this.invoiceOf(manager, source.order.id);
    if (raced) {
      await giveBackNumber(manager, series);
      return raced;
    }
    const number = invoiceNumber('invoice', issuedAt, no);
    // The account's language at the time (else the checkout's): the document never changes after.
    const language = await recipientLanguage(manager, source.order, source.order.language);
    const snapshot = invoiceSnapshot(source, this.deps.seller, { number, issuedAt, language });
    return this.insert(manager, {
      kind: 'invoice',
      series,
      no,
      refersTo: null,
      orderId: source.order.id,
      snapshot,
      issuedAt,
    });
  }

  /**
   * A credit note over `amountCents` of the order's invoice (a refund, whole or partial), VAT
   * split in proportion to the invoice's. Refuses more than is left to credit on the invoice.
   */
  async issueCreditNote(
    manager: EntityManager,
    credit: { orderId: string; amountCents: Cents; reason: string },
  ): Promise<Invoice> {
    const reason = credit.reason.trim().replace(/\s+/g, ' ');
    if (!reason || reason.length > MAX_REASON_LENGTH) throw badInput(invoiceMessages.reason);
    if (!Number.isSafeInteger(credit.amountCents) || credit.amountCents < 1)
      throw badInput(invoiceMessages.amount);
    // Locked: two refunds of one order credit one after the other, each seeing the other's note.
    const invoice = await manager
      .getRepository(Invoice)
      .findOne({ where: { orderId: credit.orderId, kind: 'invoice' }, lock: { mode: 'pessimistic_write' } });
    if (!invoice) throw conflict(invoiceMessages.noInvoice);
    const [{ credited }]: { credited: string }[] = await manager.query(
      `SELECT COALESCE(SUM("total"), 0)::text AS "credited" FROM "invoices" WHERE "refers_to" = $1`,
      [invoice.id],
    );
    const creditedBefore = toCents(credited);
    if (creditedBefore + credit.amountCents > toCents(invoice.total))
      throw conflict(
        invoiceMessages.overCredit(invoice.number, leftToCredit(invoice.snapshot, creditedBefore)),
      );
    const issuedAt = this.now();
    const series = invoiceSeries('credit_note', issuedAt);
    const no = await takeNumber(manager, series);
    const number = invoiceNumber('credit_note', issuedAt, no);
    const snapshot = creditNoteSnapshot(
      invoice,
      { creditedBefore, amount: credit.amountCents, reason },
      { number, issuedAt },
    );
    return this.insert(manager, {
      kind: 'credit_note',
      series,
      no,
      refersTo: invoice.id,
      orderId: credit.orderId,
      snapshot,
      issuedAt,
    });
  }

  /** The documents of many orders in one query, oldest first, grouped in the order of `orderIds`. */
  async forOrders(orderIds: readonly string[]): Promise<Invoice[][]> {
    if (orderIds.length === 0) return [];
    const rows = await this.dataSource.getRepository(Invoice).find({
      select: LISTED,
      where: { orderId: In([...orderIds]) },
      order: { issuedAt: 'ASC', number: 'ASC' },
    });
    const byOrder = new Map<string, Invoice[]>(orderIds.map((id) => [id, []]));
    for (const row of rows) byOrder.get(row.orderId)?.push(row);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  }

  /** The document as a PDF, printed from its snapshot. */
  async pdf(invoiceId: string): Promise<Buffer> {
    return renderInvoicePdf((await this.find(invoiceId)).snapshot);
  }

  /**
   * The PDF as a mail attachment (the payment mail attaches the invoice). Pass the paying
   * transaction's manager to attach an invoice it has just issued, before it commits.
   */
  async invoiceAttachment(
    invoiceId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<InvoiceFile> {
    return this.file(await this.find(invoiceId, manager));
  }

  /**
   * What the payment mail says of the order's invoice (number and a signed link), read with the
   * paying transaction's manager right after the `paid` hook issued it; null without one.
   */
  async paymentMailInvoice(
    manager: EntityManager,
    orderId: string,
  ): Promise<{ id: string; number: string; url: string } | null> {
    const invoice = await this.invoiceOf(manager, orderId);
    return invoice && { id: invoice.id, number: invoice.number, url: this.downloadUrl(invoice) };
  }

  /** A download link that works without a session for DOWNLOAD_LINK_DAYS. */
  downloadUrl(invoice: Pick<Invoice, 'id'>): string {
    const expires = Math.floor(this.now().getTime() / 1000) + DOWNLOAD_LINK_DAYS * 86_400;
    return `${this.deps.publicUrl}/api/invoices/${invoice.id}.pdf?${signedQuery(this.deps.linkKey, invoice.id, expires)}`;
  }

  /**
   * A document for `GET /api/invoices/:id.pdf`: with a link's `expires` and `sig`, for anyone
   * holding a valid one (403 otherwise); without, for the order's signed-in owner and staff.
   * Anyone else's document is the same 404 as a missing one.
   */
  async download(
    actor: Actor,
    invoiceId: string,
    link: { expires: string; sig: string } | null,
  ): Promise<InvoiceFile> {
    if (link) {
      if (!linkIsValid(this.deps.linkKey, invoiceId, link, Math.floor(this.now().getTime() / 1000)))
        throw forbidden(invoiceMessages.badLink);
      return this.invoiceAttachment(invoiceId);
    }
    if (actor.kind === 'guest') throw unauthenticated();
    const invoice = await this.find(invoiceId);
    const staff = actor.kind === 'integration' || actor.role === 'admin';
    if (!staff && (await this.deps.orders.ownerOf(invoice.orderId)) !== actor.userId)
      throw notFound(invoiceMessages.notFound);
    return this.file(invoice);
  }

  private async file(invoice: Invoice): Promise<InvoiceFile> {
    return {
      filename: invoiceFileName(invoice.kind, invoice.number),
      content: await renderInvoicePdf(invoice.snapshot),
    };
  }

  private async find(invoiceId: string, manager = this.dataSource.manager): Promise<Invoice> {
    const invoice = isUuid(invoiceId)
      ? await manager.getRepository(Invoice).findOneBy({ id: invoiceId })
      : null;
    if (!invoice) throw notFound(invoiceMessages.notFound);
    return invoice;
  }

  private invoiceOf(manager: EntityManager, orderId: string): Promise<Invoice | null> {
    return manager.getRepository(Invoice).findOneBy({ orderId, kind: 'invoice' });
  }

  private async insert(
    manager: EntityManager,
    row: {
      kind: InvoiceKind;
      series: string;
      no: number;
      refersTo: string | null;
      orderId: string;
      snapshot: InvoiceSnapshot;
      issuedAt: Date;
    },
  ): Promise<Invoice> {
    const invoice = manager.getRepository(Invoice).create({
      id: randomUUID(),
      orderId: row.orderId,
      kind: row.kind,
      series: row.series,
      no: row.no,
      number: row.snapshot.number,
      refersTo: row.refersTo,
      snapshot: row.snapshot,
      total: formatCents(toCents(row.snapshot.totals.gross)),
      currency: 'EUR',
      issuedAt: row.issuedAt,
    });
    await manager.query(
      `INSERT INTO "invoices" ("id", "order_id", "kind", "series", "no", "number", "refers_to", "snapshot", "total", "currency", "created_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        invoice.id,
        invoice.orderId,
        invoice.kind,
        invoice.series,
        invoice.no,
        invoice.number,
        invoice.refersTo,
        JSON.stringify(invoice.snapshot),
        invoice.total,
        invoice.currency,
        invoice.issuedAt,
      ],
    );
    return invoice;
  }
}
