import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The one logger of the API: JSON lines (pino) on stdout, level from LOG_LEVEL (config.logLevel).
 * What must never reach a log: passwords, cookies, authorization headers, tokens, secrets and full
 * card-like numbers. Request lines carry only id, method, path, route, status and duration (never
 * headers or bodies); the listed keys are redacted at any depth, in plain objects and class
 * instances alike, and every logged string has runs of 13-19 digits masked to their last four.
 *
 * One formatter walks each log object instead of pino's `redact` paths: those cost ~15 µs a line
 * here (as much as a whole cached catalog answer), the walk ~1 µs for a request line.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'sessionSecret',
  'authorization',
  'cookie',
  'set-cookie',
  'cardNumber',
  'card',
  'cvc',
  'cvv',
  'apiKey',
];
const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));

const CARD_LIKE = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;

/** Replaces card-like digit runs (13-19 digits, spaces or dashes allowed) by their last four. */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, (match) => `[card …${match.replace(/\D/g, '').slice(-4)}]`);
}

/** Query keys whose values are never written: secrets, personal data, GraphQL documents. */
const SECRET_QUERY_KEY = /pass|token|secret|key|auth|session|card|code|email|query|variables|extensions/i;
const GRAPHQL_PATH = /^\/graphql\/?$/i;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * Query strings may carry anything: keep their keys, mask the values of secret-looking ones.
 * A GraphQL GET carries the whole operation there, variables included (a sign-in's password), so
 * /graphql keeps only its operation name.
 */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const [pathname, query] = url.split('?', 2);
  if (query === undefined) return maskCardNumbers(pathname);
  if (GRAPHQL_PATH.test(pathname)) {
    const operationName = new URLSearchParams(query).get('operationName');
    return maskCardNumbers(
      operationName && OPERATION_NAME.test(operationName)
        ? `${pathname}?operationName=${operationName}`
        : pathname,
    );
  }
  const masked = query
    .split('&')
    .map((pair) => {
      const [key] = pair.split('=', 1);
      return SECRET_QUERY_KEY.test(key) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return maskCardNumbers(`${pathname}?${masked}`);
}

const MAX_DEPTH = 6;

/**
 * What a database error carries besides its message: TypeORM's QueryFailedError copies the SQL
 * (`query`) and its `parameters` (personal data, password hashes) and keeps pg's error as
 * `driverError`; pg's own error adds `detail` ("Key (email)=(…) already exists") and
 * `internalQuery`. None of it may reach a log: the message, code and stack say what failed.
 */
const DATABASE_ERROR_FIELDS = new Set(
  ['parameters', 'driverError', 'query', 'queryText', 'sql', 'internalQuery', 'detail', 'where'].map((key) =>
    key.toLowerCase(),
  ),
);

function withoutDatabaseFields(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => withoutDatabaseFields(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!DATABASE_ERROR_FIELDS.has(key.toLowerCase())) out[key] = withoutDatabaseFields(item, depth + 1);
  }
  return out;
}

/** pino's error serializer (type, message, stack, own fields), minus database fields, masked. */
function serializeError(error: unknown): object {
  const serialized = error instanceof Error ? pino.stdSerializers.err(error) : error;
  return maskDeep(withoutDatabaseFields(serialized)) as object;
}

/** What JSON.stringify would write, with secret keys redacted and card-like numbers masked. */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (value === null || typeof value !== 'object') return value;
  // An error under any key is serialized as `err` is (a bare Error would be written with every
  // enumerable field: a QueryFailedError's parameters). Emitters (sockets, requests) are live
  // objects, not data; buffers are bytes.
  if (value instanceof Error) return serializeError(value);
  if (value instanceof EventEmitter || Buffer.isBuffer(value)) return value;
  // Past the depth a secret could hide unseen: cut, rather than write it unmasked.
  if (depth > MAX_DEPTH) return '[truncated]';
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return maskDeep((value as { toJSON(): unknown }).toJSON(), depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY_SET.has(key.toLowerCase()) ? '[redacted]' : maskDeep(item, depth + 1);
  }
  return out;
}

export function createLogger(
  level: string = process.env.LOG_LEVEL || 'info',
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      serializers: {
        err: serializeError,
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => maskDeep(object) as Record<string, unknown>,
      },
      hooks: {
        // The message string is not part of `object`: mask it too.
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskCardNumbers(arg) : arg));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/**
 * Lines gathered into writes of ~4 KB instead of one write (a thread-pool round trip) each: on the
 * signed-in path that write was ~3 % of a request's CPU. A line waits at most 250 ms, and pino
 * writes what is left synchronously when the process exits (a fatal start-up error included).
 */
const STDOUT_BATCH = { dest: 1, minLength: 4096, periodicFlush: 250, sync: false } as const;

/** The process-wide logger; `startServer` sets its level from the config. */
export const logger: Logger = createLogger(undefined, pino.destination(STDOUT_BATCH));

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

type Level = 'debug' | 'info' | 'warn' | 'error';

/** Health probes at debug; 5xx at error (503 at warn: an outage is expected to be loud, not fatal). */
function levelOf(req: IncomingMessage, res: ServerResponse): Level {
  if (req.url === '/healthz' || req.url === '/readyz') return res.statusCode >= 500 ? 'warn' : 'debug';
  if (res.statusCode === 503) return 'warn';
  if (res.err || res.statusCode >= 500) return 'error';
  return 'info';
}

/**
 * One JSON line per request when it ends: reqId, method, url, route, status, durationMs; a failed
 * request adds its error. The request id comes from a well-formed X-Request-Id or is generated,
 * and is echoed back. Written by hand rather than with pino-http, whose per-request child logger
 * cost ~50-90 µs a request here for fields these lines never use.
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
      base[level](line, res.writableFinished ? 'request completed' : 'request aborted');
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
  return (request) => {
    if (base.isLevelEnabled('info'))
      base.info({ ...request, url: safeUrl(request.url) }, 'request completed');
  };
}
