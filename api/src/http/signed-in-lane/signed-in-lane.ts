import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { sessionIdFromCookie, type SessionRead } from '../../auth/session';
import { logger } from '../../common/logger';
import type { LaneOperation } from '../../graphql/lane-operations';
import type { Services } from '../../services';
import { REST_MOUNT, type JsonPostRoute } from '../async-route';
import { readBody } from '../public-cache-io';
import { GRAPHQL_PATH, isSmallPlainJsonPost } from '../public-cache-requests';
import { graphqlRequests } from './graphql-requests';
import { JSON_CONTENT_TYPE, sendLaneAnswer, type LaneHttp, type LaneRequests } from './lane-answer';
import { restRequests } from './rest-requests';

export interface SignedInLaneOptions extends LaneHttp {
  schema: GraphQLSchema;
  /** Hex hash → operation (graphql/lane-operations.ts). */
  operations: ReadonlyMap<string, LaneOperation>;
  /** REST routes the lane answers too (their whole translation is a JsonPostRoute). */
  restRoutes?: readonly JsonPostRoute[];
  services: Services;
  sessionSecret: string;
  readSession(sid: string): Promise<SessionRead>;
}

/**
 * Cart reads and writes and order placement of signed-in shoppers, answered before Express: over
 * GraphQL (graphql-requests.ts) and on the REST routes that allow it (rest-requests.ts), with the
 * same session read, context, rules, errors, status, headers, compression, request line and
 * metrics as the Express path, without Express's router and body parsing, express-session's
 * per-request hashing and Apollo's request pipeline (docs/performance.md: that was most of a cart
 * read's CPU). Only a small plain-JSON POST with a signed session cookie of a signed-in account,
 * and no bearer token, takes the lane; anything else, or anything unexpected on the way, goes to
 * Express untouched.
 */
export function signedInLane(options: SignedInLaneOptions): (next: RequestListener) => RequestListener {
  const { schema, operations, restRoutes = [], services, sessionSecret, readSession } = options;
  const graphql = graphqlRequests(schema, operations, services, options);
  const restByPath = new Map(restRoutes.map((route) => [`${REST_MOUNT}${route.path}`, route]));
  const rest = restRequests(restByPath, services, options);

  /** Reads the body and the session, then lets `requests` answer, or hands the request on. */
  function take<Accepted>(
    requests: LaneRequests<Accepted>,
    sid: string,
    req: IncomingMessage,
    res: ServerResponse,
    next: RequestListener,
  ): void {
    const started = Date.now();
    readBody(req, Number(req.headers['content-length']), (body) => {
      // Given back at once (readBody's rule): Express reads it if the lane lets the request go.
      req.unshift(body);
      const accepted = requests.accept(req, body);
      if (accepted === undefined) return next(req, res);
      readSession(sid).then(
        (read) => {
          // No session, a corrupt one, or a guest's: Express decides what to answer.
          if (typeof read !== 'object' || read.actor.kind !== 'user') return next(req, res);
          requests.answer(req, res, accepted, read, started).then(
            (answered) => (answered ? req.resume() : next(req, res)),
            (error: unknown) => {
              req.resume();
              failed(options, req, res, error, requests.failureBody, started);
            },
          );
        },
        // The database failed before anything ran: Express answers as it always does.
        () => next(req, res),
      );
    });
  }

  return (next) => (req, res) => {
    if (req.method !== 'POST' || req.headers.authorization !== undefined) return next(req, res);
    const url = req.url ?? '';
    const isGraphql = url === GRAPHQL_PATH;
    if (!isGraphql && !restByPath.has(url)) return next(req, res);
    if (!isSmallPlainJsonPost(req)) return next(req, res);
    const sid = sessionIdFromCookie(req.headers.cookie, sessionSecret);
    if (sid === undefined) return next(req, res);
    if (isGraphql) take(graphql, sid, req, res, next);
    else take(rest, sid, req, res, next);
  };
}

/**
 * The lane itself failed (a bug) past the start of execution: never run the request a second time
 * through Express. Answered as Express's error handler answers one: a 500 in the transport's shape
 * with the security headers, the request line logging the error. Whatever the failed answer had
 * set is dropped first (the request id aside: its line is already started).
 */
function failed(
  http: LaneHttp,
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  body: string,
  started: number,
): void {
  if (!res.headersSent) {
    res.err = error instanceof Error ? error : new Error(String(error));
    for (const name of res.getHeaderNames()) if (name !== 'x-request-id') res.removeHeader(name);
    try {
      // The lane takes only GraphQL's path and REST routes without parameters: the path is the route.
      const answer = { route: req.url ?? '', status: 500, contentType: JSON_CONTENT_TYPE, body };
      sendLaneAnswer(http, req, res, answer, started);
      return;
    } catch (again) {
      // What failed was answering itself (the headers, compression): nothing more can be sent.
      logger.error({ err: again }, 'signed-in lane failed to answer its failure');
    }
  }
  logger.error({ err: error }, 'signed-in lane failed');
  res.destroy();
}
