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
      // A link given at all is judged as a link, even with an empty part (403, never a 401).
      const signed = req.query.expires !== undefined || req.query.sig !== undefined;
      const link = signed
        ? { expires: queryText(req, 'expires') ?? '', sig: queryText(req, 'sig') ?? '' }
        : null;
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
