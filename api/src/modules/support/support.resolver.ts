import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { ConnectionArgs, ListOrderInput, staffPageRequest, toConnection } from '../../graphql/connection';
import { SubmitTicketInput } from './support.inputs';
import { TicketStatus } from './support.rules';
import { TicketMessage } from './ticket-message.entity';
import { Ticket } from './ticket.entity';
import { TicketConnection, TicketFilter } from './tickets.connection';

@Resolver(() => Ticket)
export class SupportResolver {
  @Mutation(() => Ticket, { description: 'Opens a support ticket (status open); no sign-in needed' })
  submitTicket(@Arg('input') input: SubmitTicketInput, @Ctx() ctx: RequestContext): Promise<Ticket> {
    return ctx.services.support.submit(ctx.actor, input, ctx.clientIp);
  }

  @Query(() => [Ticket], {
    description: "The signed-in customer's tickets (sent while signed in) with their replies, newest first",
  })
  myTickets(@Ctx() ctx: RequestContext): Promise<Ticket[]> {
    return ctx.services.support.listMine(ctx.actor);
  }

  @Query(() => TicketConnection, {
    description:
      'Staff (admins, API tokens): tickets matching the filter, newest first, a page at a time (FORBIDDEN for anyone else)',
  })
  async tickets(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => TicketFilter, { nullable: true }) filter: TicketFilter | null,
    @Arg('orderBy', () => ListOrderInput, { nullable: true }) orderBy: ListOrderInput | null,
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
    description: 'Admin: the newest 500 tickets, optionally by status',
    deprecationReason: 'Use tickets(first, after, filter): it pages through all of them',
  })
  adminTickets(
    @Arg('status', () => TicketStatus, { nullable: true }) status: TicketStatus | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Ticket[]> {
    return ctx.services.support.list(ctx.actor, status);
  }

  @Mutation(() => Ticket, {
    description:
      'Admin: replies to a ticket; the reply is kept, mailed to the customer, and an open ticket becomes answered',
  })
  replyToTicket(
    @Arg('ticketId', () => ID) ticketId: string,
    @Arg('body') body: string,
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

  @Mutation(() => Ticket, { description: 'Admin: sets a ticket open, answered or resolved' })
  setTicketStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => TicketStatus) status: TicketStatus,
    @Ctx() ctx: RequestContext,
  ): Promise<Ticket> {
    return ctx.services.support.setStatus(ctx.actor, id, status);
  }
}
