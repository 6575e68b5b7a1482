import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { INTERNAL_ERROR_MESSAGE } from '../../common/app-error';
import { restErrorAnswer } from '../error-handler';
import { checkRouteAccess, REST_MOUNT, type JsonAnswer, type JsonPostRoute } from '../async-route';
import { isCrossSite } from '../security';
import { contextForCaller } from '../request-context';
import type { Services } from '../../services';
import {
  JSON_CONTENT_TYPE,
  noSessionControl,
  sendLaneAnswer,
  type LaneHttp,
  type LaneRequests,
} from './lane-answer';

interface AcceptedRest {
  route: JsonPostRoute;
  body: unknown;
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
      // Express's CSRF guard answers a cross-site origin with its 403.
      if (!route || isCrossSite(req.headers.origin, req.headers.host)) return undefined;
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
          contentType: JSON_CONTENT_TYPE,
          headers: answer.headers,
          body: JSON.stringify(answer.body),
        },
        started,
      );
      return true;
    },
  };
}
