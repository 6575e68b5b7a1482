import { Router } from 'express';
import { exportFileName } from '@hometunnel/rules';
import { parseInput } from '../../common/validate';
import { route } from '../../http/async-route';
import { DeleteAccountInput } from './privacy.inputs';

/** Data rights over REST: the export as a file download, and the account's deletion. */
export function privacyRoutes(): Router {
  const router = Router();

  router.get(
    '/account/export',
    route(
      async (ctx, _req, res) => {
        const now = new Date();
        const data = await ctx.services.privacy.exportData(ctx.actor, now);
        res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
        res.setHeader('Cache-Control', 'no-store');
        return data;
      },
      { access: 'user' },
    ),
  );

  router.delete(
    '/account',
    route(
      async (ctx, req) => {
        const input = await parseInput(DeleteAccountInput, req.body ?? {});
        await ctx.services.privacy.deleteAccount(ctx.actor, input.password);
        // The account's sessions are gone with it; this one is dropped and its cookie cleared.
        await ctx.session.signOut();
        return undefined;
      },
      { access: 'user' },
    ),
  );

  return router;
}
