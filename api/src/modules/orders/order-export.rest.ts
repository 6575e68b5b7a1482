import { Router } from 'express';
import { parseTimeRange } from '../../common/time-range';
import { queryText, route } from '../../http/async-route';
import { streamCsv } from '../../http/csv-stream';
import { ORDER_EXPORT_COLUMNS } from './order-export.service';

/** Order Management's CSV download: every order matching the filters, streamed. */
export function orderExportRoutes(): Router {
  const router = Router();

  router.get(
    '/admin/orders.csv',
    route(
      async (ctx, req, res) => {
        const { from, to } = parseTimeRange(req.query.from, req.query.to);
        const batches = ctx.services.orderExport.batchesFor(ctx.actor, {
          from,
          to,
          status: queryText(req, 'status'),
        });
        await streamCsv(res, { name: 'orders', header: ORDER_EXPORT_COLUMNS, batches });
      },
      { access: 'staff-read' },
    ),
  );

  return router;
}
