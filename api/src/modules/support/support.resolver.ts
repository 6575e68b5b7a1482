import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import {
  ConnectionArgs,
  ListOrderInput,
  ORDER_BY_ARG,
  STAFF_PAGE_ACCESS,
  STAFF_READ_ACCESS,
  STAFF_WRITE_ACCESS,
  staffPageRequest,
  toConnection,
} from '../../graphql/connection';
import { SubmitTicketInput } from './support.inputs';
import { TicketStatus } from './support.rules';
import { TicketMessage } from './ticket-message.entity';
import { Ticket } from './ticket.entity';
import { TicketConnection, TicketFilter } from './tickets.connection';

@Resolver(() => Ticket)
export class SupportResolver {
  @Mutation(() => Ticket, {
    description:
      "Anyone (no sign-in needed): opens a support ticket (status open), mails the sender a receipt with the ticket number and emits ticket.created; a signed-in sender owns it. BAD_USER_INPUT with the first field's message, TOO_MANY_REQUESTS after too many tickets from one client address",
  })
  submitTicket(
    @Arg('input', { description: 'The support request' }) input: SubmitTicketInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Ticket> {
    return ctx.services.support.submit(ctx.actor, input, ctx.clientIp);
  }

  @Query(() => [Ticket], {
    description:
      'Signed-in customer: their tickets (sent while signed in) with their replies, newest first. UNAUTHENTICATED for guests and API tokens',
  })
  myTickets(@Ctx() ctx: RequestContext): Promise<Ticket[]> {
    return ctx.services.support.listMine(ctx.actor);
  }

  @Query(() => TicketConnection, {
    description: `Support tickets matching the filter, newest first unless orderBy says otherwise, a page at a time. ${STAFF_PAGE_ACCESS}`,
  })
  async tickets(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => TicketFilter, {
      nullable: true,
      description: 'Narrows the list; null: every ticket',
    })
    filter: TicketFilter | null,
    @Arg('orderBy', () => ListOrderInput, ORDER_BY_ARG) orderBy: ListOrderInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<TicketConnection> {
    const page = await ctx.services.support.page(
      ctx.actor,
      staffPageRequest({ first, after }, orderBy, filter),
      filter?.status,
    );
    return toConnection(TicketConnection, page);
  }

  @Query(() => [Ticket], {
    description: `The newest 500 tickets, optionally by status. ${STAFF_READ_ACCESS}`,
    deprecationReason: 'Use tickets(first, after, filter): it pages through all of them',
  })
  adminTickets(
    @Arg('status', () => TicketStatus, {
      nullable: true,
      description: 'Only tickets in this status; null: all',
    })
    status: TicketStatus | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Ticket[]> {
    return ctx.services.support.list(ctx.actor, status);
  }

  @Mutation(() => Ticket, {
    description: `Replies to a ticket: the reply is kept, mailed to the customer, an open ticket becomes answered, and ticket.updated is emitted; the ticket. ${STAFF_WRITE_ACCESS}; NOT_FOUND for an unknown ticket, BAD_USER_INPUT for a blank or too long reply`,
  })
  replyToTicket(
    @Arg('ticketId', () => ID, { description: 'The ticket' }) ticketId: string,
    @Arg('body', {
      description: 'The reply, plain text: 1 to 5,000 characters (trimmed), line breaks allowed',
    })
    body: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Ticket> {
    return ctx.services.support.reply(ctx.actor, ticketId, body);
  }

  @FieldResolver(() => [TicketMessage], {
    description: 'The conversation after the first message, oldest first (one batched query per request)',
  })
  messages(@Root() ticket: Ticket, @Ctx() ctx: RequestContext): Promise<TicketMessage[]> {
    return ctx.loaders.ticketMessages.load(ticket.id);
  }

  @Mutation(() => Ticket, {
    description: `Sets a ticket open, answered or resolved and emits ticket.updated; the ticket. ${STAFF_WRITE_ACCESS}; NOT_FOUND for an unknown ticket`,
  })
  setTicketStatus(
    @Arg('id', () => ID, { description: 'The ticket' }) id: string,
    @Arg('status', () => TicketStatus, { description: 'The new status' }) status: TicketStatus,
    @Ctx() ctx: RequestContext,
  ): Promise<Ticket> {
    return ctx.services.support.setStatus(ctx.actor, id, status);
  }
}
