import { Router } from 'express';
import type { Database } from '../db/database';

/**
 * Liveness (the process answers) and readiness (the database answers within 2 s, and the process
 * is not shutting down: a load balancer stops sending it new requests at once).
 */
export function healthRoutes(
  db: Database,
  lifecycle: { shuttingDown: boolean } = { shuttingDown: false },
): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    if (lifecycle.shuttingDown) {
      res.status(503).json({ status: 'stopping', message: 'Shutting down' });
      return;
    }
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('database timeout')), 2000).unref(),
    );
    Promise.race([db.pool.query('SELECT 1'), timeout]).then(
      () => res.json({ status: 'ready', database: 'ok' }),
      () =>
        res
          .status(503)
          .json({ status: 'unavailable', database: 'unreachable', message: 'Database unreachable' }),
    );
  });
  return router;
}
