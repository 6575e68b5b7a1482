import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import Negotiator from 'negotiator';
import proxyAddr from 'proxy-addr';
import { sessionIdFromCookie, type SessionRead } from '../auth/session';
import type { SessionControl } from '../auth/session';
import { INTERNAL_ERROR_MESSAGE } from '../common/app-error';
import { logger } from '../common/logger';
import { startRequestLine } from '../common/request-lines';
import { executeLaneOperation, type LaneOperation } from '../graphql/lane-operations';
import { noteGraphqlResult } from '../observability/metrics/graphql-metrics';
import { tagRequest } from '../observability/tracing/spans';
import type { Services } from '../services';
import { persistedOperationBody } from './persisted-operation-body';
import { readBody } from './public-cache-io';
import { GRAPHQL_PATH, isCacheableGraphqlPost } from './public-cache-requests';
import { contextForCaller } from './request-context';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface SignedInLaneOptions {
  schema: GraphQLSchema;
  /** Hex hash → operation (graphql/lane-operations.ts). */
  operations: ReadonlyMap<string, LaneOperation>;
  services: Services;
  sessionSecret: string;
  trustProxy: boolean;
  readSession(sid: string): Promise<SessionRead>;
  /** The security headers Express sets on every answer (http/security.ts). */
  securityHeaders: Middleware;
  /** Express's compression of /graphql answers (an order's can pass its 1 KB threshold). */
  compress(req: IncomingMessage, res: ServerResponse, next: () => void): void;
}

const JSON_TYPES = ['application/json; charset=utf-8', 'application/graphql-response+json; charset=utf-8'];

/** Cart operations never sign in or out: a lane request reaching for the session is a bug. */
const noSessionControl: SessionControl = {
  signIn: () => Promise.reject(new Error('the signed-in lane has no session control')),
  signOut: () => Promise.reject(new Error('the signed-in lane has no session control')),
};

interface Accepted {
  operation: LaneOperation;
  variables: Record<string, unknown> | undefined;
  contentType: string;
}

/** The operation a plain persisted-operation body asks for, if the lane may run it; else undefined. */
function accept(
  operations: ReadonlyMap<string, LaneOperation>,
  raw: Buffer,
  acceptHeader: string | undefined,
): Accepted | undefined {
  const request = persistedOperationBody(raw);
  const operation = request && operations.get(request.hash);
  if (!operation) return undefined;
  if (request.operationName !== undefined && request.operationName !== operation.name) return undefined;
  // Apollo's choice of answer type; anything else (406, or multipart) is left to Apollo.
  const contentType =
    acceptHeader === undefined
      ? JSON_TYPES[0]
      : new Negotiator({ headers: { accept: acceptHeader } }).mediaType(JSON_TYPES);
  if (contentType === undefined) return undefined;
  return { operation, variables: request.variables, contentType };
}

/**
 * Cart reads and writes, and order placement, of signed-in shoppers, answered before Express: the
 * same session read, context, validation rules, execution, error format, status, headers,
 * compression, request line and metrics as the Express path, without Express's router and body
 * parsing, express-session's per-request hashing and Apollo's request pipeline (docs/performance.md:
 * that was most of a cart read's CPU). Only a persisted trusted document made of lane fields
 * (graphql/lane-operations.ts), posted as plain JSON with a signed session cookie of a signed-in
 * account, and no bearer token, takes the lane; anything else, or anything unexpected on the way,
 * goes to Express untouched.
 */
export function signedInLane(options: SignedInLaneOptions): (next: RequestListener) => RequestListener {
  const { schema, operations, services, sessionSecret, trustProxy, readSession, securityHeaders, compress } =
    options;
  const trust = () => trustProxy;

  /** Runs the operation and answers; false when Apollo must answer instead (nothing ran). */
  const answer = async (
    req: IncomingMessage,
    res: ServerResponse,
    accepted: Accepted,
    read: Exclude<SessionRead, 'unreadable' | undefined>,
    started: number,
  ): Promise<boolean> => {
    const { operation, variables, contentType } = accepted;
    const contextValue = contextForCaller(services, {
      actor: read.actor,
      // A mutation writes: the lines read with the session are stale from its first resolver on.
      cartReadWithSession: operation.isMutation ? undefined : read.cart,
      activeRecently: read.activeRecently,
      session: noSessionControl,
      clientIp: proxyAddr(req, trust),
    });
    const result = await executeLaneOperation(schema, operation, variables, contextValue);
    if (!result) return false;
    startRequestLine(req, res, started);
    securityHeaders(req, res, () => undefined);
    tagRequest(GRAPHQL_PATH, { 'hometunnel.lane': 'signed-in' });
    noteGraphqlResult(res, operation.name, result.errors, true);
    compress(req, res, () => {
      res.statusCode = result.status;
      res.setHeader('Content-Type', contentType);
      if (result.retryAfter !== undefined) res.setHeader('Retry-After', result.retryAfter);
      res.setHeader('Content-Length', Buffer.byteLength(result.body));
      res.end(result.body);
    });
    return true;
  };

  return (next) => (req, res) => {
    if (req.method !== 'POST' || req.url !== GRAPHQL_PATH || req.headers.authorization !== undefined)
      return next(req, res);
    if (!isCacheableGraphqlPost(req)) return next(req, res);
    const sid = sessionIdFromCookie(req.headers.cookie, sessionSecret);
    if (sid === undefined) return next(req, res);
    const started = Date.now();
    readBody(req, Number(req.headers['content-length']), (body) => {
      // Given back at once (readBody's rule): Express reads it if the lane lets the request go.
      req.unshift(body);
      const accepted = accept(operations, body, req.headers.accept);
      if (!accepted) return next(req, res);
      readSession(sid).then(
        (read) => {
          // No session, a corrupt one, or a guest's: Express decides what to answer.
          if (typeof read !== 'object' || read.actor.kind !== 'user') return next(req, res);
          answer(req, res, accepted, read, started).then(
            (answered) => (answered ? req.resume() : next(req, res)),
            (error: unknown) => failed(res, error),
          );
        },
        // The database failed before anything ran: Express answers as it always does.
        () => next(req, res),
      );
    });
  };
}

/** A bug past the start of execution: never run the operation a second time through Express. */
function failed(res: ServerResponse, error: unknown): void {
  logger.error({ err: error }, 'signed-in lane failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('Content-Type', JSON_TYPES[0]);
  const errors = [{ message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }];
  res.end(`${JSON.stringify({ errors })}\n`);
}
