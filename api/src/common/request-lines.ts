import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { logger, safeUrl, writeFlatLine, type LevelName } from './logger';

/**
 * One JSON line per request: reqId, method, url (safeUrl), route, status, durationMs; a failed
 * request adds its error. Never headers or bodies.
 */

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** A well-formed incoming X-Request-Id, or a new one. */
export function incomingRequestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The route pattern that matched (`/api/orders/:id`), not the path with its ids. */
function routeOf(req: IncomingMessage): string | undefined {
  const express = req as IncomingMessage & {
    route?: { path?: unknown };
    baseUrl?: string;
    originalUrl?: string;
  };
  if (express.route && typeof express.route.path === 'string')
    return `${express.baseUrl ?? ''}${express.route.path}`;
  const path = (express.originalUrl ?? req.url ?? '').split('?')[0];
  return path.startsWith('/graphql') ? '/graphql' : undefined;
}

declare module 'node:http' {
  interface ServerResponse {
    /** The error a handler failed with (error-handler.ts): the request line logs it, with its stack. */
    err?: Error;
  }
}

/** Health probes at debug; 5xx at error (503 at warn: an outage is expected to be loud, not fatal). */
function levelOf(req: IncomingMessage, res: ServerResponse): LevelName {
  if (req.url === '/healthz' || req.url === '/readyz') return res.statusCode >= 500 ? 'warn' : 'debug';
  if (res.statusCode === 503) return 'warn';
  if (res.err || res.statusCode >= 500) return 'error';
  return 'info';
}

/**
 * The request line of every request Express serves. The request id comes from a well-formed
 * X-Request-Id or is generated, and is echoed back. Written by hand rather than with pino-http,
 * whose per-request child logger cost ~50-90 µs a request here for fields these lines never use.
 */
export function requestLogger(
  base: Logger = logger,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    startRequestLine(req, res, Date.now(), base);
    next();
  };
}

/** The request line of `req`, written when its response closes; `started`: a Date.now(). */
export function startRequestLine(
  req: IncomingMessage,
  res: ServerResponse,
  started: number,
  base: Logger = logger,
): void {
  const reqId = incomingRequestId(req);
  res.setHeader('X-Request-Id', reqId);
  res.once('close', () => {
    const level = levelOf(req, res);
    if (!base.isLevelEnabled(level)) return;
    const line = {
      reqId,
      method: req.method,
      url: safeUrl((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url),
      route: routeOf(req),
      status: res.statusCode,
      durationMs: Date.now() - started,
    };
    if (res.err || res.statusCode >= 500) {
      const error = res.err ?? new Error(`failed with status code ${res.statusCode}`);
      base[level](
        { ...line, ...(res.statusCode === 503 ? { error: error.message } : { err: error }) },
        'request failed',
      );
    } else {
      writeFlatLine(base, level, line, res.writableFinished ? 'request completed' : 'request aborted');
    }
  });
}

/** The fields of a request line written outside Express (the public cache's fast lane). */
export interface FastLaneRequest {
  reqId: string;
  method: string | undefined;
  url: string | undefined;
  route: string;
  status: number;
  durationMs: number;
  cache: 'hit' | 'not-modified';
}

/**
 * The request line of an answer the public cache gives before Express (and requestLogger) see the
 * request: the same fields and message, plus `cache`.
 */
export function fastLaneRequestLog(base: Logger = logger): (request: FastLaneRequest) => void {
  return (request) =>
    writeFlatLine(base, 'info', { ...request, url: safeUrl(request.url) }, 'request completed');
}
