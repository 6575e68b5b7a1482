import { Router } from 'express';
import { pathParam, queryText, route } from '../../http/async-route';

/**
 * `GET /api/invoices/:id.pdf`: with `expires` and `sig` (the mail's link, GraphQL `Invoice.url`)
 * for anyone holding the link; without, for the order's signed-in owner and staff.
 */
export function invoicesRoutes(): Router {
  const router = Router();

  router.get(
    '/invoices/:id.pdf',
    route(async (ctx, req, res) => {
      const expires = queryText(req, 'expires');
      const sig = queryText(req, 'sig');
      const link = expires !== null || sig !== null ? { expires: expires ?? '', sig: sig ?? '' } : null;
      const file = await ctx.services.invoices.download(ctx.actor, pathParam(req, 'id'), link);
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="${file.filename}"`)
        .set('Cache-Control', 'private, no-store')
        .send(file.content);
    }),
  );

  return router;
}
