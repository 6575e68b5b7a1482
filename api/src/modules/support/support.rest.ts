import { Router } from 'express';
import { parseInput } from '../../common/validate';
import { pathParam, queryText, route } from '../../http/async-route';
import { restPageRequest, sendPageHeaders } from '../../http/list-pages';
import { SetTicketStatusBody, SubmitTicketInput, TicketReplyBody } from './support.inputs';
import type { TicketStatus } from './support.rules';
import type { TicketMessage } from './ticket-message.entity';
import type { Ticket } from './ticket.entity';

function messageJson(message: TicketMessage) {
  return {
    id: message.id,
    author: message.author,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}

/** Lists carry the conversation after the first message (`messages`, oldest first). */
function ticketJson(ticket: Ticket, messages?: TicketMessage[]) {
  return {
    ...ticketFields(ticket),
    ...(messages ? { messages: messages.map(messageJson) } : {}),
  };
}

function ticketFields(ticket: Ticket) {
  return {
    id: ticket.id,
    userId: ticket.userId,
    fullName: ticket.fullName,
    email: ticket.email,
    phoneNumber: ticket.phoneNumber,
    subject: ticket.subject,
    message: ticket.message,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

export function supportRoutes(): Router {
  const router = Router();

  router.post(
    '/tickets',
    route(async (ctx, req) => {
      const input = await parseInput(SubmitTicketInput, req.body);
      return ticketJson(await ctx.services.support.submit(ctx.actor, input, ctx.clientIp));
    }, 201),
  );

  router.get(
    '/tickets/mine',
    route(async (ctx) => {
      const tickets = await ctx.services.support.listMine(ctx.actor);
      const messages = await ctx.services.support.messagesFor(tickets.map((ticket) => ticket.id));
      return tickets.map((ticket, index) => ticketJson(ticket, messages[index]));
    }),
  );

  router.get(
    '/admin/tickets',
    route(
      async (ctx, req, res) => {
        const status = queryText(req, 'status') as TicketStatus | null;
        const page = await ctx.services.support.page(ctx.actor, restPageRequest(req), status);
        const tickets = await sendPageHeaders(req, res, page, { withTotal: true });
        const messages = await ctx.services.support.messagesFor(tickets.map((ticket) => ticket.id));
        return tickets.map((ticket, index) => ticketJson(ticket, messages[index]));
      },
      { access: 'staff-read' },
    ),
  );

  router.patch(
    '/admin/tickets/:id/status',
    route(
      async (ctx, req) => {
        const { status } = await parseInput(SetTicketStatusBody, req.body);
        return ticketJson(await ctx.services.support.setStatus(ctx.actor, pathParam(req, 'id'), status));
      },
      // Authorization comes before input checks, so a guest learns nothing from a 400.
      { access: 'staff-write' },
    ),
  );

  router.post(
    '/admin/tickets/:id/replies',
    route(
      async (ctx, req) => {
        const { body } = await parseInput(TicketReplyBody, req.body);
        const ticket = await ctx.services.support.reply(ctx.actor, pathParam(req, 'id'), body);
        const [messages] = await ctx.services.support.messagesFor([ticket.id]);
        return ticketJson(ticket, messages);
      },
      { access: 'staff-write', status: 201 },
    ),
  );

  return router;
}
