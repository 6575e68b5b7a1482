import { Router } from 'express';
import { restPageRequest, sendPageHeaders } from '../../http/list-pages';
import { queryText, route } from '../../http/async-route';
import type { OutboxMail } from './outbox-mail.entity';

function mailJson(mail: OutboxMail) {
  return {
    id: mail.id,
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    html: mail.html,
    text: mail.text,
  };
}

/** The admin Mail screen's reads over REST: `GET /api/admin/mail` (?limit, ?after; Link rel=next) and one by id. */
export function mailRoutes(): Router {
  const router = Router();
  router.get(
    '/admin/mail',
    route(
      async (ctx, req, res) => {
        const page = await ctx.services.mail.page(ctx.actor, restPageRequest(req), queryText(req, 'status'));
        const nodes = await sendPageHeaders(req, res, page, { withTotal: true });
        return (await ctx.services.mail.bodies.fill(nodes)).map(mailJson);
      },
      { access: 'admin' },
    ),
  );
  router.get(
    '/admin/mail/:id',
    route(
      async (ctx, req) => {
        const mail = await ctx.services.mail.get(ctx.actor, String(req.params.id));
        return mailJson((await ctx.services.mail.bodies.fill([mail]))[0]);
      },
      {
        access: 'admin',
      },
    ),
  );
  return router;
}
