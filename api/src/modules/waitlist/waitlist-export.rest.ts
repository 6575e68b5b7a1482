import { Router } from 'express';
import { queryText, route } from '../../http/async-route';
import { streamCsv } from '../../http/csv-stream';
import { WAITLIST_EXPORT_COLUMNS } from './waitlist-export.service';

/** The waitlist's CSV download (support desk): every entry, or one product's, streamed. */
export function waitlistExportRoutes(): Router {
  const router = Router();

  router.get(
    '/admin/waitlist.csv',
    route(
      async (ctx, req, res) => {
        const batches = ctx.services.waitlistExport.batchesFor(ctx.actor, queryText(req, 'productId'));
        await streamCsv(res, { name: 'waitlist', header: WAITLIST_EXPORT_COLUMNS, batches });
      },
      { access: 'staff-read' },
    ),
  );

  return router;
}
