import type { Request, RequestHandler } from 'express';
import { readWithSession, sessionControl } from '../auth/session';
import type { Actor } from '../common/actor';
import { AppError } from '../common/app-error';
import { createLoaders } from '../loaders';
import type { CartItem } from '../modules/cart/cart-item.entity';
import { SessionCartSnapshot } from '../modules/cart/session-cart';
import { bearerSecret, tokenMessages } from '../modules/integrations/api-tokens.rules';
import type { RequestContext } from '../request-context';
import type { Services } from '../services';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Caller {
  actor: Actor;
  cartReadWithSession?: readonly CartItem[];
  activeRecently?: boolean;
}

/** An API token (Authorization: Bearer) when one is sent, else the session's user, else a guest. */
async function resolveCaller(services: Services, req: Request): Promise<Caller> {
  const secret = bearerSecret(req.get('authorization'));
  if (secret) return { actor: await services.apiTokens.authenticate(secret) };
  // Usually read along with the session row (one statement); else looked up.
  const read = readWithSession(req);
  if (read) return { actor: read.actor, cartReadWithSession: read.cart, activeRecently: read.activeRecently };
  return { actor: await services.accounts.actorForSession(req.session?.userId) };
}

/**
 * The context of one request, and its caller's activity noted: shared by Express
 * (`requestContext`) and the signed-in GraphQL lane before it (http/signed-in-lane/).
 */
export function contextForCaller(
  services: Services,
  caller: Caller & Pick<RequestContext, 'session' | 'clientIp'>,
): RequestContext {
  const { actor, cartReadWithSession, activeRecently, session, clientIp } = caller;
  // "Last activity" for retention: at most one cheap write a day per account and process, and
  // none while the session read shows it under an hour old (the UPDATE would match no row).
  if (actor.kind === 'user' && !activeRecently) services.accountRecords.noteActivity(actor.userId);
  return {
    actor,
    sessionCart: new SessionCartSnapshot(cartReadWithSession),
    services,
    loaders: createLoaders(services),
    session,
    clientIp,
  };
}

/**
 * The lines the session read loaded, handed to a REST route that reads the cart before it writes
 * anything (RouteOptions.readsCartFirst): the request context keeps them from every other write.
 */
export function giveSessionCart(req: Request): void {
  const cart = readWithSession(req)?.cart;
  if (cart) req.ctx.sessionCart = new SessionCartSnapshot(cart);
}

/**
 * Builds the context every REST route and GraphQL resolver hands to the services. A read-only
 * token is refused any state-changing REST call here; GraphQL refuses its mutations in a plugin.
 * The mount says which transport it serves: a path comparison (`req.baseUrl === '/api'`) missed
 * `/API/tickets`, which Express routed to the same handlers.
 */
export function requestContext(services: Services, transport: 'rest' | 'graphql'): RequestHandler {
  return (req, _res, next) => {
    resolveCaller(services, req).then(({ actor, cartReadWithSession, activeRecently }) => {
      if (
        transport === 'rest' &&
        actor.kind === 'integration' &&
        actor.scope === 'read' &&
        !SAFE_METHODS.has(req.method)
      ) {
        return next(new AppError('FORBIDDEN', tokenMessages.readOnly));
      }
      // REST: only a request that cannot write gets the lines; GraphQL discards them once the
      // operation turns out to be a mutation (graphql/session-cart.ts).
      const readOnly = transport === 'graphql' || SAFE_METHODS.has(req.method);
      req.ctx = contextForCaller(services, {
        actor,
        cartReadWithSession: readOnly ? cartReadWithSession : undefined,
        activeRecently,
        session: sessionControl(req),
        clientIp: req.ip ?? 'unknown',
      });
      next();
    }, next);
  };
}
