import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { requireAdmin, requireStaff, requireUser } from '../common/actor';
import { badInput } from '../common/app-error';
import type { RequestContext } from '../request-context';
import { giveSessionCart } from './request-context';

/**
 * Who may call a route at all, checked before the handler parses its input: a caller who may not
 * use the route gets 401 or 403, never a 400 that tells them what it accepts. The service checks
 * the actor again (and decides everything finer); this is only the order of the answers.
 */
export type RouteAccess = 'anyone' | 'user' | 'admin' | 'staff-read' | 'staff-write';

const guards: Record<RouteAccess, (ctx: RequestContext) => void> = {
  anyone: () => undefined,
  user: (ctx) => requireUser(ctx.actor),
  admin: (ctx) => requireAdmin(ctx.actor),
  'staff-read': (ctx) => requireStaff(ctx.actor, 'read'),
  'staff-write': (ctx) => requireStaff(ctx.actor, 'write'),
};

export interface RouteOptions {
  /** The success status (200). */
  status?: number;
  access?: RouteAccess;
  /**
   * The handler reads the signed-in buyer's cart before it writes anything (order placement): it
   * gets the lines the session read loaded, as a request that cannot write does (cart/session-cart).
   */
  readsCartFirst?: boolean;
}

/**
 * A REST route is a translation: check who may call it, parse its input into the typed values a
 * service takes (a body through `parseInput` and an input class, query parameters through
 * common/paging or an input class; path ids are strings the service looks up), call the service
 * with the request context, send what it returns. Errors go to the one error handler.
 */
export function route(
  handler: (ctx: RequestContext, req: Request, res: Response) => Promise<unknown>,
  options: number | RouteOptions = {},
): RequestHandler {
  const {
    status = 200,
    access = 'anyone',
    readsCartFirst = false,
  } = typeof options === 'number' ? { status: options } : options;
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => {
        checkRouteAccess(access, req.ctx);
        if (readsCartFirst) giveSessionCart(req);
        return handler(req.ctx, req, res);
      })
      .then((body) => {
        if (res.headersSent) return;
        if (body === undefined) res.status(204).end();
        else res.status(status).json(body);
      }, next);
  };
}

/** Where Express mounts the REST routes (http/create-app.ts). */
export const REST_MOUNT = '/api';

/** What a JSON route answers besides its status: the body, and headers of its own. */
export interface JsonAnswer {
  /** Sent as JSON with the route's status (a JSON route always has a body). */
  body: object;
  headers?: Record<string, string>;
}

/**
 * A POST route whose whole translation is a function of the request context, the parsed JSON body
 * and the request's headers, with nothing Express-specific in it: Express serves it
 * (`jsonPostRoute`), and the signed-in lane serves the same route to signed-in shoppers before
 * Express (http/signed-in-lane/rest-requests.ts).
 */
export interface JsonPostRoute extends Required<RouteOptions> {
  /** Below `/api`. */
  path: string;
  answer(
    ctx: RequestContext,
    body: unknown,
    header: (name: string) => string | undefined,
  ): Promise<JsonAnswer>;
}

/** The Express handler of a JsonPostRoute. */
export function jsonPostRoute(definition: JsonPostRoute): RequestHandler {
  return route(async (ctx, req, res) => {
    const { body, headers } = await definition.answer(ctx, req.body, (name) => req.get(name));
    if (headers) res.set(headers);
    return body;
  }, definition);
}

/** Throws the 401 or 403 a caller gets who may not use a route of this access (see RouteAccess). */
export function checkRouteAccess(access: RouteAccess, ctx: RequestContext): void {
  guards[access](ctx);
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}

/** A path parameter as the string a service looks up ('' when Express gives anything else). */
export function pathParam(req: Request, name: string): string {
  const value: unknown = req.params[name];
  return typeof value === 'string' ? value : '';
}

/** A query parameter given at most once: null when absent or empty; repeated is a 400. */
export function queryText(req: Request, name: string): string | null {
  const value: unknown = req.query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw badInput(`${name} must be given at most once`);
  return value;
}
