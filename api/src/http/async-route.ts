import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../common/request-context';

/**
 * A REST route is a translation: read the request, call a service with the request context,
 * send what it returns. Errors go to the one error handler.
 */
export function route(
  handler: (ctx: RequestContext, req: Request, res: Response) => Promise<unknown>,
  status = 200,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req.ctx, req, res).then((body) => {
      if (res.headersSent) return;
      if (body === undefined) res.status(204).end();
      else res.status(status).json(body);
    }, next);
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}
