import { randomUUID } from 'node:crypto';
import type { Language } from '@hometunnel/rules';
import { languageOrDefault, recipientLanguage } from '../../common/language';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ticketNumber } from '@hometunnel/rules';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import { requireStaff, requireUser, type Actor } from '../../common/actor';
import { badInput, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { keysetPage, type PageRequest, type PageResult } from '../../common/keyset';
import { countOf } from '../../db/list-counts';
import type { MailService } from '../mail/mail.service';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import { TicketMessage } from './ticket-message.entity';
import { Ticket } from './ticket.entity';
import {
  normalizeTicket,
  replyRule,
  ticketMessages,
  ticketStatusRule,
  type TicketFields,
  TicketStatus,
} from './support.rules';

/** Admin lists are bounded: a support queue is worked newest first, not paged through forever. */
const MAX_TICKETS_LISTED = 500;

export interface SupportDeps {
  mail: MailService;
  webhooks: WebhookEmitter;
}

export class SupportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly perAddress: Limiter,
    private readonly deps: SupportDeps,
  ) {}

  /**
   * Anyone may open a ticket; a signed-in sender is remembered so support can find the account.
   * Each address may send a bounded number per window (a form anyone can post is a spam target).
   * The receipt, with the ticket number, is written in the ticket's transaction.
   */
  async submit(
    actor: Actor,
    input: TicketFields & { language?: Language | null },
    clientIp: string,
  ): Promise<Ticket> {
    const fields = normalizeTicket(input);
    await consumeOrThrow(this.perAddress, clientIp, ticketMessages.tooMany);
    const id = randomUUID();
    const receipt = {
      kind: 'ticket-receipt' as const,
      ticket: {
        number: ticketNumber(id),
        fullName: fields.fullName,
        subject: fields.subject,
        message: fields.message,
      },
    };
    return this.dataSource.transaction(async (manager) => {
      const tickets = manager.getRepository(Ticket);
      const saved = await tickets.save(
        tickets.create({
          ...fields,
          id,
          userId: actor.kind === 'user' ? actor.userId : null,
          language: languageOrDefault(input.language),
          status: TicketStatus.open,
        }),
      );
      await this.deps.mail.enqueue(manager, {
        template: receipt,
        to: fields.email,
        language: await recipientLanguage(manager, saved, saved.language),
        dedupeKey: `ticket-receipt:${id}`,
      });
      await this.deps.webhooks.emit(manager, 'ticket.created', saved);
      return saved;
    });
  }

  /**
   * Staff answer a ticket: the reply is kept as the ticket's conversation, mailed to the customer,
   * and an open ticket becomes answered, all in one transaction (no mail without the stored reply).
   */
  async reply(actor: Actor, ticketId: string, body: unknown): Promise<Ticket> {
    requireStaff(actor, 'write');
    if (!isUuid(ticketId)) throw notFound(ticketMessages.notFound);
    const problem = replyRule(body, {});
    if (problem) throw badInput(problem);
    const text = (body as string).trim();
    const current = await this.dataSource.getRepository(Ticket).findOneBy({ id: ticketId });
    if (!current) throw notFound(ticketMessages.notFound);
    const mail = {
      kind: 'ticket-reply' as const,
      ticket: { number: ticketNumber(current.id), fullName: current.fullName, subject: current.subject },
      reply: text,
    };
    return this.dataSource.transaction(async (manager) => {
      const message = await manager
        .getRepository(TicketMessage)
        .save(manager.getRepository(TicketMessage).create({ ticketId, author: 'staff', body: text }));
      await manager.query(
        `UPDATE "tickets" SET "status" = CASE WHEN "status" = $2 THEN $3 ELSE "status" END, "updated_at" = now()
         WHERE "id" = $1`,
        [ticketId, TicketStatus.open, TicketStatus.answered],
      );
      await this.deps.mail.enqueue(manager, {
        template: mail,
        to: current.email,
        language: await recipientLanguage(manager, current, current.language),
        dedupeKey: `ticket-reply:${message.id}`,
      });
      const ticket = await manager.getRepository(Ticket).findOneByOrFail({ id: ticketId });
      await this.deps.webhooks.emit(manager, 'ticket.updated', ticket);
      return ticket;
    });
  }

  /** The conversations (after the first message) of tickets the caller may already read, oldest first. */
  async messagesFor(ticketIds: readonly string[]): Promise<TicketMessage[][]> {
    if (ticketIds.length === 0) return [];
    const messages = await this.dataSource.getRepository(TicketMessage).find({
      where: { ticketId: In([...ticketIds]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const byTicket = new Map<string, TicketMessage[]>(ticketIds.map((id) => [id, []]));
    for (const message of messages) byTicket.get(message.ticketId)?.push(message);
    return ticketIds.map((id) => byTicket.get(id) ?? []);
  }

  /** The signed-in customer's tickets (those sent while signed in), newest first. */
  async listMine(actor: Actor): Promise<Ticket[]> {
    const user = requireUser(actor);
    return this.dataSource.getRepository(Ticket).find({
      where: { userId: user.userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MAX_TICKETS_LISTED,
    });
  }

  /** Support's queue: a page of the tickets, or of those in `status`, newest first. */
  async page(actor: Actor, request: PageRequest, status?: TicketStatus | null): Promise<PageResult<Ticket>> {
    requireStaff(actor, 'read');
    checkStatusFilter(status);
    const query = this.dataSource.getRepository(Ticket).createQueryBuilder('t');
    if (status) query.where('"t"."status" = :status', { status });
    return keysetPage(query, 't', request, () => this.count(actor, status));
  }

  /** The deprecated unpaged list (`adminTickets`): the newest 500 only. */
  async list(actor: Actor, status?: TicketStatus | null): Promise<Ticket[]> {
    requireStaff(actor, 'read');
    checkStatusFilter(status);
    return this.dataSource.getRepository(Ticket).find({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MAX_TICKETS_LISTED,
    });
  }

  /** All tickets, or those in `status`: the trigger-kept list counts (db/list-counts.ts), no scan. */
  async count(actor: Actor, status?: TicketStatus | null): Promise<number> {
    requireStaff(actor, 'read');
    checkStatusFilter(status);
    return countOf(this.dataSource, 'tickets', status ?? undefined);
  }

  async setStatus(actor: Actor, id: string, status: TicketStatus): Promise<Ticket> {
    requireStaff(actor, 'write');
    const problem = ticketStatusRule(status, {});
    if (problem) throw badInput(problem);
    if (!isUuid(id)) throw notFound(ticketMessages.notFound);
    // The change and its ticket.updated event commit together.
    return this.dataSource.transaction(async (manager) => {
      const rows: [Ticket[], number] = await manager.query(
        `UPDATE "tickets" SET "status" = $1, "updated_at" = now() WHERE "id" = $2 RETURNING "id"`,
        [status, id],
      );
      if (!rows[0][0]) throw notFound(ticketMessages.notFound);
      const ticket = await manager.getRepository(Ticket).findOneByOrFail({ id });
      await this.deps.webhooks.emit(manager, 'ticket.updated', ticket);
      return ticket;
    });
  }

  // Data rights and retention (PrivacyService): a customer's tickets, by account or by address.

  /** Tickets sent from the account or with its address, with their messages, oldest first. */
  async ticketsOfCustomer(userId: string, email: string): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(
      `SELECT t."id", t."full_name" AS "fullName", t."email", t."phone_number" AS "phoneNumber",
              t."subject", t."message", t."status", t."created_at" AS "createdAt",
              t."updated_at" AS "updatedAt",
              COALESCE((SELECT json_agg(json_build_object('author', m."author", 'body', m."body",
                  'createdAt', m."created_at") ORDER BY m."created_at", m."id")
                FROM "ticket_messages" m WHERE m."ticket_id" = t."id"), '[]'::json) AS "messages"
         FROM "tickets" t WHERE t."user_id" = $1 OR lower(t."email") = lower($2)
        ORDER BY t."created_at", t."id"`,
      [userId, email],
    );
  }

  /** Deletes those tickets and their messages, with the caller's transaction. */
  async deleteForCustomer(manager: EntityManager, userId: string, email: string): Promise<void> {
    await manager.query(`DELETE FROM "tickets" WHERE "user_id" = $1 OR lower("email") = lower($2)`, [
      userId,
      email,
    ]);
  }

  /** Support records whose last activity (the ticket or its latest message) is before `before`. */
  async deleteInactiveBefore(manager: EntityManager, before: Date): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `DELETE FROM "tickets" t WHERE t."updated_at" < $1 AND t."created_at" < $1
          AND NOT EXISTS (SELECT 1 FROM "ticket_messages" m WHERE m."ticket_id" = t."id" AND m."created_at" >= $1)`,
      [before],
    );
    return affected;
  }
}

function checkStatusFilter(status: TicketStatus | null | undefined): void {
  if (status !== undefined && status !== null && ticketStatusRule(status, {})) {
    throw badInput(ticketMessages.invalidStatus);
  }
}
