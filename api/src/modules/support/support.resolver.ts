import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { SubmitTicketInput } from './support.inputs';
import { TicketStatus } from './support.rules';
import { Ticket } from './ticket.entity';

@Resolver(() => Ticket)
export class SupportResolver {
  @Mutation(() => Ticket, { description: 'Opens a support ticket (status open); no sign-in needed' })
  submitTicket(@Arg('input') input: SubmitTicketInput, @Ctx() ctx: RequestContext): Promise<Ticket> {
    return ctx.services.support.submit(ctx.actor, input, ctx.clientIp);
  }

  @Query(() => [Ticket], { description: 'Admin: tickets, newest first (at most 500), optionally by status' })
  adminTickets(
    @Arg('status', () => TicketStatus, { nullable: true }) status: TicketStatus | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Ticket[]> {
    return ctx.services.support.list(ctx.actor, status);
  }

  @Mutation(() => Ticket, { description: 'Admin: marks a ticket open or resolved' })
  setTicketStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => TicketStatus) status: TicketStatus,
    @Ctx() ctx: RequestContext,
  ): Promise<Ticket> {
    return ctx.services.support.setStatus(ctx.actor, id, status);
  }
}
