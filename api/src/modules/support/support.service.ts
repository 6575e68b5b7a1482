import type { DataSource } from 'typeorm';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { Ticket } from './ticket.entity';
import {
  normalizeTicket,
  ticketMessages,
  ticketStatusRule,
  type TicketFields,
  TicketStatus,
} from './support.rules';

/** Admin lists are bounded: a support queue is worked newest first, not paged through forever. */
const MAX_TICKETS_LISTED = 500;

export class SupportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly perAddress: Limiter,
  ) {}

  /**
   * Anyone may open a ticket; a signed-in sender is remembered so support can find the account.
   * Each address may send a bounded number per window (a form anyone can post is a spam target).
   */
  async submit(actor: Actor, input: TicketFields, clientIp: string): Promise<Ticket> {
    const fields = normalizeTicket(input);
    await consumeOrThrow(this.perAddress, clientIp, ticketMessages.tooMany);
    const ticket = this.dataSource.getRepository(Ticket).create({
      ...fields,
      userId: actor.kind === 'user' ? actor.userId : null,
      status: TicketStatus.open,
    });
    return this.dataSource.getRepository(Ticket).save(ticket);
  }

  async list(actor: Actor, status?: TicketStatus | null): Promise<Ticket[]> {
    requireStaff(actor, 'read');
    if (status !== undefined && status !== null && ticketStatusRule(status, {})) {
      throw badInput(ticketMessages.invalidStatus);
    }
    return this.dataSource.getRepository(Ticket).find({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MAX_TICKETS_LISTED,
    });
  }

  async setStatus(actor: Actor, id: string, status: TicketStatus): Promise<Ticket> {
    requireStaff(actor, 'write');
    const problem = ticketStatusRule(status, {});
    if (problem) throw badInput(problem);
    if (!isUuid(id)) throw notFound(ticketMessages.notFound);
    const rows: [Ticket[], number] = await this.dataSource.query(
      `UPDATE "tickets" SET "status" = $1, "updated_at" = now() WHERE "id" = $2 RETURNING "id"`,
      [status, id],
    );
    if (!rows[0][0]) throw notFound(ticketMessages.notFound);
    const ticket = await this.dataSource.getRepository(Ticket).findOneBy({ id });
    if (!ticket) throw notFound(ticketMessages.notFound);
    return ticket;
  }
}
