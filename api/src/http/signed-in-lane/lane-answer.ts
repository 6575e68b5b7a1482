import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import vary from 'vary';
import type { SessionControl, SessionRead } from '../../auth/session';
import { startRequestLine } from '../../common/request-lines';
import { tagRequest } from '../../observability/tracing/spans';
import { COMPRESSION_THRESHOLD } from '../answer-compression';

/** Express's `res.json` type; every lane answer is JSON. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Lane requests never sign in or out: one reaching for the session is a bug. */
export const noSessionControl: SessionControl = {
  signIn: () => Promise.reject(new Error('the signed-in lane has no session control')),
  signOut: () => Promise.reject(new Error('the signed-in lane has no session control')),
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** A session read that found a signed-in account. */
export type SignedInRead = Exclude<SessionRead, 'unreadable' | undefined>;

/** What the lane needs from the Express side to answer as Express would. */
export interface LaneHttp {
  trustProxy: boolean;
  /** The security headers Express sets on every answer (http/security.ts). */
  securityHeaders: Middleware;
  /** Express's compression (an order's answer can pass its 1 KB threshold). */
  compress(req: IncomingMessage, res: ServerResponse, next: () => void): void;
}

/**
 * One kind of request the lane answers (a GraphQL operation, a REST route): `accept` looks at the
 * body before the session is read (undefined: Express answers); `answer` runs it for a signed-in
 * caller and answers, or says false when Express must answer instead (nothing ran).
 */
export interface LaneRequests<Accepted> {
  /** The 500 body when the lane itself fails (a bug): in the shape the transport's clients read. */
  failureBody: string;
  accept(req: IncomingMessage, body: Buffer): Accepted | undefined;
  answer(
    req: IncomingMessage,
    res: ServerResponse,
    accepted: Accepted,
    read: SignedInRead,
    started: number,
  ): Promise<boolean>;
}

export interface LaneAnswer {
  /** The route template, for the request line, the metrics and the trace. */
  route: string;
  status: number;
  contentType: string;
  headers?: Record<string, string>;
  body: string;
}

/**
 * Sends an answer with what Express adds to its own: the request line, the security headers, the
 * route for the metrics and the trace, and compression (every lane answer is JSON).
 */
export function sendLaneAnswer(
  http: LaneHttp,
  req: IncomingMessage,
  res: ServerResponse,
  answer: LaneAnswer,
  started: number,
): void {
  // What Express's router leaves on a request one of its routes answered: the request line and the
  // metrics read the route template from it.
  Object.assign(req, { originalUrl: req.url, baseUrl: '', route: { path: answer.route } });
  // Started once: a failure after this point is answered here again (signed-in-lane.ts, failed).
  if (!res.hasHeader('X-Request-Id')) startRequestLine(req, res, started);
  http.securityHeaders(req, res, () => undefined);
  tagRequest(answer.route, { 'hometunnel.lane': 'signed-in' });
  const length = Buffer.byteLength(answer.body);
  const send = () => {
    res.statusCode = answer.status;
    res.setHeader('Content-Type', answer.contentType);
    if (answer.headers)
      for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.setHeader('Content-Length', length);
    // Express's res.send tags every answer, a POST's too, with its default (weak) ETag.
    res.setHeader('ETag', etag(answer.body, { weak: true }));
    res.end(answer.body);
  };
  if (length >= COMPRESSION_THRESHOLD) return http.compress(req, res, send);
  // What compression does with a JSON answer under its threshold, without wrapping the response.
  vary(res, 'Accept-Encoding');
  send();
}
