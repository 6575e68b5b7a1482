import type { RequestHandler } from 'express';

/**
 * Apollo's CSRF prevention refuses a GET (or a form-typed POST) that carries none of its
 * preflight-forcing headers, because a cross-site page can make a browser send one along with the
 * visitor's session cookie. A request authenticated by an API token is not that: the token travels
 * in `Authorization`, which is not a CORS-safelisted header (no page can send it cross-site without
 * a preflight, which is never granted), and a browser never attaches a Bearer token on its own as
 * it does a cookie or cached Basic credentials. Such a request is marked as preflighted, so that
 * integrations may use GET as the GraphQL-over-HTTP spec allows. The actor is an integration only
 * when a Bearer token authenticated it (http/request-context.ts), never through the session.
 */
export const apiTokenSkipsCsrfPrevention: RequestHandler = (req, _res, next) => {
  if (req.ctx.actor.kind === 'integration') req.headers['apollo-require-preflight'] ??= 'api-token';
  next();
};
