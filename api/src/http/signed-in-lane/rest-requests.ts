import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { INTERNAL_ERROR_MESSAGE } from '../../common/app-error';
import { restErrorAnswer } from '../error-handler';
import { checkRouteAccess, type JsonAnswer, type JsonPostRoute } from '../async-route';
import { contextForCaller } from '../request-context';
import type { Services } from '../../services';
import { noSessionControl } from './graphql-requests';
import { sendLaneAnswer, type LaneHttp, type LaneRequests } from './lane-answer';

/** Where Express mounts the REST routes (http/create-app.ts). */
export const REST_MOUNT = '/api';

const JSON_TYPE = 'application/json; charset=utf-8';

interface AcceptedRest {
  route: JsonPostRoute;
  body: unknown;
}

/**
 * What Express's CSRF guard lets through (http/security.ts): no Origin, or one of this host. A
 * refused origin is left to Express, which answers its 403.
 */
function sameOriginOrNone(req: IncomingMessage): boolean {
  const { origin, host } = req.headers;
  if (origin === undefined || origin === '') return true;
  if (origin === 'null') return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The header as Express's `req.get` reads it. */
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * A signed-in shopper's JSON POST to a REST route that says how to answer it without Express
 * (`JsonPostRoute`, e.g. placing an order from a saved checkout): the same CSRF rule, session read,
 * context, access check, translation, error answers, headers, compression and request line as
 * Express, without its router, body parser and express-session. A body that is not a JSON object
 * (Express answers its 400) and a refused origin are left to Express.
 */
export function restRequests(
  routes: ReadonlyMap<string, JsonPostRoute>,
  services: Services,
  http: LaneHttp,
): LaneRequests<AcceptedRest> {
  const trust = () => http.trustProxy;
  return {
    failureBody: JSON.stringify({ message: INTERNAL_ERROR_MESSAGE }),
    accept(req, raw) {
      const route = routes.get(req.url ?? '');
      if (!route || !sameOriginOrNone(req)) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return undefined;
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      return { route, body };
    },

    async answer(req, res, { route, body }, read, started) {
      const ctx = contextForCaller(services, {
        actor: read.actor,
        // As Express's route gets them (RouteOptions.readsCartFirst): a write never sees the lines.
        cartReadWithSession: route.readsCartFirst ? read.cart : undefined,
        activeRecently: read.activeRecently,
        session: noSessionControl,
        clientIp: proxyAddr(req, trust),
      });
      const path = `${REST_MOUNT}${route.path}`;
      let answer: JsonAnswer;
      let status = route.status;
      try {
        checkRouteAccess(route.access, ctx);
        answer = await route.answer(ctx, body, (name) => header(req, name));
      } catch (error) {
        const failure = restErrorAnswer(error, path);
        if (failure.logged) res.err = failure.logged;
        status = failure.status;
        answer = {
          body: failure.body,
          headers: failure.retryAfter === undefined ? undefined : { 'Retry-After': failure.retryAfter },
        };
      }
      sendLaneAnswer(
        http,
        req,
        res,
        {
          route: path,
          status,
          contentType: JSON_TYPE,
          headers: answer.headers,
          body: JSON.stringify(answer.body),
        },
        started,
      );
      return true;
    },
  };
}
